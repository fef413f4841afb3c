// Migrates one base database; every API worker copies it (tests/support/api-worker-db.ts).
import fs from 'node:fs';
import { applyMigrations } from '#server/infra/migrations.ts';
import { apiBaseDb, testVarDir } from './paths.ts';

export default async function setup() {
  fs.mkdirSync(testVarDir, { recursive: true });
  for (const file of [apiBaseDb, `${apiBaseDb}-wal`, `${apiBaseDb}-shm`]) fs.rmSync(file, { force: true });
  await applyMigrations(apiBaseDb);
}
