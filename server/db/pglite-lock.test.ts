import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDirectoryLock, DatabaseLockedError } from './pglite-lock';

const children: Array<ReturnType<typeof spawn>> = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill();
});

function dbDir(): string {
  return path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'studio-lock-')), 'db');
}

/** The pid of a process that has exited, i.e. what a crashed server leaves in its lock file. */
function deadPid(): number {
  const result = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(result.stdout.toString());
}

describe('PGlite directory lock', () => {
  it('writes our pid next to the directory and removes it on release', () => {
    const dir = dbDir();
    const lock = acquireDirectoryLock(dir);
    expect(fs.readFileSync(`${dir}.lock`, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    lock.release();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  });

  it('refuses a second owner in the same process', () => {
    const dir = dbDir();
    const lock = acquireDirectoryLock(dir);
    expect(() => acquireDirectoryLock(dir)).toThrow(DatabaseLockedError);
    lock.release();
    acquireDirectoryLock(dir).release();
  });

  it('refuses while another live process holds it, with a message that says what to do', () => {
    const dir = dbDir();
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    children.push(child);
    fs.writeFileSync(`${dir}.lock`, `${child.pid}\n`);
    expect(() => acquireDirectoryLock(dir)).toThrow(new RegExp(`in use by another process \\(pid ${child.pid}\\).*DATABASE_URL`));
  });

  it('takes over a stale lock left by a dead process', () => {
    const dir = dbDir();
    fs.writeFileSync(`${dir}.lock`, `${deadPid()}\n`);
    const lock = acquireDirectoryLock(dir);
    expect(fs.readFileSync(`${dir}.lock`, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });
});
