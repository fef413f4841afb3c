// npm run backup: its usage (below; `npm run backup -- --help`) says what it does; the nightly
// `npm run rebuild` runs the same backup first (lib/backup-command.ts).
import { runBackup } from './lib/backup-command.ts';
import { commandLine } from './lib/command-line.ts';

commandLine({
  usage: `Usage: npm run backup
Takes a consistent copy of the live database (DATABASE_URL) while the site runs, into BACKUP_DIR
(default: backups/ beside the database, var/backups), named with the UTC time: an SQLite file (.db),
or on PostgreSQL a pg_dump --format=custom archive (.dump), restored once into a scratch database as
a check. Keeps the newest 14. Its outcome (when, how long, whether it succeeded) is recorded in the
database, where /readyz and /metrics show it. The nightly \`npm run rebuild\` runs it first. No
arguments.`,
});

try {
  await runBackup();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
