// Gives each test file its own database before any server module opens it: on SQLite a copy of
// the migrated base file, on PostgreSQL a database made from the migrated template (dropped, with
// any connection a test left open, afterwards). Settings suit tests: a fixed secret, an outbox and a folder of page marks per worker.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, inject } from 'vitest';
import { apiBaseDb, testVarDir } from './paths.ts';
import { isPostgres, postgresAdmin, postgresDatabaseUrl } from './test-database.ts';

const id = `${process.env.VITEST_POOL_ID ?? '0'}-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
const file = path.join(testVarDir, `api-${id}.db`);
const postgres = isPostgres ? inject('apiPostgres') : undefined;
const database = `api_${id.replaceAll('-', '_')}`;
if (postgres) {
  const strategy = postgres.fileCopy ? ' STRATEGY FILE_COPY' : '';
  await postgresAdmin(postgres.serverUrl, `CREATE DATABASE "${database}" TEMPLATE "${postgres.template}"${strategy}`);
  process.env.DATABASE_URL = postgresDatabaseUrl(postgres.serverUrl, database);
} else {
  fs.copyFileSync(apiBaseDb, file);
  process.env.DATABASE_URL = `file:${file}`;
}
process.env.AUTH_SECRET ??= 'test-secret-that-is-long-enough-for-hs256-signing';
process.env.OUTBOX_DIR = path.join(testVarDir, `outbox-${id}`);
// The marks of changed university pages (decision 030): per worker, not the developer's var/pages.
process.env.PAGES_DIR = path.join(testVarDir, `pages-${id}`);
process.env.SITE_URL = 'http://localhost:4321';

afterAll(async () => {
  const { db } = await import('#server/infra/db.ts');
  await db().$disconnect();
  if (postgres) await postgresAdmin(postgres.serverUrl, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  else for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
  fs.rmSync(process.env.OUTBOX_DIR!, { recursive: true, force: true });
  fs.rmSync(process.env.PAGES_DIR!, { recursive: true, force: true });
});
