// The settings every SQLite connection of the project runs with, set and then read back, so a
// connection that did not take them fails at once with a message instead of quietly running
// without them (docs/decisions/012-durable-sqlite-and-backups.md):
// - journal_mode=WAL: readers never wait for the writer, and a crash leaves whole transactions;
// - synchronous=FULL: a commit is on disk (WAL synced) before it is acknowledged, so a power cut
//   loses nothing that a client was told was saved;
// - foreign_keys=ON: reviews, likes and aggregates never point at rows that are gone;
// - busy_timeout: a writer waits for another process's write (the nightly import, check:data
//   --fix, a restore) instead of failing at once with SQLITE_BUSY.
import Database from 'better-sqlite3';

/** How long a statement waits for another connection's lock before SQLITE_BUSY. */
export const BUSY_TIMEOUT_MS = 15_000;

/**
 * Prisma's interactive transactions: `maxWait` covers the wait for the in-process statement lock
 * (db.ts) plus BEGIN IMMEDIATE waiting up to the busy timeout for another process;
 * `timeout` is how long one may run once it has begun (Prisma's defaults are 2 s and 5 s).
 */
export const TRANSACTION_OPTIONS = { maxWait: BUSY_TIMEOUT_MS + 5_000, timeout: BUSY_TIMEOUT_MS } as const;

interface PragmaConnection {
  pragma(source: string, options?: { simple?: boolean }): unknown;
}

/** Sets the durable settings on a connection and checks that each one is in effect. */
export function applyDurableSettings(connection: PragmaConnection, file: string): void {
  const read = (name: string) => connection.pragma(name, { simple: true });
  const expect = (name: string, actual: unknown, wanted: string | number, hint = '') => {
    const value = typeof actual === 'bigint' ? Number(actual) : actual;
    const same = typeof wanted === 'string' ? String(value).toLowerCase() === wanted : value === wanted;
    if (!same) {
      throw new Error(`SQLite ${name} is ${String(value)} on ${file}, not ${wanted}: the database is not safe to use.${hint}`);
    }
  };
  // Changing the journal mode takes a lock: only try when the file is not in WAL yet (migrate sets it).
  if (String(read('journal_mode')).toLowerCase() !== 'wal') {
    try {
      connection.pragma('journal_mode = WAL');
    } catch {
      // A read-only connection cannot change it; the check below says what to do.
    }
  }
  expect('journal_mode', read('journal_mode'), 'wal', ' Run `npm run migrate` (it switches the file to WAL) with no other process on it.');
  connection.pragma('synchronous = FULL');
  expect('synchronous', read('synchronous'), 2);
  connection.pragma('foreign_keys = ON');
  expect('foreign_keys', read('foreign_keys'), 1);
  connection.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  expect('busy_timeout', read('busy_timeout'), BUSY_TIMEOUT_MS);
}

/** A better-sqlite3 connection with the durable settings (for scripts and maintenance). */
export function openSqlite(file: string, options: { readonly?: boolean } = {}): Database.Database {
  const connection = new Database(file, { readonly: options.readonly ?? false, fileMustExist: true, timeout: BUSY_TIMEOUT_MS });
  try {
    applyDurableSettings(connection, file);
  } catch (error) {
    connection.close();
    throw error;
  }
  return connection;
}

// Prepared statements by connection and text: preparing is the costly part of a small statement.
// Kept with the connection, so a connection opened again starts with none.
const prepared = new WeakMap<Database.Database, Map<string, Database.Statement>>();

/** The connection's prepared statement for `sql`, prepared on first use. */
export function cachedStatement(connection: Database.Database, sql: string): Database.Statement {
  let statements = prepared.get(connection);
  if (!statements) prepared.set(connection, (statements = new Map<string, Database.Statement>()));
  let statement = statements.get(sql);
  if (!statement) {
    statement = connection.prepare(sql);
    statements.set(sql, statement);
  }
  return statement;
}
