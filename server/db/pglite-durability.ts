import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';

/** Where PGlite mounts its data directory inside its file system. */
const PGDATA = '/pglite/data';

interface EmscriptenStream {
  path?: string;
  nfd?: number;
}
type StreamWrite = (stream: EmscriptenStream, ...rest: unknown[]) => number;
type StreamClose = (stream: EmscriptenStream) => unknown;
type NodeOp = (...args: unknown[]) => unknown;
interface EmscriptenFs {
  lookupPath(path: string): { node: { stream_ops: { write: StreamWrite; close?: StreamClose }; node_ops: Record<string, NodeOp> } };
  getPath(node: unknown): string;
}

/** How often the embedded database's write-ahead log was forced to disk, and the directory synced; for tests. */
export const durabilityCounters = { walSyncs: 0, directorySyncs: 0 };

function isWal(path: string | undefined): boolean {
  return path?.includes('/pg_wal/') ?? false;
}

/**
 * PGlite runs PostgreSQL with fsync=off (set on its command line, so no setting turns it on), and its Node file
 * system has no fsync: a committed transaction reaches the kernel's page cache, which survives a killed process
 * but not a power cut or kernel crash. This makes commits real again from outside the engine:
 * - the write-ahead log files written during a call into PostgreSQL are flushed (fdatasync, PostgreSQL's own
 *   default on Linux) before the call's answer is handed back, so when COMMIT returns, its WAL record is on disk.
 *   One flush a call, not one a write: a transaction whose WAL fills the WAL buffers writes it out in pieces, and
 *   each flush blocks the one thread every query runs on;
 * - before PostgreSQL removes or recycles a WAL segment (after a checkpoint, which without fsync leaves data pages
 *   in the page cache), every file system is synced, so no page loses the WAL that could rebuild it.
 * At start-up PostgreSQL replays the WAL after an unclean stop as it always does.
 */
export function makePgliteDurable(client: PGlite, options: { syncNow?: boolean } = {}): void {
  if (options.syncNow) execFileSync('sync');
  const fsys = (client as unknown as { mod?: { FS?: EmscriptenFs } }).mod?.FS;
  if (!fsys) throw new Error('PGlite no longer exposes its file system: the durability patch needs revisiting.');
  const node = fsys.lookupPath(`${PGDATA}/PG_VERSION`).node;
  // Both objects are shared by every file of the Node file system mount: patching them once covers all files.
  const streamOps = node.stream_ops;
  const write = streamOps.write;
  const unsynced = new Set<number>();
  streamOps.write = function durableWrite(this: unknown, stream, ...rest) {
    const written = write.call(this, stream, ...rest);
    if (isWal(stream.path) && stream.nfd !== undefined) unsynced.add(stream.nfd);
    return written;
  };
  // PostgreSQL closes a segment when it moves on to the next: what was written to it is flushed first.
  const close = streamOps.close;
  streamOps.close = function flushBeforeClose(this: unknown, stream) {
    if (stream.nfd !== undefined && unsynced.delete(stream.nfd)) {
      fs.fdatasyncSync(stream.nfd);
      durabilityCounters.walSyncs += 1;
    }
    return close?.call(this, stream);
  };
  const syncWal = () => {
    for (const fd of unsynced) {
      fs.fdatasyncSync(fd);
      durabilityCounters.walSyncs += 1;
    }
    unsynced.clear();
  };
  // Every query, transaction statement and queue call goes through this one synchronous entry point; the answer
  // it returns reaches no caller before the flush.
  const engine = client as unknown as { execProtocolRawSync?: (message: Uint8Array) => Uint8Array };
  const run = engine.execProtocolRawSync;
  if (typeof run !== 'function') throw new Error('PGlite no longer has execProtocolRawSync: the durability patch needs revisiting.');
  engine.execProtocolRawSync = function flushAfter(this: unknown, message: Uint8Array) {
    try {
      return run.call(this, message);
    } finally {
      syncWal();
    }
  };
  const walDir = fsys.lookupPath(`${PGDATA}/pg_wal`).node;
  const nodeOps = walDir.node_ops;
  for (const name of ['unlink', 'rename'] as const) {
    const original = nodeOps[name];
    if (!original) continue;
    nodeOps[name] = function syncFirst(this: unknown, ...args: unknown[]) {
      if (fsys.getPath(args[0]).includes('/pg_wal')) {
        execFileSync('sync');
        durabilityCounters.directorySyncs += 1;
      }
      return original.apply(this, args);
    };
  }
}
