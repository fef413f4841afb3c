// npm run restore -- <backup file> [--no-save]
// Checks the copy and refuses a damaged or foreign one without touching the live database, then
// restores it in one transaction, so a running server may stay up; the current database is
// saved in the backup folder first unless --no-save.
// - SQLite (a .db file): opens as SQLite, integrity_check ok, this site's tables and migrations;
//   written into the live file through SQLite's backup API (docs/decisions/012-durable-sqlite-and-backups.md).
// - PostgreSQL (a .dump from `npm run backup`): a pg_dump archive of this site's tables and
//   migrations; restored with `pg_restore --clean --if-exists --no-owner --exit-on-error
//   --single-transaction` (docs/decisions/027-postgresql-beside-sqlite.md).
import { backupDir, databaseFile, databaseKind } from '#server/env.ts';
import { restoreBackup } from '#server/maintenance/backup.ts';
import { restorePostgresBackup } from '#server/maintenance/postgres-backup.ts';
import { megabytes } from './lib/backup-command.ts';
import { databaseLabel } from './lib/database-target.ts';

const args = process.argv.slice(2);
const files = args.filter((arg) => !arg.startsWith('--'));
const flags = args.filter((arg) => arg.startsWith('--'));
if (files.length !== 1 || flags.some((flag) => flag !== '--no-save')) {
  console.error('Usage: npm run restore -- <backup file> [--no-save]');
  process.exit(2);
}
const file = files[0]!;
const saveCurrent = !flags.includes('--no-save');

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
