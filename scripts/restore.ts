// npm run restore -- <backup file> [--no-save]
// Checks the copy (opens as SQLite, integrity_check ok, this site's tables and migrations) and
// refuses a damaged one without touching the live database. A good copy is written into the live
// database through SQLite's backup API, in one transaction, so a running server may stay up (see
// docs/decisions/012-durable-sqlite-and-backups.md); the current database is copied to
// before-restore-<time>.db first unless --no-save.
import { backupDir, databaseFile } from '#server/env.ts';
import { restoreBackup } from '#server/maintenance/backup.ts';
import { megabytes } from './lib/backup-command.ts';

const args = process.argv.slice(2);
const files = args.filter((arg) => !arg.startsWith('--'));
const flags = args.filter((arg) => arg.startsWith('--'));
if (files.length !== 1 || flags.some((flag) => flag !== '--no-save')) {
  console.error('Usage: npm run restore -- <backup file> [--no-save]');
  process.exit(2);
}

try {
  const result = await restoreBackup(files[0]!, { file: databaseFile(), dir: backupDir(), saveCurrent: !flags.includes('--no-save') });
  if (result.savedCurrent) console.log(`The database as it was is saved as ${result.savedCurrent}.`);
  console.log(
    `Restored ${files[0]} (${megabytes(result.check.bytes)}: ${result.check.universities.toLocaleString('en-US')} universities, ` +
      `${result.check.reviews.toLocaleString('en-US')} reviews) into ${databaseFile()} in ${(result.ms / 1000).toFixed(1)} s.`,
  );
  if (result.migrated.length) console.log(`Applied ${result.migrated.length} newer migration(s): ${result.migrated.join(', ')}`);
  console.log('A running server reads the restored data now; run `npm run rebuild` so the pages show it too.');
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
