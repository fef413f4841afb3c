// Backups of a PostgreSQL database, and restoring one (docs/decisions/027-postgresql-beside-sqlite.md),
// with PostgreSQL's own tools: the SQLite online backup API has no counterpart here.
//
// A backup is `pg_dump -Fc` (one snapshot: exactly the transactions committed when it began,
// while the site goes on writing) into `backup-<UTC timestamp>.dump`, 0600, the newest
// KEEP_BACKUPS kept. The dump reads the snapshot our own transaction exported, in which the rows
// were counted; before the file gets its final name it is restored into a scratch database and
// counted again: a dump that does not restore, or restores other counts, is not kept. A role
// without CREATEDB cannot make the scratch database: then only the dump's table of contents is
// read, and the result says so.
//
// A restore refuses a file that is not such a dump of this site before touching anything, saves
// the current database as `before-restore-<timestamp>.dump`, then runs `pg_restore --clean
// --if-exists --no-owner --exit-on-error --single-transaction`: one transaction, so a running
// server's queries wait for it and then read the restored data, never a mix.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { backupDir, settings } from '#server/infra/env.ts';
import { ensurePrivateDir } from '#server/infra/private-dir.ts';
import { postgresTool } from '#server/infra/postgres-tools.ts';
import { applyMigrations, postgresMigrationsDir } from '#server/infra/migrations.ts';
import { backupFileName, CORE_TABLES, KEEP_BACKUPS, knownMigrations, pruneBackups, RestoreRefused, type BackupOptions } from './backup.ts';

const postgresMigrations = () => knownMigrations(postgresMigrationsDir);

/** Tables whose rows a backup counts in the snapshot and again in its restored copy. */
const COUNTED_TABLES = ['University', 'Review', 'ReviewLike', 'User', '_prisma_migrations'] as const;
type Counts = Record<(typeof COUNTED_TABLES)[number], number>;

export interface PostgresBackupOptions extends Pick<BackupOptions, 'dir' | 'keep' | 'prefix' | 'now'> {
  /** The database to dump; DATABASE_URL's by default. */
  url?: string;
}

export interface PostgresBackupResult {
  file: string;
  bytes: number;
  ms: number;
  removed: string[];
  /** Rows per table in the dump's snapshot. */
  counts: Counts;
  /** 'restored': restored into a scratch database with the same counts; 'listed': only its table of contents read. */
  verified: 'restored' | 'listed';
}

/** The URL without its password, for messages. */
export function safeUrl(url: string): string {
  const parsed = new URL(url);
  parsed.password = '';
  return parsed.toString();
}

/** Runs a PostgreSQL client tool; rejects with its error output. */
function runTool(tool: 'pg_dump' | 'pg_restore', args: string[], database?: string): Promise<string> {
  // The password goes in the environment, not on the command line, where `ps` would show it.
  const url = database ? new URL(database) : undefined;
  const password = url?.password ? decodeURIComponent(url.password) : undefined;
  if (url) url.password = '';
  const env = password === undefined ? process.env : { ...process.env, PGPASSWORD: password };
  return new Promise((resolve, reject) => {
    const child = spawn(postgresTool(tool), url ? [...args, `--dbname=${url.href}`] : args, { stdio: ['ignore', 'pipe', 'pipe'], env });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.once('error', (error) => reject(new Error(`${tool} could not run (${error.message}): install the PostgreSQL client tools`)));
    child.once('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else reject(new Error(`${tool} failed: ${Buffer.concat(err).toString('utf8').trim() || `exit code ${code}`}`));
    });
  });
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function countRows(client: pg.Client): Promise<Counts> {
  const select = COUNTED_TABLES.map((table) => `(SELECT COUNT(*) FROM "${table}") AS "${table}"`).join(', ');
  const { rows } = await client.query<Record<string, string>>(`SELECT ${select}`);
  return Object.fromEntries(COUNTED_TABLES.map((table) => [table, Number(rows[0]![table])])) as Counts;
}

/** A URL naming another database of the same server. */
function otherDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Restores the dump into a scratch database and counts its rows; null when the role may not create one. */
async function restoredCounts(url: string, dump: string): Promise<Counts | null> {
  const scratch = `backup_check_${process.pid}_${Date.now().toString(36)}`;
  try {
    await withClient(url, (client) => client.query(`CREATE DATABASE "${scratch}"`));
  } catch (error) {
    if ((error as { code?: string }).code === '42501') return null; // insufficient_privilege: no CREATEDB
    throw error;
  }
  try {
    await runTool('pg_restore', ['--no-owner', '--exit-on-error', '--single-transaction', dump], otherDatabase(url, scratch));
    return await withClient(otherDatabase(url, scratch), countRows);
  } finally {
    await withClient(url, (client) => client.query(`DROP DATABASE IF EXISTS "${scratch}" WITH (FORCE)`));
  }
}

/** Dumps the live PostgreSQL database into the backup folder, checks the dump and prunes old ones. */
export async function createPostgresBackup(options: PostgresBackupOptions = {}): Promise<PostgresBackupResult> {
  const started = performance.now();
  const url = options.url ?? settings().DATABASE_URL;
  const dir = options.dir ?? backupDir();
  const prefix = options.prefix ?? 'backup';
  ensurePrivateDir(dir);

  let at = (options.now ?? (() => new Date()))();
  while (fs.existsSync(path.join(dir, backupFileName(at, prefix, 'dump')))) at = new Date(at.getTime() + 1);
  const target = path.join(dir, backupFileName(at, prefix, 'dump'));
  const partial = `${target}.partial`;
  fs.closeSync(fs.openSync(partial, 'wx', 0o600));

  let counts: Counts;
  let verified: PostgresBackupResult['verified'];
  try {
    // The dump reads the snapshot of our open transaction, in which the rows are counted.
    counts = await withClient(url, async (client) => {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const { rows } = await client.query<{ snapshot: string }>('SELECT pg_export_snapshot() AS snapshot');
      const inSnapshot = await countRows(client);
      await runTool('pg_dump', ['--format=custom', `--snapshot=${rows[0]!.snapshot}`, `--file=${partial}`], url);
      await client.query('COMMIT');
      return inSnapshot;
    });
    const toc = await runTool('pg_restore', ['--list', partial]);
    const missing = CORE_TABLES.filter((table) => !new RegExp(`TABLE public "?${table}"? `).test(toc));
    if (missing.length) throw new Error(`the dump has no ${missing.join(', ')} table`);
    const restored = await restoredCounts(url, partial);
    verified = restored ? 'restored' : 'listed';
    if (restored && JSON.stringify(restored) !== JSON.stringify(counts)) {
      throw new Error(
        `the dump restores other row counts (${JSON.stringify(restored)}) than it was taken with (${JSON.stringify(counts)})`,
      );
    }
    fs.chmodSync(partial, 0o600);
    fs.renameSync(partial, target);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    const message = (error instanceof Error ? error.message : String(error)).replaceAll(url, safeUrl(url));
    throw new Error(`Backup of ${safeUrl(url)} failed: ${message}`, { cause: error });
  }

  const removed = prefix === 'backup' ? pruneBackups(dir, options.keep ?? KEEP_BACKUPS) : [];
  return { file: target, bytes: fs.statSync(target).size, ms: performance.now() - started, removed, counts, verified };
}

export interface PostgresDumpCheck {
  bytes: number;
  /** Migrations recorded in the dump. */
  migrations: string[];
}

/** The migration names in a dump's `_prisma_migrations` data (finished, not rolled back). */
function migrationsOf(dataSql: string): string[] {
  const lines = dataSql.split('\n');
  const header = lines.findIndex((line) => /^COPY public\."?_prisma_migrations"? \(/.test(line));
  if (header < 0) return [];
  const columns = /\((.*)\) FROM stdin;$/
    .exec(lines[header]!)![1]!
    .split(', ')
    .map((c) => c.replace(/"/g, ''));
  const [name, finished, rolledBack] = ['migration_name', 'finished_at', 'rolled_back_at'].map((c) => columns.indexOf(c));
  const names: string[] = [];
  for (const line of lines.slice(header + 1)) {
    if (line === '\\.') break;
    const fields = line.split('\t');
    if (fields[finished!] !== '\\N' && fields[rolledBack!] === '\\N') names.push(fields[name!]!);
  }
  return names.sort();
}

/** Checks a dump without restoring it: a pg_dump archive of this site's tables with its migrations. */
export async function checkPostgresDump(file: string, known = postgresMigrations()): Promise<PostgresDumpCheck> {
  const refuse = (why: string): never => {
    throw new RestoreRefused(`Refusing to restore ${file}: ${why}. The live database was not touched.`);
  };
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat?.isFile()) refuse('there is no such file');
  if (stat!.size === 0) refuse('the file is empty');
  const magic = Buffer.alloc(5);
  const fd = fs.openSync(file, 'r');
  fs.readSync(fd, magic, 0, 5, 0);
  fs.closeSync(fd);
  if (magic.toString('latin1') !== 'PGDMP') refuse('it is not a pg_dump archive (npm run backup writes them with --format=custom)');

  let toc: string;
  let migrationData: string;
  try {
    toc = await runTool('pg_restore', ['--list', file]);
    migrationData = await runTool('pg_restore', ['--data-only', '--table=_prisma_migrations', '--file=-', file]);
  } catch (error) {
    return refuse(`it is damaged (${error instanceof Error ? error.message : String(error)})`);
  }
  const missing = CORE_TABLES.filter((table) => !new RegExp(`TABLE public "?${table}"? `).test(toc));
  if (missing.length) refuse(`it is not a database of this site (no ${missing.join(', ')} table)`);
  const migrations = migrationsOf(migrationData);
  if (migrations.length === 0) refuse('it records no applied migration');
  const unknown = migrations.filter((name) => !known.includes(name));
  if (unknown.length) refuse(`it comes from a newer version of the site (unknown migrations: ${unknown.join(', ')})`);
  return { bytes: stat!.size, migrations };
}

export interface PostgresRestoreOptions {
  /** The live database; DATABASE_URL's by default. */
  url?: string;
  /** Where the copy of the current database goes; the backup folder by default. */
  dir?: string;
  /** Dump the current database to `before-restore-*.dump` first (default true). */
  saveCurrent?: boolean;
  /** The committed migrations (prisma/migrations-postgresql by default). */
  knownMigrations?: string[];
}

export interface PostgresRestoreResult {
  check: PostgresDumpCheck;
  savedCurrent?: string;
  /** Migrations applied to the restored database because the dump was older than the code. */
  migrated: string[];
  /** Rows in the restored database. */
  counts: Counts;
  ms: number;
}

/** Replaces the live database's content with a checked dump (safe while a server runs). */
export async function restorePostgresBackup(dumpFile: string, options: PostgresRestoreOptions = {}): Promise<PostgresRestoreResult> {
  const started = performance.now();
  const url = options.url ?? settings().DATABASE_URL;
  const dump = path.resolve(dumpFile);
  const known = options.knownMigrations ?? postgresMigrations();
  const check = await checkPostgresDump(dump, known);

  let savedCurrent: string | undefined;
  if (options.saveCurrent !== false) {
    try {
      savedCurrent = (await createPostgresBackup({ url, dir: options.dir, prefix: 'before-restore' })).file;
    } catch (error) {
      throw new RestoreRefused(
        `Could not save the current database before restoring (${error instanceof Error ? error.message : String(error)}); ` +
          'nothing was restored. Pass --no-save to restore without that copy.',
      );
    }
  }

  try {
    await runTool('pg_restore', ['--clean', '--if-exists', '--no-owner', '--exit-on-error', '--single-transaction', dump], url);
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).replaceAll(url, safeUrl(url));
    throw new Error(`The restore failed and was rolled back; the live database is as it was. ${message}`, { cause: error });
  }
  const migrated = known.some((name) => !check.migrations.includes(name)) ? await applyMigrations(url) : [];
  const counts = await withClient(url, countRows);
  return { check, savedCurrent, migrated, counts, ms: performance.now() - started };
}
