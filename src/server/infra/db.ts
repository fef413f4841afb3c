// The one Prisma client of the process, on better-sqlite3 with the durable settings of
// sqlite-connection.ts (WAL, synchronous=FULL, foreign keys, a 15 s busy timeout), set
// and checked when the connection opens, and interactive transactions that wait as long.
//
// The adapter has one SQLite connection per client, and its plain queries do not wait for an
// open interactive transaction: they would run inside another request's transaction (seeing
// its uncommitted rows, and lost if it rolls back). So every statement outside a transaction
// waits for the same lock that a transaction holds from BEGIN to COMMIT. Transactions begin
// IMMEDIATE, taking SQLite's write lock up front, so one that reads first cannot fail later with
// SQLITE_BUSY_SNAPSHOT when another process wrote in between.
//
// On PostgreSQL (DATABASE_URL=postgresql://...) the client is the one generated for that provider,
// on a pool of DATABASE_POOL_MAX connections, typed as the SQLite client: both are generated from
// the same schema, so the models and calls are the same (docs/decisions/027-postgresql-beside-sqlite.md).
// On both, the time of every statement goes to /metrics (metrics.ts).
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaPg } from '@prisma/adapter-pg';
import type { SqlDriverAdapter, Transaction } from '@prisma/driver-adapter-utils';
import type BetterSqlite3 from 'better-sqlite3';
import { PrismaClient } from '#server/generated/prisma/client.ts';
import { PrismaClient as PostgresClient } from '#server/generated/prisma-postgresql/client.ts';
import { databaseFile, databaseKind, settings } from './env.ts';
import { timedQuery } from './metrics.ts';
import { applyDurableSettings, BUSY_TIMEOUT_MS, TRANSACTION_OPTIONS } from './sqlite-connection.ts';

export type Db = PrismaClient;

let client: PrismaClient | undefined;

/** An SQLite client's one connection and the lock its statements and transactions take. */
interface SqliteWriter {
  connection: BetterSqlite3.Database;
  lock: Lock;
}
const sqliteWriters = new WeakMap<PrismaClient, { current?: SqliteWriter }>();

/** A first-come, first-served async lock. */
class Lock {
  #tail: Promise<void> = Promise.resolve();

  acquire(): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const ready = this.#tail.then(() => release);
    this.#tail = this.#tail.then(() => held);
    return ready;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    const release = await this.acquire();
    try {
      return await work();
    } finally {
      release();
    }
  }
}

/** Records the time of every statement, in transactions too (unireviews_db_query_duration_seconds). */
function timeStatements<A extends SqlDriverAdapter>(adapter: A): A {
  const timed = (queryable: Pick<SqlDriverAdapter, 'queryRaw' | 'executeRaw'>) => {
    const queryRaw = queryable.queryRaw.bind(queryable);
    const executeRaw = queryable.executeRaw.bind(queryable);
    queryable.queryRaw = (query) => timedQuery(() => queryRaw(query));
    queryable.executeRaw = (query) => timedQuery(() => executeRaw(query));
  };
  timed(adapter);
  const startTransaction = adapter.startTransaction.bind(adapter);
  adapter.startTransaction = async (isolationLevel) => {
    const transaction = await startTransaction(isolationLevel);
    timed(transaction);
    return transaction;
  };
  return adapter;
}

function serializeStatements(adapter: SqlDriverAdapter, writer: { current?: SqliteWriter }): SqlDriverAdapter {
  const lock = new Lock();
  const client = (adapter as unknown as { client: BetterSqlite3.Database }).client;
  const prepare = client.prepare.bind(client);
  client.prepare = (sql: string) => prepare(sql === 'BEGIN' ? 'BEGIN IMMEDIATE' : sql);
  writer.current = { connection: client, lock };

  const queryRaw = adapter.queryRaw.bind(adapter);
  const executeRaw = adapter.executeRaw.bind(adapter);
  const executeScript = adapter.executeScript.bind(adapter);
  const startTransaction = adapter.startTransaction.bind(adapter);
  adapter.queryRaw = (query) => lock.run(() => queryRaw(query));
  adapter.executeRaw = (query) => lock.run(() => executeRaw(query));
  adapter.executeScript = (script) => lock.run(() => executeScript(script));
  adapter.startTransaction = async (isolationLevel) => {
    const release = await lock.acquire();
    let transaction: Transaction;
    try {
      transaction = await startTransaction(isolationLevel);
    } catch (error) {
      release();
      throw error;
    }
    const commit = transaction.commit.bind(transaction);
    const rollback = transaction.rollback.bind(transaction);
    transaction.commit = () => commit().finally(release);
    transaction.rollback = () => rollback().finally(release);
    return transaction;
  };
  return adapter;
}

/** Opens a client on an SQLite file; its connection fails to open without the durable settings. */
export function openDb(file: string): PrismaClient {
  const factory = new PrismaBetterSqlite3({ url: `file:${file}`, timeout: BUSY_TIMEOUT_MS });
  const writer: { current?: SqliteWriter } = {};
  const connect = factory.connect.bind(factory);
  factory.connect = async () => {
    const adapter = await connect();
    try {
      applyDurableSettings((adapter as unknown as { client: Parameters<typeof applyDurableSettings>[0] }).client, file);
    } catch (error) {
      await adapter.dispose();
      throw error;
    }
    // Timed inside the lock: the time of the statement, not of the wait for its turn.
    return serializeStatements(timeStatements(adapter), writer);
  };
  const opened = new PrismaClient({ adapter: factory, transactionOptions: TRANSACTION_OPTIONS });
  sqliteWriters.set(opened, writer);
  return opened;
}

/**
 * Opens a client on a PostgreSQL database. Sessions run in UTC, so that a timestamp written by raw
 * SQL (`CURRENT_TIMESTAMP`) reads back as the same instant as one written by Prisma.
 */
export function openPostgres(url: string, max = settings().DATABASE_POOL_MAX): PrismaClient {
  // allowExitOnIdle: idle connections alone do not keep a finished command (seed, import) running.
  const adapter = new PrismaPg({ connectionString: url, max, options: '-c timezone=UTC', allowExitOnIdle: true });
  const connect = adapter.connect.bind(adapter);
  adapter.connect = async () => timeStatements(await connect());
  // The one cast between the two generated clients: same models, different provider.
  return new PostgresClient({ adapter, transactionOptions: TRANSACTION_OPTIONS }) as unknown as PrismaClient;
}

/**
 * Runs `work` on the SQLite client's own connection while no statement or transaction of the client
 * runs (grouped-writes.ts commits its groups there). SQLite only.
 */
export async function onWriteConnection<T>(work: (connection: BetterSqlite3.Database) => Promise<T>): Promise<T> {
  const shared = db();
  const writer = sqliteWriters.get(shared);
  if (!writer) throw new Error('onWriteConnection is for the SQLite client only.');
  // The adapter connects on the first statement, and again after a disconnect.
  if (!writer.current?.connection.open) await shared.$queryRaw`SELECT 1`;
  const { lock, connection } = writer.current!;
  return lock.run(() => work(connection));
}

/** The shared client for DATABASE_URL. */
export function db(): PrismaClient {
  client ??= databaseKind() === 'sqlite' ? openDb(databaseFile()) : openPostgres(settings().DATABASE_URL);
  return client;
}
