// `npm run backup` / `npm run restore`: a copy taken while reviews are being written is a sound
// database whose aggregates match its rows; restoring it works under open connections; a damaged
// or foreign copy is refused before anything changes; the newest 14 are kept, readable only by
// their owner.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { db } from '#server/infra/db.ts';
import { backupDir, databaseFile, resetSettingsForTests } from '#server/infra/env.ts';
import { checkData } from '#server/maintenance/check-data.ts';
import {
  backupFileName,
  checkCopy,
  createBackup,
  KEEP_BACKUPS,
  listBackups,
  RestoreRefused,
  restoreBackup,
} from '#server/maintenance/backup.ts';
import { nightlyBackupCheck } from '#scripts/lib/backup-command.ts';
import { recomputeAllStats } from '#server/reviews/stats.ts';
import { submitReview } from '#server/review-writes/submit-review.ts';
import { RATING_CATEGORIES } from '#shared/reviews/ratings.ts';
import { ratingsOf } from '../factories/reviews.ts';
import { createUniversity } from '../factories/universities.ts';
import { projectRoot, testVarDir } from '../support/paths.ts';
import { isPostgres } from '../support/test-database.ts';

const scratch = fs.mkdtempSync(path.join(testVarDir, 'backups-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));
let dirs = 0;
const freshDir = () => path.join(scratch, `dir-${(dirs += 1)}`);

function integrity(file: string): string {
  const sqlite = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return sqlite.pragma('integrity_check', { simple: true }) as string;
  } finally {
    sqlite.close();
  }
}

function reviewCount(file: string): number {
  const sqlite = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return sqlite.prepare('SELECT COUNT(*) FROM "Review"').pluck().get() as number;
  } finally {
    sqlite.close();
  }
}

/** What the live database holds, to prove a refused restore changed nothing. */
async function digest() {
  const rows = await db().$queryRawUnsafe<Record<string, unknown>[]>(
    `SELECT (SELECT COUNT(*) FROM "Review") AS reviews, (SELECT MAX("id") FROM "Review") AS lastReview,
            (SELECT SUM("reviewCount") FROM "UniversityStats") AS counted, (SELECT COUNT(*) FROM "University") AS universities,
            (SELECT group_concat("migration_name") FROM "_prisma_migrations") AS migrations`,
  );
  return JSON.stringify(rows[0], (_key, value) => (typeof value === 'bigint' ? Number(value) : value));
}

/** Some bulk so the copy takes many steps: 5,000 reviews in one statement, aggregates rebuilt. */
async function bulkReviews(universityId: number) {
  const columns = RATING_CATEGORIES.map((c) => `"${c.column}"`).join(', ');
  const values = RATING_CATEGORIES.map((_c, i) => `1 + ((n + ${i}) % 5)`).join(', ');
  await db().$executeRawUnsafe(
    `WITH RECURSIVE seq(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM seq WHERE n < 5000)
     INSERT INTO "Review" ("universityId", "createdAt", "reviewText", "likeCount", ${columns})
     SELECT ?, strftime('%Y-%m-%dT%H:%M:%f+00:00', 'now', '-' || n || ' minutes'), printf('Bulk review %d ', n) || hex(zeroblob(200)), 0, ${values} FROM seq`,
    universityId,
  );
  await recomputeAllStats();
}

let addressSequence = 0;
/** Submits `total` reviews through the service, `inFlight` at a time; records when each ended. */
function submitMany(universityIds: number[], total: number, inFlight: number) {
  const finished: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < total) {
      const i = (next += 1);
      addressSequence += 1;
      await submitReview(
        {
          universityId: universityIds[i % universityIds.length]!,
          ratings: ratingsOf(1 + (i % 5), { food_rating: 1 + ((i * 7) % 5) }),
          reviewText: `Written during the backup, number ${i}.`,
          comments: null,
          isAnonymous: true,
        },
        null,
        `198.51.${(addressSequence >> 8) & 255}.${addressSequence & 255}`,
      );
      finished.push(performance.now());
      // A server's requests arrive as I/O, between other work; without this turn of the event
      // loop, promise-only writes would run back to back and starve every timer and step.
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { finished, done: Promise.all(Array.from({ length: inFlight }, worker)) };
}

// SQLite only: the online backup API, the copy as a file, PRAGMA integrity_check.
describe.skipIf(isPostgres)('backups', () => {
  it('a copy taken while reviews are written is sound, and restores to a database whose aggregates match its rows', async () => {
    const universities = await Promise.all([1, 2, 3].map(() => createUniversity()));
    await bulkReviews(universities[0]!.id);
    const dir = freshDir();

    const writes = submitMany(
      universities.map((u) => u.id),
      300,
      20,
    );
    while (writes.finished.length < 20) await new Promise((resolve) => setTimeout(resolve, 5));
    const countBefore = await db().review.count();
    const began = performance.now();
    const backup = await createBackup({ dir, pagesPerStep: 1 });
    const ended = performance.now();
    await writes.done;
    const countAfter = await db().review.count();

    const duringBackup = writes.finished.filter((at) => at > began && at < ended).length;
    console.log(`backup under writes: ${duringBackup} reviews committed while it ran (${backup.bytes} bytes, ${backup.ms.toFixed(0)} ms)`);
    expect(duringBackup).toBeGreaterThan(0);
    expect(integrity(backup.file)).toBe('ok');
    const inCopy = reviewCount(backup.file);
    expect(inCopy).toBeGreaterThanOrEqual(countBefore);
    expect(inCopy).toBeLessThan(countAfter);

    const target = path.join(scratch, 'restored.db');
    const restored = await restoreBackup(backup.file, { file: target, saveCurrent: false });
    expect(restored.check.reviews).toBe(inCopy);
    expect(integrity(target)).toBe('ok');
    expect(reviewCount(target)).toBe(inCopy);
    expect((await checkData({ file: target })).drift).toEqual([]);
    // The backup itself was only read.
    expect(integrity(backup.file)).toBe('ok');
  }, 60_000);

  it('restores into the live database under its open connections, which then read and write the restored data', async () => {
    const university = await createUniversity();
    const dir = freshDir();
    const backup = await createBackup({ dir });
    const inCopy = reviewCount(backup.file);
    const later = submitMany([university.id], 15, 3);
    await later.done;
    expect(await db().review.count()).toBe(inCopy + 15);

    const restored = await restoreBackup(backup.file, { dir });

    expect(restored.savedCurrent).toMatch(/before-restore-\d{8}T\d{6}\.\d{3}Z\.db$/);
    expect(reviewCount(restored.savedCurrent!)).toBe(inCopy + 15);
    expect(fs.statSync(restored.savedCurrent!).mode & 0o777).toBe(0o600);
    // The shared client saw nothing of the swap but the new content.
    expect(await db().review.count()).toBe(inCopy);
    const { id } = await submitReview(
      { universityId: university.id, ratings: ratingsOf(4), reviewText: 'After the restore.', comments: null, isAnonymous: true },
      null,
      '192.0.2.77',
    );
    expect(await db().review.findUnique({ where: { id }, select: { reviewText: true } })).toEqual({ reviewText: 'After the restore.' });
    expect(integrity(databaseFile())).toBe('ok');
    expect((await checkData()).drift).toEqual([]);
    expect(String((await db().$queryRawUnsafe<{ journal_mode: string }[]>('PRAGMA journal_mode'))[0]!.journal_mode)).toBe('wal');
    // The "before" copy does not count toward the nightly ones.
    expect(listBackups(dir)).toEqual([backup.file]);
  }, 60_000);

  it('refuses a truncated, damaged or foreign copy and leaves the live database as it was', async () => {
    const dir = freshDir();
    const backup = await createBackup({ dir });
    const size = fs.statSync(backup.file).size;
    const variants: Record<string, [damage: (file: string) => void, why: RegExp]> = {
      'cut in half': [
        (file) => fs.truncateSync(file, Math.floor(size / 2)),
        /: it is truncated \(\d+ bytes of the \d+ its header records\)/,
      ],
      'cut at a page boundary': [(file) => fs.truncateSync(file, Math.floor(size / 2 / 4096) * 4096), /: it is truncated/],
      'a damaged page': [
        (file) => {
          // Page 2: the root of the first table the migrations made, never freed.
          const fd = fs.openSync(file, 'r+');
          fs.writeSync(fd, Buffer.alloc(4096, 0xa5), 0, 4096, 4096);
          fs.closeSync(fd);
        },
        /: (integrity_check found damage|it is not a sound SQLite database)/,
      ],
      'not SQLite': [
        (file) => fs.writeFileSync(file, 'this is not a database, just some text '.repeat(200)),
        /: it is not an SQLite database/,
      ],
      empty: [(file) => fs.writeFileSync(file, ''), /: the file is empty/],
      'another database': [
        (file) => {
          fs.rmSync(file);
          const other = new Database(file);
          other.exec("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT); INSERT INTO notes (text) VALUES ('hello');");
          other.close();
        },
        /: it is not a database of this site \(no _prisma_migrations, University, .* table\)/,
      ],
    };
    const before = await digest();

    for (const [name, [damage, why]] of Object.entries(variants)) {
      const copy = path.join(scratch, `refused-${name.replace(/\W+/g, '-')}.db`);
      fs.copyFileSync(backup.file, copy);
      damage(copy);
      const attempt = restoreBackup(copy, { dir });
      await expect(attempt, name).rejects.toBeInstanceOf(RestoreRefused);
      await expect(attempt, name).rejects.toThrow(/^Refusing to restore .*: .+\. The live database was not touched\.$/);
      await expect(attempt, name).rejects.toThrow(why);
      expect(await digest(), name).toBe(before);
    }
    expect(integrity(databaseFile())).toBe('ok');
    // Refused before the "before restore" copy was even made.
    expect(fs.readdirSync(dir).filter((name) => name.startsWith('before-restore'))).toEqual([]);

    // And the command says so, with exit code 1.
    const truncated = path.join(scratch, 'refused-cut-in-half.db');
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/restore.ts', truncated], {
      cwd: projectRoot,
      env: { ...process.env, DATABASE_URL: `file:${databaseFile()}`, BACKUP_DIR: dir },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`Refusing to restore ${truncated}`);
    expect(await digest()).toBe(before);
  }, 60_000);

  it('keeps the newest 14 backups, files 0600 in a 0700 folder', async () => {
    const dir = freshDir();
    fs.mkdirSync(dir, { mode: 0o755 });
    fs.chmodSync(dir, 0o755);
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'not a backup: never pruned');
    const nights = Array.from({ length: KEEP_BACKUPS + 3 }, (_v, i) => new Date(Date.UTC(2026, 10, 1 + i, 3, 0, 0)));

    const removed: string[] = [];
    for (const night of nights) removed.push(...(await createBackup({ dir, now: () => night })).removed);

    const kept = listBackups(dir);
    expect(kept).toEqual(nights.slice(-KEEP_BACKUPS).map((night) => path.join(dir, backupFileName(night))));
    expect(removed).toEqual(nights.slice(0, 3).map((night) => path.join(dir, backupFileName(night))));
    expect(fs.existsSync(path.join(dir, 'notes.txt'))).toBe(true);
    expect(fs.readdirSync(dir).filter((name) => name.endsWith('.partial') || name.endsWith('-journal'))).toEqual([]);
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    for (const file of kept) expect(fs.statSync(file).mode & 0o777, file).toBe(0o600);
    expect(path.basename(kept[0]!)).toBe('backup-20261104T030000.000Z.db');

    // Two backups in the same millisecond get distinct names.
    const same = new Date(Date.UTC(2027, 0, 1));
    const [a, b] = [await createBackup({ dir, now: () => same }), await createBackup({ dir, now: () => same })];
    expect(a.file).not.toBe(b.file);
    expect(listBackups(dir)).toHaveLength(KEEP_BACKUPS);
  }, 60_000);

  it('checks the copy fully by default, quickly when asked, and the nightly job fully on BACKUP_FULL_CHECK_DAY', async () => {
    const dir = freshDir();
    const full = await createBackup({ dir });
    const quick = await createBackup({ dir, check: 'quick' });
    expect([full.check, quick.check]).toEqual(['full', 'quick']);
    for (const copy of [full, quick]) {
      expect(copy.checkMs).toBeGreaterThan(0);
      expect(copy.checkMs).toBeLessThanOrEqual(copy.ms);
      expect(checkCopy(copy.file).migrations.length).toBeGreaterThan(0);
    }
    const saved = process.env.BACKUP_FULL_CHECK_DAY;
    try {
      const sunday = new Date(Date.UTC(2026, 10, 29, 3));
      const monday = new Date(Date.UTC(2026, 10, 30, 3));
      delete process.env.BACKUP_FULL_CHECK_DAY;
      resetSettingsForTests();
      expect([nightlyBackupCheck(sunday), nightlyBackupCheck(monday)]).toEqual(['full', 'quick']);
      process.env.BACKUP_FULL_CHECK_DAY = '1';
      resetSettingsForTests();
      expect([nightlyBackupCheck(sunday), nightlyBackupCheck(monday)]).toEqual(['quick', 'full']);
      process.env.BACKUP_FULL_CHECK_DAY = 'every';
      resetSettingsForTests();
      expect([nightlyBackupCheck(sunday), nightlyBackupCheck(monday)]).toEqual(['full', 'full']);
    } finally {
      if (saved === undefined) delete process.env.BACKUP_FULL_CHECK_DAY;
      else process.env.BACKUP_FULL_CHECK_DAY = saved;
      resetSettingsForTests();
    }
  });

  it('goes to BACKUP_DIR, or backups/ beside the database', () => {
    const saved = process.env.BACKUP_DIR;
    try {
      delete process.env.BACKUP_DIR;
      resetSettingsForTests();
      expect(backupDir()).toBe(path.join(path.dirname(databaseFile()), 'backups'));
      process.env.BACKUP_DIR = 'var/elsewhere';
      resetSettingsForTests();
      expect(backupDir()).toBe(path.resolve(process.cwd(), 'var/elsewhere'));
    } finally {
      if (saved === undefined) delete process.env.BACKUP_DIR;
      else process.env.BACKUP_DIR = saved;
      resetSettingsForTests();
    }
  });
});
