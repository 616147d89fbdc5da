import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { acquireDirectoryLock } from '../db/pglite-lock';
import type { Env } from '../env';

const run = promisify(execFile);

/** What a backup directory holds, written last: a directory without it is an unfinished backup. */
export interface BackupManifest {
  format: 1;
  engine: 'pglite' | 'postgres';
  createdAt: string;
  /** The files: `data.tar.gz` (DATA_DIR: the embedded database, media, kept secrets) and, on PostgreSQL, `database.dump`. */
  files: string[];
}

export class BackupError extends Error {
  override name = 'BackupError';
}

type BackupSettings = Pick<Env, 'DATA_DIR' | 'DATABASE_URL' | 'PGLITE_DIR'>;

function lockFileName(env: BackupSettings): string {
  return `${path.basename(env.PGLITE_DIR)}.lock`;
}

/**
 * Writes a backup of the studio into `outDir` (created; must not exist yet). On PostgreSQL the database is dumped
 * first (pg_dump, one consistent snapshot, while the server runs), then DATA_DIR: files are written before their
 * rows and deleted after them, so every row in the dump finds its file. The embedded database cannot be read by a
 * second process while the server runs: its directory lock is taken for the copy, so the server must be stopped.
 */
export async function createBackup(env: BackupSettings, outDir: string): Promise<BackupManifest> {
  if (fs.existsSync(outDir)) throw new BackupError(`${outDir} already exists: choose a new directory for the backup.`);
  fs.mkdirSync(outDir, { recursive: true });
  fs.mkdirSync(env.DATA_DIR, { recursive: true });
  const engine = env.DATABASE_URL ? 'postgres' : 'pglite';
  const files: string[] = [];
  const exclude = [`--exclude=./${lockFileName(env)}`];
  if (env.DATABASE_URL) {
    await run('pg_dump', ['--format=custom', '--no-owner', '--file', path.join(outDir, 'database.dump'), env.DATABASE_URL]);
    files.push('database.dump');
    exclude.push(`--exclude=./${path.basename(env.PGLITE_DIR)}`);
    await run('tar', ['-czf', path.join(outDir, 'data.tar.gz'), ...exclude, '-C', env.DATA_DIR, '.']);
  } else {
    let lock;
    try {
      lock = acquireDirectoryLock(env.PGLITE_DIR);
    } catch (error) {
      throw new BackupError(
        `The embedded database is in use (${(error as Error).message.split('\n')[0]}). Stop the server, run the backup, ` +
          'then start it again; or move to PostgreSQL (DATABASE_URL) to back up while it runs.',
      );
    }
    try {
      await run('tar', ['-czf', path.join(outDir, 'data.tar.gz'), ...exclude, '-C', env.DATA_DIR, '.']);
    } finally {
      lock.release();
    }
  }
  files.push('data.tar.gz');
  const manifest: BackupManifest = { format: 1, engine, createdAt: new Date().toISOString(), files };
  fs.writeFileSync(path.join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

function isEmptyDirectory(directory: string): boolean {
  return !fs.existsSync(directory) || fs.readdirSync(directory).length === 0;
}

/**
 * Restores a backup into this configuration: DATA_DIR must be empty (a fresh directory), and on PostgreSQL the
 * database must hold no tables yet (a fresh database). Nothing existing is overwritten.
 */
export async function restoreBackup(env: BackupSettings, backupDir: string): Promise<BackupManifest> {
  const manifestPath = path.join(backupDir, 'manifest.json');
  if (!fs.existsSync(manifestPath)) throw new BackupError(`${backupDir} holds no manifest.json: it is not a finished backup.`);
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as BackupManifest;
  const engine = env.DATABASE_URL ? 'postgres' : 'pglite';
  if (manifest.engine !== engine) {
    throw new BackupError(`This backup is of the ${manifest.engine} engine; this configuration uses ${engine}.`);
  }
  if (!isEmptyDirectory(env.DATA_DIR)) throw new BackupError(`${env.DATA_DIR} is not empty: restore into a fresh DATA_DIR.`);
  if (env.DATABASE_URL) {
    const { stdout } = await run('psql', [
      '-tA',
      '-c',
      "select count(*) from information_schema.tables where table_schema = 'public'",
      env.DATABASE_URL,
    ]);
    if (Number(stdout.trim()) > 0) throw new BackupError('The database of DATABASE_URL is not empty: restore into a fresh database.');
    await run('pg_restore', ['--no-owner', '--exit-on-error', '--dbname', env.DATABASE_URL, path.join(backupDir, 'database.dump')]);
  }
  fs.mkdirSync(env.DATA_DIR, { recursive: true });
  await run('tar', ['-xzf', path.join(backupDir, 'data.tar.gz'), '-C', env.DATA_DIR]);
  return manifest;
}
