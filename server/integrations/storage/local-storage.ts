import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { MediaStorage, StorageHousekeeping, StoredFile } from './media-storage';
import { checkStorageKey, clampRange, MediaNotFoundError } from './storage-errors';

export interface LocalStorageOptions {
  /** The media root, e.g. ./data/media; created when missing. */
  dir: string;
}

const metaDir = '.meta';

const typesByExtension: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.mp4': 'video/mp4',
  '.zip': 'application/zip',
  '.json': 'application/json',
};

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';
}

/** Writes to a hidden temporary file beside the target, flushes it, then renames: readers never see half a file. */
async function writeAtomically(file: string, data: Buffer | string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
  const handle = await open(temporary, 'w');
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

const isTemporary = (name: string) => name.startsWith('.') && name.endsWith('.tmp');

/** Every file under `dir`, depth first, with its path relative to `root`; a missing directory has none. */
async function* walk(root: string, dir: string): AsyncGenerator<{ relative: string; absolute: string }> {
  const entries = await readdir(dir, { withFileTypes: true }).catch((error: unknown) => {
    if (isMissing(error)) return [];
    throw error;
  });
  for (const entry of entries) {
    const absolute = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(root, absolute);
    else if (entry.isFile()) yield { relative: path.relative(root, absolute).split(path.sep).join('/'), absolute };
  }
}

function housekeepingOf(root: string): StorageHousekeeping {
  return {
    async *files(prefix) {
      for await (const file of walk(root, path.join(root, prefix))) {
        // Hidden names are the store's own (temporaries, `.meta/`): no key can name them.
        if (file.relative.split('/').some((segment) => segment.startsWith('.'))) continue;
        const { mtime } = await stat(file.absolute).catch(() => ({ mtime: null }));
        if (mtime) yield { key: file.relative, modifiedAt: mtime } satisfies StoredFile;
      }
    },
    async removeTemporaries(olderThan) {
      let removed = 0;
      for await (const file of walk(root, root)) {
        if (!isTemporary(path.basename(file.absolute))) continue;
        const { mtime } = await stat(file.absolute).catch(() => ({ mtime: null }));
        // A younger one may belong to a write in progress in another process.
        if (!mtime || mtime >= olderThan) continue;
        await rm(file.absolute, { force: true });
        removed += 1;
      }
      return removed;
    },
  };
}

async function contentTypeOf(key: string, meta: string): Promise<string> {
  try {
    return (JSON.parse(await readFile(meta, 'utf8')) as { contentType: string }).contentType;
  } catch {
    return typesByExtension[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
  }
}

/**
 * Media in a local directory (the embedded default). A key maps to a file under the root; its content type lives
 * in a small JSON file under `.meta/`, a name no key can reach (segments cannot start with a dot).
 */
export function createLocalStorage(options: LocalStorageOptions): MediaStorage {
  const root = path.resolve(options.dir);

  function locate(key: string): { file: string; meta: string } {
    checkStorageKey(key);
    const file = path.resolve(root, key);
    // The key rule already forbids escaping; this second check guards the rule itself.
    if (!file.startsWith(root + path.sep)) throw new MediaNotFoundError(key);
    return { file, meta: path.join(root, metaDir, `${key}.json`) };
  }

  return {
    kind: 'local',
    housekeeping: housekeepingOf(root),
    async put(key, data, contentType) {
      const { file, meta } = locate(key);
      // A type the key's extension implies is what a read answers without a record (a result and its thumbnail
      // are a .png and a .webp): no second file to write and flush on a result's way to complete. A record an
      // earlier put of the key left is removed, so it cannot contradict the type.
      const record =
        typesByExtension[path.extname(key).toLowerCase()] === contentType
          ? rm(meta, { force: true })
          : writeAtomically(meta, JSON.stringify({ contentType }));
      // Side by side rather than one after the other: each waits mostly on its own flush to the disk, and no
      // reader looks for the key before the put has answered (its record is written after).
      await Promise.all([record, writeAtomically(file, data)]);
    },
    async get(key, range) {
      const { file, meta } = locate(key);
      // Open first, then size the open file: a concurrent delete or replace cannot split the answer.
      const handle = await open(file, 'r').catch((error: unknown) => {
        throw isMissing(error) ? new MediaNotFoundError(key) : error;
      });
      try {
        const { size } = await handle.stat();
        const contentType = await contentTypeOf(key, meta);
        if (size === 0 && !range) {
          await handle.close();
          return { body: Readable.from([]), size: 0, contentType };
        }
        const bounds = range ? clampRange(key, size, range) : { start: 0, end: size - 1 };
        const body = handle.createReadStream({ start: bounds.start, end: bounds.end, autoClose: true });
        return { body, size: bounds.end - bounds.start + 1, contentType };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    async head(key) {
      const { file, meta } = locate(key);
      try {
        const { size } = await stat(file);
        return { size, contentType: await contentTypeOf(key, meta) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      const { file, meta } = locate(key);
      await rm(file, { force: true });
      await rm(meta, { force: true });
    },
  };
}
