import path from 'node:path';
import { BackupError, restoreBackup } from '../server/backup/backup';
import { EnvError, loadEnv } from '../server/env';

/** `npm run restore -- <backup directory>`: into an empty DATA_DIR (and, on PostgreSQL, an empty database). */
const backupDir = process.argv[2];
if (!backupDir) {
  console.error('Say which backup to restore: npm run restore -- backups/studio-<date>');
  process.exit(1);
}
try {
  const manifest = await restoreBackup(loadEnv(), path.resolve(backupDir));
  console.log(`Restored the ${manifest.engine} backup of ${manifest.createdAt}. Start the server as usual.`);
} catch (error) {
  if (error instanceof BackupError || error instanceof EnvError) console.error(error.message);
  else console.error(error);
  process.exit(1);
}
