// Gives each test file its own SQLite file, copied from the migrated base, before any server
// module opens the database. Settings suit tests: a fixed secret, an outbox per worker.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll } from 'vitest';
import { apiBaseDb, testVarDir } from './paths.ts';

const id = `${process.env.VITEST_POOL_ID ?? '0'}-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
const file = path.join(testVarDir, `api-${id}.db`);
fs.copyFileSync(apiBaseDb, file);
process.env.DATABASE_URL = `file:${file}`;
process.env.AUTH_SECRET ??= 'test-secret-that-is-long-enough-for-hs256-signing';
process.env.OUTBOX_DIR = path.join(testVarDir, `outbox-${id}`);
process.env.SITE_URL = 'http://localhost:4321';

afterAll(async () => {
  const { db } = await import('#server/db.ts');
  await db().$disconnect();
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
  fs.rmSync(process.env.OUTBOX_DIR!, { recursive: true, force: true });
});
