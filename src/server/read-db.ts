// Hot read paths (the reviews page, search, the comparison) run their hand-written SQL here, on
// a read-only better-sqlite3 connection of their own with cached prepared statements: profiling
// under `npm run bench:api` showed the ORM layer costing more than the queries themselves on
// these paths. The queries are Prisma.sql templates, so on PostgreSQL this one function becomes
// `db().$queryRaw(query)` and the queries stay as they are.
// A separate connection also means these reads only ever see committed data: on the shared
// client, a plain query issued while another request's transaction is open runs inside it.
import type Database from 'better-sqlite3';
import type { Prisma } from './generated/prisma/client.ts';
import { databaseFile } from './env.ts';
import { openSqlite } from './sqlite-connection.ts';

let connection: Database.Database | undefined;
const statements = new Map<string, Database.Statement>();

function readConnection(): Database.Database {
  // WAL, the busy timeout and the other settings are set and checked on open (sqlite-connection.ts).
  return (connection ??= openSqlite(databaseFile(), { readonly: true }));
}

function statementFor(sql: string): Database.Statement {
  let statement = statements.get(sql);
  if (!statement) {
    statement = readConnection().prepare(sql);
    statements.set(sql, statement);
  }
  return statement;
}

/** The rows of a read-only query (numbers as JS numbers, DateTime columns as ISO text). */
export function readRows<T>(query: Prisma.Sql): T[] {
  return statementFor(query.sql).all(...(query.values as unknown[])) as T[];
}

/**
 * SQLite's change counter as the read connection sees it: it moves on every commit of any other
 * connection, of this process or another (a worker of `npm start`, an import, a restore), and the
 * read connection itself never writes. (On PostgreSQL, a counter bumped by NOTIFY would stand in.)
 */
function dataVersion(): number {
  return Number(statementFor('PRAGMA data_version').pluck().get());
}

const kept = new Map<string, { version: number; value: Promise<unknown> }>();

/**
 * `build()`'s value, kept until anything at all is committed to the database: for the heavy
 * replies that depend on many rows (every university's id and review count), so a kept value
 * never outlives a write, here or in another process. The version is read before building: a
 * write committed meanwhile makes the next call build again. A failed build is not kept.
 */
export function keptUntilWrite<T>(key: string, build: () => Promise<T>): Promise<T> {
  const version = dataVersion();
  const entry = kept.get(key);
  if (entry && entry.version === version) return entry.value as Promise<T>;
  const value = build();
  kept.set(key, { version, value });
  value.catch(() => {
    if (kept.get(key)?.value === value) kept.delete(key);
  });
  return value;
}
