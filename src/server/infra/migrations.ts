// Applies and creates Prisma migrations through the WebAssembly schema engine, because the
// Prisma CLI's native engine cannot be downloaded here (docs/decisions/002-offline-migrations.md).
// Keeps Prisma's `_prisma_migrations` table and `<folder>/<timestamp>_<name>/` layout, one folder
// per provider generated from the one schema: prisma/migrations (SQLite) and
// prisma/migrations-postgresql (docs/decisions/027-postgresql-beside-sqlite.md).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import * as engineModule from '@prisma/schema-engine-wasm/schema_engine_bg';
import Database from 'better-sqlite3';
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaPg } from '@prisma/adapter-pg';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import { postgresSchemaText } from './postgres-schema.mjs';
import { databaseFile, databaseKind, settings, type DatabaseKind } from './env.ts';
import { offlinePostgresFactory, postgresMigrationFactory } from './postgres-migration-adapter.ts';

const projectRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../..');
export const schemaPath = path.join(projectRoot, 'prisma/schema.prisma');
/** The SQLite migrations; the PostgreSQL folder has the same migration names. */
export const migrationsDir = path.join(projectRoot, 'prisma/migrations');
export const postgresMigrationsDir = path.join(projectRoot, 'prisma/migrations-postgresql');
/** schema.prisma (PostgreSQL form) as of the newest PostgreSQL migration: the "before" of the next one. */
const postgresSnapshotPath = path.join(postgresMigrationsDir, 'schema.snapshot.prisma');
const noFilters = { externalTables: [], externalEnums: [] };
const emptyMigration = /^\s*(-- This is an empty migration\.)?\s*$/;

type Engine = engineModule.SchemaEngine;
type Disposable = { dispose(): Promise<void> };
type AdapterFactory = Parameters<typeof engineModule.SchemaEngine.new>[2];
let wasmReady = false;

function loadWasm(): void {
  if (wasmReady) return;
  const require = createRequire(import.meta.url);
  const wasmFile = require.resolve('@prisma/schema-engine-wasm/schema_engine_bg').replace(/\.js$/, '.wasm');
  const module = new WebAssembly.Module(fs.readFileSync(wasmFile));
  // The engine arms a timer for its operations (10 s on PostgreSQL) and never clears it: unref'd,
  // it no longer keeps `npm run migrate` alive for those seconds after the work is done.
  const imports: Record<string, unknown> = { ...engineModule };
  for (const name of Object.keys(imports).filter((key) => key.startsWith('__wbg_setTimeout_'))) {
    imports[name] = (callback: () => void, ms: number) => setTimeout(callback, ms >>> 0).unref();
  }
  const instance = new WebAssembly.Instance(module, { './schema_engine_bg.js': imports as WebAssembly.ModuleImports });
  (engineModule as unknown as { __wbg_set_wasm(exports: unknown): void }).__wbg_set_wasm(instance.exports);
  (instance.exports as { __wbindgen_start?: () => void }).__wbindgen_start?.();
  wasmReady = true;
}

/** What DATABASE_URL names, as `applyMigrations` takes it: the SQLite file's path, or the PostgreSQL URL. */
export function currentDatabase(): string {
  return databaseKind() === 'sqlite' ? databaseFile() : settings().DATABASE_URL;
}

function providerOf(target: string): DatabaseKind {
  return /^postgres(ql)?:\/\//.test(target) ? 'postgresql' : 'sqlite';
}

function migrationsDirFor(provider: DatabaseKind): string {
  return provider === 'sqlite' ? migrationsDir : postgresMigrationsDir;
}

/** schema.prisma as the engine reads it for a provider (the PostgreSQL form is derived, never kept). */
function datamodelFor(provider: DatabaseKind): string {
  const source = fs.readFileSync(schemaPath, 'utf8');
  return provider === 'sqlite' ? source : postgresSchemaText(source);
}

/** better-sqlite3 prepares one statement at a time, so multi-statement scripts go to executeScript. */
function scriptAwareFactory(url: string, opened: Disposable[]) {
  const factory = new PrismaBetterSqlite3({ url });
  // The shadow database (where `diff` replays the migrations) needs the same treatment.
  const wrap = (connect: () => Promise<Awaited<ReturnType<typeof factory.connect>>>) => async () => {
    const adapter = await connect();
    opened.push(adapter);
    const executeRaw = adapter.executeRaw.bind(adapter);
    adapter.executeRaw = async (query) => {
      // The engine asks for an exclusive lock, which fails while any server has the file open;
      // WAL transactions keep each migration step safe without it.
      if (/^PRAGMA main\.locking_mode\s*=\s*EXCLUSIVE$/i.test(query.sql.trim())) return 0;
      if (query.args.length === 0 && countStatements(query.sql) > 1) {
        await adapter.executeScript(query.sql);
        return 0;
      }
      return executeRaw(query);
    };
    return adapter;
  };
  factory.connect = wrap(factory.connect.bind(factory));
  factory.connectToShadowDb = wrap(factory.connectToShadowDb.bind(factory));
  return bindMigrationAwareSqlAdapterFactory(factory);
}

function countStatements(sql: string): number {
  return sql.split(';').filter((part) => part.replace(/--.*$/gm, '').trim().length > 0).length;
}

/** Runs `work` with an engine on the target database, then frees it and closes its connections. */
async function withEngine<T>(target: string, work: (engine: Engine) => Promise<T>): Promise<T> {
  const provider = providerOf(target);
  const opened: Disposable[] = [];
  const factory = provider === 'sqlite' ? scriptAwareFactory(`file:${target}`, opened) : postgresMigrationFactory(target, opened);
  return runEngine(provider, factory as AdapterFactory, work, opened);
}

async function runEngine<T>(
  provider: DatabaseKind,
  factory: AdapterFactory,
  work: (engine: Engine) => Promise<T>,
  opened: Disposable[] = [],
) {
  loadWasm();
  const quiet = () => {};
  const engine = await engineModule.SchemaEngine.new({ datamodels: [[schemaPath, datamodelFor(provider)]] }, quiet, factory);
  try {
    return await work(engine);
  } finally {
    engine.free();
    // The shadow database is dropped through the main connection, so it closes first.
    for (const adapter of opened.reverse()) await adapter.dispose();
  }
}

function migrationNames(provider: DatabaseKind): string[] {
  return fs
    .readdirSync(migrationsDirFor(provider), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

function migrationsList(provider: DatabaseKind) {
  const dir = migrationsDirFor(provider);
  return {
    baseDir: dir,
    lockfile: { path: 'migration_lock.toml', content: fs.readFileSync(path.join(dir, 'migration_lock.toml'), 'utf8') },
    shadowDbInitScript: '',
    migrationDirectories: migrationNames(provider).map((name) => ({
      path: name,
      migrationFile: {
        path: 'migration.sql',
        content: { tag: 'ok' as const, value: fs.readFileSync(path.join(dir, name, 'migration.sql'), 'utf8') },
      },
    })),
  };
}

/**
 * Applies every pending migration to `target`, an SQLite file path or a PostgreSQL URL (by default
 * what DATABASE_URL names); returns the names applied. On SQLite it also turns on WAL.
 */
export async function applyMigrations(target = currentDatabase()): Promise<string[]> {
  const provider = providerOf(target);
  if (provider === 'sqlite') fs.mkdirSync(path.dirname(target), { recursive: true });
  const done = provider === 'sqlite' ? appliedOnSqlite(target) : await appliedOnPostgres(target);
  if (done && migrationNames(provider).every((name) => done.has(name))) return [];
  const applied = await withEngine(target, async (engine) => {
    const result = await engine.applyMigrations({ migrationsList: migrationsList(provider), filters: noFilters });
    return result.appliedMigrationNames;
  });
  if (provider === 'sqlite') {
    // WAL lets readers run while a writer commits; the mode is stored in the file itself.
    const sqlite = new Database(target);
    sqlite.pragma('journal_mode = WAL');
    sqlite.close();
  }
  return applied;
}

const appliedNamesSql = 'SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL';

/** The migrations recorded as applied, or null when there is no migrations table (a cheap check before the engine). */
function appliedOnSqlite(file: string): Set<string> | null {
  if (!fs.existsSync(file)) return null;
  const sqlite = new Database(file, { readonly: true });
  try {
    const table = sqlite.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '_prisma_migrations'").get();
    if (!table) return null;
    return new Set((sqlite.prepare(appliedNamesSql).all() as { migration_name: string }[]).map((row) => row.migration_name));
  } finally {
    sqlite.close();
  }
}

async function appliedOnPostgres(url: string): Promise<Set<string> | null> {
  const adapter = await new PrismaPg({ connectionString: url, max: 1 }).connect();
  try {
    const query = (sql: string) => adapter.queryRaw({ sql, args: [], argTypes: [] });
    const table = await query(`SELECT to_regclass('"_prisma_migrations"') IS NOT NULL`).catch((error: unknown) => {
      throw unreachable(url, error);
    });
    if (table.rows[0]?.[0] !== true) return null;
    return new Set((await query(appliedNamesSql)).rows.map((row) => String(row[0])));
  } finally {
    await adapter.dispose();
  }
}

/** The first statement failed: says which database (never the password) and why, in words an operator can act on. */
function unreachable(url: string, error: unknown): Error {
  const { hostname, port, pathname } = new URL(url);
  const cause = (error as { cause?: { kind?: string } }).cause;
  const why = cause?.kind ?? (error instanceof Error ? error.message : String(error));
  const where = `${hostname || 'localhost'}:${port || 5432}${pathname}`;
  return new Error(`Cannot open the PostgreSQL database ${where} (DATABASE_URL): ${why}.`, { cause: error });
}

/**
 * The SQL that takes the committed migrations of target's provider to schema.prisma, or '' when
 * they agree. The engine replays them in a shadow database: for SQLite `target` is a scratch file;
 * for PostgreSQL a database URL whose login may create databases.
 */
export async function pendingSchemaChange(target: string): Promise<string> {
  const provider = providerOf(target);
  return withEngine(target, (engine) =>
    diff(
      engine,
      { tag: 'migrations', ...migrationsList(provider) },
      { tag: 'schemaDatamodel', files: [{ path: schemaPath, content: datamodelFor(provider) }] },
    ),
  );
}

/**
 * The PostgreSQL SQL from the schema of the newest PostgreSQL migration (its snapshot) to
 * schema.prisma, or '' when they agree; needs no server (the datamodels are compared offline).
 */
export async function pendingPostgresChange(): Promise<string> {
  const before = fs.existsSync(postgresSnapshotPath)
    ? { tag: 'schemaDatamodel' as const, files: [{ path: postgresSnapshotPath, content: fs.readFileSync(postgresSnapshotPath, 'utf8') }] }
    : { tag: 'empty' as const };
  return runEngine('postgresql', offlinePostgresFactory() as AdapterFactory, (engine) =>
    diff(engine, before, { tag: 'schemaDatamodel', files: [{ path: schemaPath, content: datamodelFor('postgresql') }] }),
  );
}

async function diff(engine: Engine, from: unknown, to: unknown): Promise<string> {
  const result = await engine.diff({ from, to, script: true, exitCode: null, filters: noFilters } as never);
  const sql = result.stdout ?? '';
  return emptyMigration.test(sql) ? '' : sql;
}

/**
 * Writes a new migration folder of the same name for each provider (an empty migration where one
 * has no change), and the PostgreSQL snapshot; timestamps stay strictly increasing.
 */
export function writeMigration(name: string, sql: Record<DatabaseKind, string>): string {
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  const last = [...migrationNames('sqlite'), ...migrationNames('postgresql')]
    .filter((entry) => /^\d{14}_/.test(entry))
    .map((entry) => entry.slice(0, 14))
    .sort()
    .at(-1);
  const next = !last || stamp > last ? stamp : String(BigInt(last) + 1n);
  const folder = `${next}_${name.replace(/[^a-z0-9_]+/gi, '_').toLowerCase()}`;
  for (const provider of ['sqlite', 'postgresql'] as const) {
    const dir = path.join(migrationsDirFor(provider), folder);
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, 'migration.sql'), sql[provider] || '-- This is an empty migration.\n');
  }
  const header = '// Written by `npm run migrate:create`: prisma/schema.prisma as of the newest migration here. Never edit.\n';
  fs.writeFileSync(postgresSnapshotPath, header + datamodelFor('postgresql').replace(/^\/\/ GENERATED.*\n/, ''));
  return folder;
}
