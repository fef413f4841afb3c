// Applies and creates Prisma migrations through the WebAssembly schema engine, because the
// Prisma CLI's native engine cannot be downloaded here (docs/decisions/002-offline-migrations.md).
// Keeps Prisma's `_prisma_migrations` table and `prisma/migrations/<timestamp>_<name>/` layout.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import * as engineModule from '@prisma/schema-engine-wasm/schema_engine_bg';
import Database from 'better-sqlite3';
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';

const projectRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
export const schemaPath = path.join(projectRoot, 'prisma/schema.prisma');
export const migrationsDir = path.join(projectRoot, 'prisma/migrations');
const noFilters = { externalTables: [], externalEnums: [] };

type Engine = engineModule.SchemaEngine;
let wasmReady = false;

function loadWasm(): void {
  if (wasmReady) return;
  const require = createRequire(import.meta.url);
  const wasmFile = require.resolve('@prisma/schema-engine-wasm/schema_engine_bg').replace(/\.js$/, '.wasm');
  const module = new WebAssembly.Module(fs.readFileSync(wasmFile));
  const instance = new WebAssembly.Instance(module, {
    './schema_engine_bg.js': engineModule as unknown as WebAssembly.ModuleImports,
  });
  (engineModule as unknown as { __wbg_set_wasm(exports: unknown): void }).__wbg_set_wasm(instance.exports);
  (instance.exports as { __wbindgen_start?: () => void }).__wbindgen_start?.();
  wasmReady = true;
}

/** better-sqlite3 prepares one statement at a time, so multi-statement scripts go to executeScript. */
function scriptAwareFactory(url: string, opened: { dispose(): Promise<void> }[]) {
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
  return bindMigrationAwareSqlAdapterFactory(factory as never);
}

function countStatements(sql: string): number {
  return sql.split(';').filter((part) => part.replace(/--.*$/gm, '').trim().length > 0).length;
}

/** Runs `work` with an engine on the file, then frees it and closes its connections. */
async function withEngine<T>(databaseFile: string, work: (engine: Engine) => Promise<T>): Promise<T> {
  loadWasm();
  const schema = fs.readFileSync(schemaPath, 'utf8');
  const opened: { dispose(): Promise<void> }[] = [];
  const quiet = () => {};
  const engine = await engineModule.SchemaEngine.new(
    { datamodels: [[schemaPath, schema]] },
    quiet,
    scriptAwareFactory(`file:${databaseFile}`, opened),
  );
  try {
    return await work(engine);
  } finally {
    engine.free();
    await Promise.all(opened.map((adapter) => adapter.dispose()));
  }
}

function migrationsList() {
  const lockPath = path.join(migrationsDir, 'migration_lock.toml');
  const directories = fs
    .readdirSync(migrationsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  return {
    baseDir: migrationsDir,
    lockfile: { path: 'migration_lock.toml', content: fs.readFileSync(lockPath, 'utf8') },
    shadowDbInitScript: '',
    migrationDirectories: directories.map((name) => ({
      path: name,
      migrationFile: {
        path: 'migration.sql',
        content: { tag: 'ok' as const, value: fs.readFileSync(path.join(migrationsDir, name, 'migration.sql'), 'utf8') },
      },
    })),
  };
}

/** Applies every pending migration to the SQLite file and turns on WAL; returns the names applied. */
export async function applyMigrations(databaseFile: string): Promise<string[]> {
  fs.mkdirSync(path.dirname(databaseFile), { recursive: true });
  if (!hasPendingMigrations(databaseFile)) return [];
  const applied = await withEngine(databaseFile, async (engine) => {
    const result = await engine.applyMigrations({ migrationsList: migrationsList(), filters: noFilters });
    return result.appliedMigrationNames;
  });
  // WAL lets readers run while a writer commits; the mode is stored in the file itself.
  const sqlite = new Database(databaseFile);
  sqlite.pragma('journal_mode = WAL');
  sqlite.close();
  return applied;
}

/** True when a committed migration is not recorded as applied (a cheap check before the engine). */
function hasPendingMigrations(databaseFile: string): boolean {
  if (!fs.existsSync(databaseFile)) return true;
  const sqlite = new Database(databaseFile, { readonly: true });
  try {
    const table = sqlite.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '_prisma_migrations'").get();
    if (!table) return true;
    const done = new Set(
      (
        sqlite.prepare('SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL').all() as {
          migration_name: string;
        }[]
      ).map((row) => row.migration_name),
    );
    return migrationsList().migrationDirectories.some((dir) => !done.has(dir.path));
  } finally {
    sqlite.close();
  }
}

/** The SQL that takes the committed migrations to schema.prisma, or '' when they agree. */
export async function pendingSchemaChange(scratchFile: string): Promise<string> {
  return withEngine(scratchFile, async (engine) => {
    const schema = fs.readFileSync(schemaPath, 'utf8');
    const result = await engine.diff({
      from: { tag: 'migrations', ...migrationsList() },
      to: { tag: 'schemaDatamodel', files: [{ path: schemaPath, content: schema }] },
      script: true,
      exitCode: null,
      filters: noFilters,
    } as never);
    const sql = result.stdout ?? '';
    return /^\s*(-- This is an empty migration\.)?\s*$/.test(sql) ? '' : sql;
  });
}

/** Writes a new migration folder; timestamps stay strictly increasing. */
export function writeMigration(name: string, sql: string): string {
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  const existing = fs
    .readdirSync(migrationsDir)
    .filter((entry) => /^\d{14}_/.test(entry))
    .sort();
  const last = existing.at(-1)?.slice(0, 14) ?? '0';
  const next = stamp > last ? stamp : String(BigInt(last) + 1n);
  const folder = `${next}_${name.replace(/[^a-z0-9_]+/gi, '_').toLowerCase()}`;
  fs.mkdirSync(path.join(migrationsDir, folder));
  fs.writeFileSync(path.join(migrationsDir, folder, 'migration.sql'), sql);
  return folder;
}
