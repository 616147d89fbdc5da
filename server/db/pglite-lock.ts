import fs from 'node:fs';
import path from 'node:path';

export class DatabaseLockedError extends Error {
  override name = 'DatabaseLockedError';
}

/** Held while a process owns a PGlite directory; `release` is idempotent. */
export interface DirectoryLock {
  path: string;
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(lockPath: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * A second PGlite opened on the same directory does not fail, it corrupts the data, so one process owns it.
 * The lock file holds the owner's pid; a lock left by a dead process is taken over.
 */
export function acquireDirectoryLock(directory: string): DirectoryLock {
  const lockPath = path.join(path.dirname(directory), `${path.basename(directory)}.lock`);
  fs.mkdirSync(path.dirname(lockPath), { recursive: true });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, `${process.pid}\n`, { flag: 'wx' });
      return lockFor(lockPath);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readPid(lockPath);
    if (owner !== null && isAlive(owner)) {
      const who = owner === process.pid ? 'this process already' : `another process (pid ${owner})`;
      throw new DatabaseLockedError(
        `The database in ${directory} is in use by ${who}. Only one process may own an embedded (PGlite) database: ` +
          `stop the other process, or set DATABASE_URL to use PostgreSQL with many processes.`,
      );
    }
    // Stale: the owner died without cleaning up. Remove and retry the exclusive create, so two
    // processes racing for the takeover cannot both win.
    fs.rmSync(lockPath, { force: true });
  }
  throw new DatabaseLockedError(`Could not take the lock ${lockPath}; another process keeps taking it.`);
}

function lockFor(lockPath: string): DirectoryLock {
  let held = true;
  return {
    path: lockPath,
    release() {
      if (!held) return;
      held = false;
      if (readPid(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
    },
  };
}
