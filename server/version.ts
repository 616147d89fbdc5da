import fs from 'node:fs';
import path from 'node:path';

/** The package version, reported by the health call. */
export const appVersion: string = (() => {
  const file = path.join(import.meta.dirname, '..', 'package.json');
  const { version } = JSON.parse(fs.readFileSync(file, 'utf8')) as { version?: string };
  return version ?? '0.0.0';
})();
