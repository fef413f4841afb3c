// The driver adapters that let Prisma's WebAssembly schema engine (7.10) work on PostgreSQL
// (docs/decisions/027-postgresql-beside-sqlite.md).
//
// Why the plain @prisma/adapter-pg factory is not enough for the engine:
// - The engine reads PostgreSQL's catalogs, whose one-byte `"char"` columns (OID 18, such as
//   pg_class.relkind) the adapter cannot map: "Column type 'char' could not be deserialized from the
//   database". pg already returns them as strings, so they are labelled text (OID 25) before the
//   adapter converts the row, on the connection and on every transaction it starts.
// - Its shadow database (where `diff` replays the migrations) is the main database when the factory
//   has a connection string (pg lets `connectionString` override `database`), and it is dropped
//   while its own pool is still connected, which fails and leaves it behind. So we make our own:
//   create it, connect to it by a URL that names it, and on dispose end that pool first, then drop.
// - Creating a migration needs no server at all: a datamodel-to-datamodel diff only asks the
//   server's version, which `offlinePostgresFactory` answers.
import crypto from 'node:crypto';
import { PrismaPg } from '@prisma/adapter-pg';
import {
  bindMigrationAwareSqlAdapterFactory,
  ColumnTypeEnum,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
  type SqlQuery,
  type Transaction,
} from '@prisma/driver-adapter-utils';

type Disposable = { dispose(): Promise<void> };
type PerformIO = (query: SqlQuery) => Promise<{ fields?: { dataTypeID: number }[] }>;

const PG_CHAR = 18;
const PG_TEXT = 25;

/** Labels `"char"` result columns as text on one adapter or transaction (see the header). */
function readCharAsText<T extends object>(queryable: T): T {
  const target = queryable as unknown as { performIO: PerformIO };
  const performIO = target.performIO;
  target.performIO = async function (this: unknown, query) {
    const result = await performIO.call(this, query);
    for (const field of result.fields ?? []) if (field.dataTypeID === PG_CHAR) field.dataTypeID = PG_TEXT;
    return result;
  };
  return queryable;
}

function withCharAsText<T extends SqlDriverAdapter>(adapter: T): T {
  readCharAsText(adapter);
  const startTransaction = adapter.startTransaction.bind(adapter);
  adapter.startTransaction = async (isolationLevel) => readCharAsText<Transaction>(await startTransaction(isolationLevel));
  return adapter;
}

/** The same server and login as `url`, on another database. */
function urlForDatabase(url: string, database: string): string {
  const other = new URL(url);
  other.pathname = `/${encodeURIComponent(database)}`;
  return other.href;
}

/** The engine closes some connections itself and we close all of them: the second close does nothing. */
function once(dispose: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= dispose());
}

async function run(adapter: SqlDriverAdapter, sql: string): Promise<void> {
  await adapter.executeRaw({ sql, args: [], argTypes: [] });
}

/**
 * The engine's adapter factory on the PostgreSQL database at `url`, with the fixes above. Every
 * connection it opens is pushed to `opened`, so that the caller can close them all.
 */
export function postgresMigrationFactory(url: string, opened: Disposable[]) {
  const factory = new PrismaPg({ connectionString: url, max: 2 });
  const connect = factory.connect.bind(factory);
  factory.connect = async () => {
    const adapter = withCharAsText(await connect());
    adapter.dispose = once(adapter.dispose.bind(adapter));
    opened.push(adapter);
    return adapter;
  };
  factory.connectToShadowDb = async () => {
    const name = `prisma_migrate_shadow_db_${crypto.randomUUID().replaceAll('-', '')}`;
    const admin = await connect();
    await run(admin, `CREATE DATABASE "${name}"`);
    const shadow = withCharAsText(await new PrismaPg({ connectionString: urlForDatabase(url, name), max: 2 }).connect());
    const endPool = shadow.dispose.bind(shadow);
    shadow.dispose = once(async () => {
      try {
        await endPool();
        await run(admin, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await admin.dispose();
      }
    });
    opened.push(shadow);
    return shadow;
  };
  return bindMigrationAwareSqlAdapterFactory(factory);
}

/**
 * A factory whose connection answers only the engine's opening version probe and refuses any other
 * statement: enough for a diff between two datamodels, without a PostgreSQL server.
 */
export function offlinePostgresFactory() {
  const refuse = (what: string) => Promise.reject(new Error(`Offline PostgreSQL diff: the engine asked to ${what}.`));
  const adapter: SqlDriverAdapter = {
    provider: 'postgres',
    adapterName: 'unireviews-offline-postgres',
    queryRaw: async (query) => {
      if (!/\bversion\(\)/.test(query.sql)) return refuse(`run ${query.sql.slice(0, 80)}`);
      return {
        columnNames: ['exists', 'version', 'numeric_version'],
        columnTypes: [ColumnTypeEnum.Boolean, ColumnTypeEnum.Text, ColumnTypeEnum.Int32],
        rows: [[true, 'PostgreSQL 15.0', 150000]],
      };
    },
    executeRaw: (query) => refuse(`run ${query.sql.slice(0, 80)}`),
    executeScript: () => refuse('run a script'),
    startTransaction: () => refuse('start a transaction'),
    dispose: async () => {},
  };
  const factory: SqlMigrationAwareDriverAdapterFactory = {
    provider: 'postgres',
    adapterName: adapter.adapterName,
    connect: () => Promise.resolve(adapter),
    connectToShadowDb: () => refuse('open a shadow database'),
  };
  return bindMigrationAwareSqlAdapterFactory(factory);
}
