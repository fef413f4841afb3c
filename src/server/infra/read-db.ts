// Hot read paths (the reviews page, search, the comparison) run their hand-written SQL here. On
// SQLite, on a read-only better-sqlite3 connection of their own with cached prepared statements:
// profiling under `npm run bench:api` showed the ORM layer costing more than the queries themselves
// on these paths. A separate connection also means these reads only ever see committed data: on
// the shared client, a plain query issued while another request's transaction is open runs inside
// it. On PostgreSQL the same Prisma.sql templates go through the shared client's pool (each plain
// query on a connection of its own), and the values are made to read as SQLite's do.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type Database from 'better-sqlite3';
import { Prisma } from '#server/generated/prisma/client.ts';
import { db } from './db.ts';
import { databaseFile, databaseKind } from './env.ts';
import { cachedStatement, openSqlite } from './sqlite-connection.ts';
import { timedQuerySync } from './metrics.ts';

let connection: Database.Database | undefined;

function readConnection(): Database.Database {
  // WAL, the busy timeout and the other settings are set and checked on open (sqlite-connection.ts).
  return (connection ??= openSqlite(databaseFile(), { readonly: true }));
}

const statementFor = (sql: string) => cachedStatement(readConnection(), sql);

/** Chosen once per process: DATABASE_URL does not change under a running server. */
let onPostgres: boolean | undefined;
const isOnPostgres = () => (onPostgres ??= databaseKind() === 'postgresql');

/**
 * The rows of a read-only query, with SQLite's value types on both databases: whole numbers
 * (counts too) as JS numbers, DateTime columns as ISO text ('2026-01-02T03:04:05.678+00:00'),
 * booleans as 0/1.
 */
export async function readRows<T>(query: Prisma.Sql): Promise<T[]> {
  if (isOnPostgres()) return asSqliteRows(await db().$queryRaw<Record<string, unknown>[]>(query)) as T[];
  return timedQuerySync(() => statementFor(query.sql).all(...query.values)) as T[];
}

/**
 * Closes what this process holds open on the database: the shared client (db.ts, its pool on
 * PostgreSQL) and the read connection. For a server that stops; a later query opens them again.
 */
export async function closeDatabase(): Promise<void> {
  connection?.close();
  connection = undefined;
  await db().$disconnect();
}

/** Rows per slice of a bulk read: a few milliseconds of work each, for the reader and for its caller. */
const SLICE_ROWS = 500;

/**
 * The rows of a read-only query over every university, a slice at a time (as readRows gives them),
 * the event loop free between slices: reading and serialising 10,000 rows at once holds every
 * other request up for a tenth of a second. One snapshot throughout: on SQLite one statement, read
 * as it goes on a connection opened for it (the shared one stays free for the other requests); on
 * PostgreSQL one query, its rows handed on in slices.
 */
export async function* readRowSlices<T>(query: Prisma.Sql, sliceRows = SLICE_ROWS): AsyncGenerator<T[]> {
  if (isOnPostgres()) {
    const rows = await readRows<T>(query);
    for (let start = 0; start < rows.length; start += sliceRows) {
      if (start > 0) await nextTurn();
      yield rows.slice(start, start + sliceRows);
    }
    return;
  }
  const connection = openSqlite(databaseFile(), { readonly: true });
  try {
    let slice: T[] = [];
    for (const row of connection.prepare(query.sql).iterate(...query.values)) {
      slice.push(row as T);
      if (slice.length < sliceRows) continue;
      yield slice;
      slice = [];
      await nextTurn();
    }
    if (slice.length > 0) yield slice;
  } finally {
    connection.close();
  }
}

/**
 * A time as the ORM stores DateTime columns on SQLite, and as readRows gives them on both
 * databases: text comparisons with it in SQL order by time.
 */
export function sqliteTime(time: Date): string {
  return time.toISOString().replace('Z', '+00:00');
}

/**
 * One PostgreSQL value as SQLite gives it: `COUNT(*)` and `SUM` come back as BigInt (which
 * JSON.stringify refuses), `AVG` and numeric as Decimal, timestamps as Date, booleans as booleans.
 */
export function asSqliteValue(value: unknown): unknown {
  switch (typeof value) {
    case 'bigint':
      return Number(value);
    case 'boolean':
      return value ? 1 : 0;
    case 'object':
      if (value instanceof Date) return sqliteTime(value);
      if (Prisma.Decimal.isDecimal(value)) return value.toNumber();
      return value;
    default:
      return value;
  }
}

/** The rows of a PostgreSQL query with every value as SQLite gives it (in place). */
export function asSqliteRows(rows: Record<string, unknown>[]): Record<string, unknown>[] {
  for (const row of rows) {
    for (const key in row) row[key] = asSqliteValue(row[key]);
  }
  return rows;
}

/**
 * A version of the database's committed data. SQLite: its change counter as the read connection
 * sees it, which moves on every commit of any other connection, of this process or another (a
 * worker of `npm start`, an import, a restore); the read connection itself never writes.
 * PostgreSQL: the current snapshot (`xmin:xmax:running xids`), which changes when any write
 * transaction starts or ends, in any process, and stays put while only reads run. Two equal
 * snapshots see exactly the same committed transactions, and a value built after the snapshot
 * was read sees at least as much. The WAL position would not do: it moves a moment before a
 * commit becomes visible (and after, with asynchronous commit), so a value built in between would
 * be kept under the new position with the old data.
 */
function dataVersion(): number | Promise<string> {
  if (isOnPostgres()) {
    return db()
      .$queryRaw<{ version: string }[]>(Prisma.sql`SELECT CAST(pg_current_snapshot() AS TEXT) AS "version"`)
      .then((rows) => rows[0]!.version);
  }
  return Number(statementFor('PRAGMA data_version').pluck().get());
}

/**
 * A kept value is built again after a write only once it is this old: a flood of writes builds
 * it at most once per this period, the kept value served meanwhile (decision 038).
 */
export const KEPT_AT_LEAST_MS = 5_000;

const kept = new Map<string, { version: number | string; value: Promise<unknown>; builtAt: number }>();
const MAX_KEPT = 4_096;

export interface KeptOptions {
  /** How long a value is served after a write before it is built again (KEPT_AT_LEAST_MS by default). */
  atLeastMs?: number;
  /** Built again once this old even without a write: for values that also depend on the time. */
  atMostMs?: number;
}

/**
 * `build()`'s value, kept until something is committed to the database: for the heavy replies
 * that depend on many rows (every university's id and review count), so a kept value follows
 * writes here or in another process. It is kept at least KEPT_AT_LEAST_MS, so it may lag a write
 * by that long (unless `atLeastMs` says otherwise). The version is read before building: a write
 * committed meanwhile makes a later call build again. A failed build is not kept. `build` is given
 * the value it replaces, for the caller to keep what did not change.
 */
export function keptUntilWrite<T>(
  key: string,
  build: (previous: Promise<T> | undefined) => Promise<T>,
  options: KeptOptions = {},
): Promise<T> {
  const version = dataVersion();
  // SQLite answers at once: no extra turn of the event loop on its path.
  if (typeof version === 'number') return keptAt(key, version, build, options);
  return version.then((text) => keptAt(key, text, build, options));
}

function keptAt<T>(
  key: string,
  version: number | string,
  build: (previous: Promise<T> | undefined) => Promise<T>,
  { atLeastMs = KEPT_AT_LEAST_MS, atMostMs = Infinity }: KeptOptions,
): Promise<T> {
  const entry = kept.get(key);
  if (entry) {
    const age = Date.now() - entry.builtAt;
    if (age < atMostMs && (entry.version === version || age < atLeastMs)) return entry.value as Promise<T>;
  }
  const value = build(entry?.value as Promise<T> | undefined);
  // Bounded: past MAX_KEPT values (one per university's statistics, at most), the oldest key goes.
  if (!entry && kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
  kept.set(key, { version, value, builtAt: Date.now() });
  // A failed build is not kept: the value before it is, under its own (older) version, for the next build.
  value.catch(() => {
    if (kept.get(key)?.value !== value) return;
    if (entry) kept.set(key, entry);
    else kept.delete(key);
  });
  return value;
}
