// npm run restore -- <backup file> [--no-save]: its usage (below; --help) says what it does. How:
// - SQLite (a .db file): opens as SQLite, integrity_check ok, this site's tables and migrations;
//   written into the live file through SQLite's backup API (docs/decisions/012-durable-sqlite-and-backups.md).
// - PostgreSQL (a .dump from `npm run backup`): a pg_dump archive of this site's tables and
//   migrations; restored with `pg_restore --clean --if-exists --no-owner --exit-on-error
//   --single-transaction` (docs/decisions/027-postgresql-beside-sqlite.md).
import { backupDir, databaseFile, databaseKind } from '#server/infra/env.ts';
import { restoreBackup } from '#server/maintenance/backup.ts';
import { restorePostgresBackup } from '#server/maintenance/postgres-backup.ts';
import { megabytes } from './lib/backup-command.ts';
import { databaseLabel } from './lib/database-target.ts';
import { commandLine } from './lib/command-line.ts';

const { values, positionals } = commandLine({
  usage: `Usage: npm run restore -- <backup file> [--no-save]
Restores a copy made by \`npm run backup\` (a .db file on SQLite, a .dump on PostgreSQL) into the
database DATABASE_URL names. Checks the copy first and refuses a damaged or foreign one without
touching the live database, then restores it in one transaction, so a running server may stay up.
  --no-save   do not save the current database in the backup folder first (default: it is saved)`,
  options: { 'no-save': { type: 'boolean', default: false } },
  positionals: ['backup file'],
});
const file = positionals[0]!;
const saveCurrent = !values['no-save'];

/** Restores into what DATABASE_URL names; what the summary says. */
async function restore() {
  if (databaseKind() === 'postgresql') {
    const result = await restorePostgresBackup(file, { dir: backupDir(), saveCurrent });
    return { ...result, universities: result.counts.University, reviews: result.counts.Review };
  }
  const result = await restoreBackup(file, { file: databaseFile(), dir: backupDir(), saveCurrent });
  return { ...result, universities: result.check.universities, reviews: result.check.reviews };
}

try {
  const result = await restore();
  if (result.savedCurrent) console.log(`The database as it was is saved as ${result.savedCurrent}.`);
  console.log(
    `Restored ${file} (${megabytes(result.check.bytes)}: ${result.universities.toLocaleString('en-US')} universities, ` +
      `${result.reviews.toLocaleString('en-US')} reviews) into ${databaseLabel()} in ${(result.ms / 1000).toFixed(1)} s.`,
  );
  if (result.migrated.length) console.log(`Applied ${result.migrated.length} newer migration(s): ${result.migrated.join(', ')}`);
  console.log('A running server reads the restored data now; run `npm run rebuild` so the pages show it too.');
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
