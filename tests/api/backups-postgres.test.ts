// `npm run backup` / `npm run restore` on PostgreSQL, through the real commands (pg_dump,
// pg_restore): a dump taken while reviews are written holds one snapshot whose aggregates match
// its rows, and was checked by restoring it; restoring works under the server's open
// connections; a damaged or foreign file is refused before anything changes.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { db } from '#server/infra/db.ts';
import { checkData } from '#server/maintenance/check-data.ts';
import { listBackups } from '#server/maintenance/backup.ts';
import { restorePostgresBackup } from '#server/maintenance/postgres-backup.ts';
import { applyMigrations } from '#server/infra/migrations.ts';
import { submitReview } from '#server/review-writes/submit-review.ts';
import { ratingsOf } from '../factories/reviews.ts';
import { createUniversity } from '../factories/universities.ts';
import { projectRoot, testVarDir } from '../support/paths.ts';
import { isPostgres } from '../support/test-database.ts';

const scratch = fs.mkdtempSync(path.join(testVarDir, 'pg-backups-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));
let dirs = 0;
const freshDir = () => path.join(scratch, `dir-${(dirs += 1)}`);

/** Runs an npm script's file with BACKUP_DIR set; resolves with its exit code and output. */
const run = (script: 'backup' | 'restore', dir: string, ...args: string[]) => runWith({}, script, dir, ...args);

/** The same, with more settings in the environment. */
function runWith(
  env: Record<string, string>,
  script: 'backup' | 'restore',
  dir: string,
  ...args: string[]
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
      cwd: projectRoot,
      env: { ...process.env, BACKUP_DIR: dir, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('close', (status) => resolve({ status, stdout, stderr }));
  });
}

let sequence = 0;
/** Submits reviews through the service, a few at a time, until `stop` is set. */
function keepSubmitting(universityId: number, stop: { now: boolean }) {
  const worker = async () => {
    while (!stop.now) {
      sequence += 1;
      await submitReview(
        {
          universityId,
          ratings: ratingsOf(1 + (sequence % 5)),
          reviewText: `Written during the dump, number ${sequence}.`,
          comments: null,
          isAnonymous: true,
        },
        null,
        `198.51.${(sequence >> 8) & 255}.${sequence & 255}`,
      );
    }
  };
  return Promise.all([worker(), worker(), worker()]);
}

/** What the live database holds, to prove a refused restore changed nothing. */
const digest = async () => ({
  reviews: await db().review.count(),
  universities: await db().university.count(),
  counted: (await db().universityStats.aggregate({ _sum: { reviewCount: true } }))._sum.reviewCount,
});

describe.runIf(isPostgres)('backups on PostgreSQL', () => {
  it('a dump taken while reviews are written is checked by restoring it, and restores under open connections', async () => {
    const university = await createUniversity();
    const dir = freshDir();
    const stop = { now: false };
    const writers = keepSubmitting(university.id, stop);
    while ((await db().review.count({ where: { universityId: university.id } })) < 10) await new Promise((r) => setTimeout(r, 10));
    const backup = await run('backup', dir);
    stop.now = true;
    await writers;

    expect(backup.status, backup.stderr).toBe(0);
    const [dump] = listBackups(dir);
    expect(dump).toMatch(/backup-\d{8}T\d{6}\.\d{3}Z\.dump$/);
    expect(fs.statSync(dump!).mode & 0o777).toBe(0o600);
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    const inDump = Number(/the same ([\d,]+) reviews/.exec(backup.stdout)?.[1]?.replace(/,/g, ''));
    expect(backup.stdout).toContain(`Backup written: ${dump}`);
    const afterWrites = await db().review.count();
    expect(inDump).toBeGreaterThan(0);
    expect(inDump).toBeLessThan(afterWrites);

    const restore = await run('restore', dir, dump!);
    expect(restore.status, restore.stderr).toBe(0);
    expect(restore.stdout).toContain(`reviews) into postgresql://`);
    expect(restore.stdout).toMatch(/The database as it was is saved as .*before-restore-\d{8}T\d{6}\.\d{3}Z\.dump\./);
    // The test's own client (its pool stayed open) reads the restored snapshot, whose aggregates match its rows.
    expect(await db().review.count()).toBe(inDump);
    expect((await checkData()).drift).toEqual([]);
    const { id } = await submitReview(
      { universityId: university.id, ratings: ratingsOf(4), reviewText: 'After the restore.', comments: null, isAnonymous: true },
      null,
      '192.0.2.77',
    );
    expect(await db().review.findUnique({ where: { id }, select: { reviewText: true } })).toEqual({ reviewText: 'After the restore.' });
    // The "before" dump does not count toward the nightly ones.
    expect(listBackups(dir)).toEqual([dump]);
  }, 120_000);

  it('refuses a truncated, foreign or SQLite file and leaves the live database as it was', async () => {
    await createUniversity();
    const dir = freshDir();
    expect((await run('backup', dir)).status).toBe(0);
    const [dump] = listBackups(dir);
    const before = await digest();

    const truncated = path.join(scratch, 'truncated.dump');
    fs.writeFileSync(truncated, fs.readFileSync(dump!).subarray(0, 2000));
    const text = path.join(scratch, 'notes.dump');
    fs.writeFileSync(text, 'not a dump at all\n');
    const sqlite = path.join(scratch, 'copy.db');
    fs.writeFileSync(sqlite, Buffer.concat([Buffer.from('SQLite format 3\u0000'), Buffer.alloc(4096)]));

    for (const [file, why] of [
      [truncated, /it is damaged/],
      [text, /it is not a pg_dump archive/],
      [sqlite, /it is not a pg_dump archive/],
    ] as const) {
      const refused = await run('restore', dir, file);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toMatch(new RegExp(`Refusing to restore ${file}: ${why.source}.*The live database was not touched\\.`, 's'));
      expect(await digest()).toEqual(before);
    }
    // A dump of a newer version of the site (a migration this code does not know) is refused too.
    await expect(restorePostgresBackup(dump!, { dir, knownMigrations: ['20000101000000_older'] })).rejects.toThrow(
      /it comes from a newer version of the site \(unknown migrations: \d{14}_\w+(?:, \d{14}_\w+)*\)\. The live database was not touched\./,
    );
    expect(await digest()).toEqual(before);
    // Nothing was saved either: a refused restore stops before the "before" dump.
    expect(fs.readdirSync(dir).filter((name) => name.startsWith('before-restore-'))).toEqual([]);
  }, 120_000);

  it('still backs up for a role with a password that may not create databases, and says the dump was only listed', async ({ skip }) => {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const name = `backup_role_${process.pid}_${Date.now().toString(36)}`;
    try {
      try {
        await admin.query(`CREATE ROLE ${name} LOGIN NOCREATEDB PASSWORD 'Backup-Role-Secret-42'`);
      } catch {
        skip('the test login may not create roles');
      }
      await admin.query(`CREATE DATABASE ${name} OWNER ${name}`);
      const url = new URL(process.env.DATABASE_URL!);
      url.username = name;
      url.password = 'Backup-Role-Secret-42';
      url.pathname = `/${name}`;
      await applyMigrations(url.href);
      const dir = freshDir();
      const backup = await runWith({ DATABASE_URL: url.href }, 'backup', dir);
      expect(backup.status, backup.stderr).toBe(0);
      expect(backup.stdout).toContain(
        'Checked: the dump lists its tables. Not restored as a check: the role may not create a scratch database (CREATEDB).',
      );
      expect(listBackups(dir)).toHaveLength(1);
      // The password is never printed (nor put on a command line: the tools get it as PGPASSWORD).
      expect(backup.stdout + backup.stderr).not.toContain('Backup-Role-Secret-42');
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.query(`DROP ROLE IF EXISTS ${name}`);
      await admin.end();
    }
  }, 120_000);
});
