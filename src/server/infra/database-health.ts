// What the readiness check of a server process (src/edge/operations.ts) asks of the database:
// that it answers a trivial query, and which migrations it has applied. Both through readRows: on
// SQLite the read-only connection, which an open write transaction does not hold up.
import { Prisma } from '#server/generated/prisma/client.ts';
import { readRows } from './read-db.ts';

/** Resolves once the database has answered `SELECT 1`. */
export async function databaseAnswers(): Promise<void> {
  await readRows(Prisma.sql`SELECT 1 AS "one"`);
}

/** The names of the migrations the database has applied (Prisma's `_prisma_migrations`). */
export async function appliedMigrations(): Promise<Set<string>> {
  const rows = await readRows<{ migration_name: string }>(
    Prisma.sql`SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
  );
  return new Set(rows.map((row) => row.migration_name));
}
