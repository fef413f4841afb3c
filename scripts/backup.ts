// npm run backup: its usage (below; `npm run backup -- --help`) says what it does; the nightly
// `npm run rebuild` runs the same backup first (lib/backup-command.ts).
import { runBackup } from './lib/backup-command.ts';
import { commandLine } from './lib/command-line.ts';

const { values } = commandLine({
  usage: `Usage: npm run backup [-- --quick]
Takes a consistent copy of the live database (DATABASE_URL) while the site runs, into BACKUP_DIR
(default: backups/ beside the database, var/backups), named with the UTC time: an SQLite file (.db),
or on PostgreSQL a pg_dump --format=custom archive (.dump), restored once into a scratch database as
a check. Keeps the newest 14. Its outcome (when, how long, whether it succeeded) is recorded in the
database, where /readyz and /metrics show it. The nightly \`npm run rebuild\` runs it first.
An SQLite copy is checked with PRAGMA integrity_check before it gets its name (most of the time on
a large database; the output says how long it took), or with --quick, quick_check (pages and
records, not indexes against their tables). The nightly job checks fully on BACKUP_FULL_CHECK_DAY
(0 Sunday .. 6 Saturday, UTC, or 'every'; default 0) and quickly on the other nights.
  --quick   check the copy with quick_check`,
  options: { quick: { type: 'boolean', default: false } },
});

try {
  await runBackup(values.quick ? 'quick' : 'full');
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
