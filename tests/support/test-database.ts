// Which database the API tier runs on: the `api` project on an SQLite file per test file, the
// `api-postgres` project (npm run test:api:postgres) on a PostgreSQL database per test file, made
// from a migrated template (tests/support/api-postgres-global-setup.ts).
import { PrismaPg } from '@prisma/adapter-pg';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PostgreSQL tier's server (a login that may create databases) and its migrated template. */
    apiPostgres: { serverUrl: string; template: string; fileCopy: boolean };
  }
}

export const isPostgres = process.env.TEST_DATABASE === 'postgresql';

/** The same server and login as `url`, on another database. */
export function postgresDatabaseUrl(url: string, database: string): string {
  const other = new URL(url);
  other.pathname = `/${database}`;
  return other.href;
}

/** Runs statements one by one (CREATE/DROP DATABASE cannot share a transaction) on the database at `url`. */
export async function postgresAdmin(url: string, ...statements: string[]): Promise<void> {
  const adapter = await new PrismaPg({ connectionString: url, max: 1 }).connect();
  try {
    for (const sql of statements) await adapter.executeRaw({ sql, args: [], argTypes: [] });
  } finally {
    await adapter.dispose();
  }
}
