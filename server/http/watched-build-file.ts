import fs from 'node:fs';

/**
 * A file the browser app's build writes, read through `parse` and read again only when it changes: a rebuild
 * while the server runs needs no restart. `fallback` stands in while the file is missing (before the first build)
 * or unreadable.
 */
export function watchedBuildFile<T>(file: string, parse: (text: string) => T, fallback: T): () => T {
  let seen = { mtimeMs: -1, size: -1 };
  let value = fallback;
  return () => {
    let stats: fs.Stats;
    try {
      stats = fs.statSync(file);
    } catch {
      return fallback;
    }
    if (stats.mtimeMs !== seen.mtimeMs || stats.size !== seen.size) {
      seen = { mtimeMs: stats.mtimeMs, size: stats.size };
      try {
        value = parse(fs.readFileSync(file, 'utf8'));
      } catch {
        value = fallback;
      }
    }
    return value;
  };
}
