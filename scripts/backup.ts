// npm run backup: a consistent copy of the live database, taken while the site runs, into
// BACKUP_DIR (default: backups/ beside the database, var/backups), named with the UTC time:
// an SQLite file (.db), or on PostgreSQL a `pg_dump --format=custom` archive (.dump) that was
// restored once as a check. Keeps the newest 14. Run first by the nightly `npm run rebuild`.
import { runBackup } from './lib/backup-command.ts';

try {
  await runBackup();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
