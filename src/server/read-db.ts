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

/** The rows of a read-only query (numbers as JS numbers, DateTime columns as ISO text). */
export function readRows<T>(query: Prisma.Sql): T[] {
  // WAL, the busy timeout and the other settings are set and checked on open (sqlite-connection.ts).
  connection ??= openSqlite(databaseFile(), { readonly: true });
  let statement = statements.get(query.sql);
  if (!statement) {
    statement = connection.prepare(query.sql);
    statements.set(query.sql, statement);
  }
  return statement.all(...(query.values as unknown[])) as T[];
}
