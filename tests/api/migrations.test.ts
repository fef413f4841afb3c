// The committed migrations of each provider build exactly prisma/schema.prisma, so neither folder
// can drift from the one schema (docs/decisions/027-postgresql-beside-sqlite.md).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  currentDatabase,
  migrationsDir,
  pendingPostgresChange,
  pendingSchemaChange,
  postgresMigrationsDir,
} from '#server/infra/migrations.ts';
import { testVarDir } from '../support/paths.ts';
import { isPostgres } from '../support/test-database.ts';

const names = (dir: string) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

describe('migrations', () => {
  it.skipIf(isPostgres)('the SQLite migrations replayed give schema.prisma', async () => {
    const scratch = path.join(testVarDir, `drift-${process.pid}-${Date.now()}.db`);
    try {
      expect(await pendingSchemaChange(scratch)).toBe('');
    } finally {
      for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(`${scratch}${suffix}`, { force: true });
    }
  });

  it.runIf(isPostgres)('the PostgreSQL migrations replayed give schema.prisma', async () => {
    expect(await pendingSchemaChange(currentDatabase())).toBe('');
  });

  it('the PostgreSQL snapshot is schema.prisma as of the newest migration (no server needed)', async () => {
    expect(await pendingPostgresChange()).toBe('');
  });

  it('both folders end at the same migration, and PostgreSQL has no migration SQLite lacks', () => {
    const sqlite = names(migrationsDir);
    const postgresql = names(postgresMigrationsDir);
    expect(postgresql.at(-1)).toBe(sqlite.at(-1));
    expect(postgresql.filter((name) => !sqlite.includes(name))).toEqual([]);
  });
});
