// Every connection runs with WAL, synchronous=FULL, foreign keys and a 15 s busy timeout, checked
// when it opens; and a write waits for another process's long write lock (a nightly job) instead
// of failing with a 500.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { db } from '#server/infra/db.ts';
import { databaseFile } from '#server/infra/env.ts';
import { Prisma } from '#server/generated/prisma/client.ts';
import { readRows } from '#server/infra/read-db.ts';
import { BUSY_TIMEOUT_MS, openSqlite } from '#server/infra/sqlite-connection.ts';
import { reviewBody } from '../factories/reviews.ts';
import { createUniversity } from '../factories/universities.ts';
import { api, freshAddress } from '../support/api-request.ts';
import { projectRoot, testVarDir } from '../support/paths.ts';
import { isPostgres } from '../support/test-database.ts';

const PRAGMAS = ['journal_mode', 'synchronous', 'foreign_keys', 'busy_timeout'];
const expected = { journal_mode: 'wal', synchronous: 2, foreign_keys: 1, busy_timeout: BUSY_TIMEOUT_MS };
const plain = (value: unknown) => (typeof value === 'bigint' ? Number(value) : value);

// SQLite only: PRAGMAs, the file's write lock and better-sqlite3 handles.
describe.skipIf(isPostgres)('durable SQLite settings', () => {
  it('are in effect on the shared client and on the read-only connection', async () => {
    const shared: Record<string, unknown> = {};
    const reader: Record<string, unknown> = {};
    for (const name of PRAGMAS) {
      shared[name] = plain(Object.values((await db().$queryRawUnsafe<Record<string, unknown>[]>(`PRAGMA ${name}`))[0]!)[0]);
      reader[name] = plain(Object.values((await readRows<Record<string, unknown>>(Prisma.sql([`PRAGMA ${name}`])))[0]!)[0]);
    }
    expect(shared).toEqual(expected);
    expect(reader).toEqual(expected);
  });

  it('a connection that cannot have them fails with a message that says what to do', () => {
    const file = path.join(testVarDir, `rollback-${process.pid}-${Date.now()}.db`);
    const sqlite = new Database(file);
    sqlite.exec('CREATE TABLE t (x)');
    sqlite.close();
    try {
      expect(() => openSqlite(file, { readonly: true })).toThrow(/journal_mode is delete on .*rollback-.*\.db, not wal: .*npm run migrate/);
      // A writable connection switches the file to WAL itself.
      openSqlite(file).close();
      openSqlite(file, { readonly: true }).close();
    } finally {
      for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
    }
  });

  it('writes wait for another process holding the write lock longer than Prisma and SQLite defaults allow', async () => {
    const university = await createUniversity();
    // Another process (a nightly job) takes the write lock and keeps it 7 s: more than the old
    // 5 s busy timeout and Prisma's 2 s maxWait / 5 s timeout.
    const holder = spawn(
      process.execPath,
      [
        '-e',
        `const D = require('better-sqlite3'); const d = new D(process.argv[1]); d.exec('BEGIN IMMEDIATE'); console.log('locked'); setTimeout(() => { d.exec('COMMIT'); d.close(); }, 7000);`,
        databaseFile(),
      ],
      { cwd: projectRoot, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await once(holder.stdout!, 'data');
    const started = Date.now();
    const replies = await Promise.all(
      [1, 2, 3, 4, 5].map((i) =>
        api('POST', '/reviews/submit', {
          body: reviewBody(university.id, { is_anonymous: true, review_text: `Written while the lock was held, review ${i}.` }),
          address: freshAddress(),
        }),
      ),
    );
    const waited = Date.now() - started;
    await once(holder, 'exit');

    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200, 200]);
    expect(waited).toBeGreaterThan(5_000);
    expect(await db().review.count({ where: { universityId: university.id } })).toBe(5);
  }, 30_000);
});
