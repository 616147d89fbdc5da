import path from 'node:path';
import { BackupError, createBackup } from '../server/backup/backup';
import { EnvError, loadEnv } from '../server/env';

/** `npm run backup [-- <directory>]`: a backup of the database and DATA_DIR (see README, Backup and restore). */
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const outDir = path.resolve(process.argv[2] ?? `backups/studio-${stamp}`);
try {
  const manifest = await createBackup(loadEnv(), outDir);
  console.log(`Backup of the ${manifest.engine} studio written to ${outDir}`);
} catch (error) {
  if (error instanceof BackupError || error instanceof EnvError) console.error(error.message);
  else console.error(error);
  process.exit(1);
}
