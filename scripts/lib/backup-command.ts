// The backup as `npm run backup` and `npm run rebuild` run it, for the database DATABASE_URL
// names: progress (SQLite), then what was written and how it was checked. Its outcome is recorded
// for /readyz and /metrics (src/server/maintenance/job-outcomes.ts).
import { backupDir, databaseFile, databaseKind } from '#server/infra/env.ts';
import { createBackup, KEEP_BACKUPS, type BackupCheck } from '#server/maintenance/backup.ts';
import { settings } from '#server/infra/env.ts';
import { createPostgresBackup } from '#server/maintenance/postgres-backup.ts';
import { runRecorded } from '#server/maintenance/job-outcomes.ts';
import { requireDatabase } from './database-target.ts';
import { progressBar } from './progress.ts';

export function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * The check of the nightly backup: the full integrity_check on BACKUP_FULL_CHECK_DAY (Sunday by
 * default, UTC) or every night with 'every', the quick one on the other nights.
 */
export function nightlyBackupCheck(now = new Date()): BackupCheck {
  const day = settings().BACKUP_FULL_CHECK_DAY;
  return day === 'every' || Number(day) === now.getUTCDay() ? 'full' : 'quick';
}

export async function runBackup(check: BackupCheck = 'full'): Promise<void> {
  requireDatabase('Backup failed');
  await runRecorded('backup', () => backUp(check));
}

async function backUp(check: BackupCheck): Promise<void> {
  const dir = backupDir();
  let result: { file: string; bytes: number; ms: number; removed: string[] };
  if (databaseKind() === 'postgresql') {
    const dump = await createPostgresBackup({ dir });
    result = dump;
    console.log(
      dump.verified === 'restored'
        ? `Checked: the dump restores (into a scratch database, dropped again) with the same ${dump.counts.Review.toLocaleString('en-US')} reviews and ${dump.counts.University.toLocaleString('en-US')} universities.`
        : 'Checked: the dump lists its tables. Not restored as a check: the role may not create a scratch database (CREATEDB).',
    );
  } else {
    let bar: ReturnType<typeof progressBar> | undefined;
    const copy = await createBackup({
      file: databaseFile(),
      dir,
      check,
      onProgress: (done, total) => {
        bar ??= progressBar('Backing up (pages)', total);
        bar.update(done);
      },
    });
    bar?.stop();
    result = copy;
    console.log(
      `Checked the copy with ${copy.check === 'full' ? 'integrity_check' : 'quick_check'} in ${(copy.checkMs / 1000).toFixed(1)} s of the ${(copy.ms / 1000).toFixed(1)} s.` +
        (copy.check === 'quick' ? ' The full check runs on BACKUP_FULL_CHECK_DAY, or with npm run backup.' : ''),
    );
  }
  console.log(`Backup written: ${result.file} (${megabytes(result.bytes)}, ${(result.ms / 1000).toFixed(1)} s).`);
  if (result.removed.length) console.log(`Removed ${result.removed.length} older backup(s), keeping the newest ${KEEP_BACKUPS}.`);
}
