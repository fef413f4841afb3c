// npm run backup: a consistent copy of the live database, taken while the site runs, into
// BACKUP_DIR (default: backups/ beside the database, var/backups), named with the UTC time.
// Keeps the newest 14. Run first by the nightly `npm run rebuild`.
import { backupDir, databaseFile } from '#server/env.ts';
import { runBackup } from './lib/backup-command.ts';

try {
  await runBackup(databaseFile(), backupDir());
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
