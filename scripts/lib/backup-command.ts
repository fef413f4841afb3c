// The backup as `npm run backup` and `npm run rebuild` run it: progress, then what was written.
import fs from 'node:fs';
import { createBackup, KEEP_BACKUPS } from '#server/maintenance/backup.ts';
import { progressBar } from './progress.ts';

export function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export async function runBackup(file: string, dir: string): Promise<void> {
  if (!fs.existsSync(file)) throw new Error(`Backup failed: there is no database at ${file} (DATABASE_URL).`);
  let bar: ReturnType<typeof progressBar> | undefined;
  const result = await createBackup({
    file,
    dir,
    onProgress: (done, total) => {
      bar ??= progressBar('Backing up (pages)', total);
      bar.update(done);
    },
  });
  bar?.stop();
  console.log(`Backup written: ${result.file} (${megabytes(result.bytes)}, ${(result.ms / 1000).toFixed(1)} s).`);
  if (result.removed.length) console.log(`Removed ${result.removed.length} older backup(s), keeping the newest ${KEEP_BACKUPS}.`);
}
