// Group commit of small writes (docs/decisions/049-group-commit.md). A like, a rate-limit count:
// one or two rows each, and on SQLite each was its own transaction with its own fsync, so twenty
// users liking at once queued behind twenty fsyncs. Here, on SQLite, the writes that arrive while
// a group commits wait and then go together: one BEGIN IMMEDIATE, each write in a savepoint of its
// own, one COMMIT (one fsync, synchronous=FULL as ever), and only then is each caller answered.
// A write that throws is rolled back to its savepoint alone and its caller gets the error; the
// others commit. A failed BEGIN or COMMIT fails every write of the group, none of them saved.
//
// On PostgreSQL each write is its own transaction on the pool, as before (its commits already
// overlap), with advisory locks on its keys (write-transaction.ts), or with `atomic: false` its
// statements commit one by one.
//
// A write is plain SQL (Prisma.sql, the same text on both databases) through the runner it is
// given, and awaits nothing else: on SQLite the group runs on the client's one connection, and
// every other statement of the process waits for the group's end.
import type Database from 'better-sqlite3';
import type { Prisma } from '#server/generated/prisma/client.ts';
import { db, onWriteConnection } from './db.ts';
import { databaseKind } from './env.ts';
import { asSqliteRows, sqliteTime } from './read-db.ts';
import { groupedWriteSizes, timedQuerySync } from './metrics.ts';
import { cachedStatement } from './sqlite-connection.ts';
import { writeTransaction } from './write-transaction.ts';

/** What a grouped write may do: read rows (a SELECT or a `RETURNING`), or write and count the rows changed. */
export interface SqlRunner {
  /** Rows with SQLite's value types on both databases (read-db.ts). */
  rows<T>(query: Prisma.Sql): Promise<T[]>;
  /** The number of rows changed. */
  run(query: Prisma.Sql): Promise<number>;
}

export type SmallWrite<T> = (sql: SqlRunner) => Promise<T>;

/** The most writes in one group: a group's transaction stays a few milliseconds long. */
export const MAX_GROUP = 200;

interface Waiting {
  write: SmallWrite<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

let waiting: Waiting[] = [];
let draining = false;

export interface GroupedWriteOptions {
  /** PostgreSQL: advisory locks held by the write's transaction (write-transaction.ts). */
  lockKeys?: string[];
  /**
   * false: on PostgreSQL each statement commits on its own, for writes whose statements do not
   * depend on each other (the rate-limit counts): no BEGIN and COMMIT around them. On SQLite a
   * write is always one savepoint of its group.
   */
  atomic?: boolean;
}

/**
 * Runs the write in a transaction shared with the other small writes of the moment (SQLite), or
 * in its own (PostgreSQL, holding an advisory lock on each of `lockKeys`); resolves once it is
 * committed.
 */
export function groupedWrite<T>(write: SmallWrite<T>, { lockKeys = [], atomic = true }: GroupedWriteOptions = {}): Promise<T> {
  if (databaseKind() === 'postgresql') {
    if (!atomic && lockKeys.length === 0) return write(postgresRunner(db()));
    return writeTransaction((tx) => write(postgresRunner(tx)), { lockKeys });
  }
  return new Promise<T>((resolve, reject) => {
    waiting.push({ write, resolve: resolve as (value: unknown) => void, reject });
    // Next turn: the requests read in this turn of the event loop join the same group.
    if (!draining) {
      draining = true;
      setImmediate(() => void drain());
    }
  });
}

async function drain(): Promise<void> {
  while (waiting.length > 0) {
    const group = waiting.slice(0, MAX_GROUP);
    waiting = waiting.slice(group.length);
    const settle = await onWriteConnection((connection) => commitGroup(connection, group)).catch((error: unknown) => {
      return () => group.forEach((entry) => entry.reject(error));
    });
    settle();
  }
  draining = false;
}

/** Runs the group in one transaction; returns how to answer each write once it is committed. */
async function commitGroup(connection: Database.Database, group: Waiting[]): Promise<() => void> {
  groupedWriteSizes.observe(group.length);
  const runner = sqliteRunner(connection);
  const outcomes: (() => void)[] = [];
  cachedStatement(connection, 'BEGIN IMMEDIATE').run();
  try {
    for (const entry of group) {
      cachedStatement(connection, 'SAVEPOINT small_write').run();
      try {
        const value = await entry.write(runner);
        cachedStatement(connection, 'RELEASE small_write').run();
        outcomes.push(() => entry.resolve(value));
      } catch (error) {
        cachedStatement(connection, 'ROLLBACK TO small_write').run();
        cachedStatement(connection, 'RELEASE small_write').run();
        outcomes.push(() => entry.reject(error));
      }
    }
    timedQuerySync(() => cachedStatement(connection, 'COMMIT').run());
  } catch (error) {
    if (connection.inTransaction) cachedStatement(connection, 'ROLLBACK').run();
    throw error;
  }
  return () => outcomes.forEach((answer) => answer());
}

/** Values as the Prisma adapter stores them: times as ISO text, booleans as 0/1. */
function sqliteValues(values: unknown[]): unknown[] {
  return values.map((value) => (value instanceof Date ? sqliteTime(value) : typeof value === 'boolean' ? Number(value) : value));
}

function sqliteRunner(connection: Database.Database): SqlRunner {
  return {
    rows: <T>(query: Prisma.Sql) => {
      const found = cachedStatement(connection, query.sql);
      // The adapter reads whole numbers as BigInt on its connection; these rows are read-db's kind.
      return Promise.resolve(found.safeIntegers(false).all(...sqliteValues(query.values)) as T[]);
    },
    run: (query: Prisma.Sql) => Promise.resolve(cachedStatement(connection, query.sql).run(...sqliteValues(query.values)).changes),
  };
}

function postgresRunner(tx: Prisma.TransactionClient | ReturnType<typeof db>): SqlRunner {
  return {
    rows: async <T>(query: Prisma.Sql) => asSqliteRows(await tx.$queryRaw<Record<string, unknown>[]>(query)) as T[],
    run: (query: Prisma.Sql) => tx.$executeRaw(query),
  };
}
