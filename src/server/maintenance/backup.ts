// Backups of the live database, and restoring one (docs/decisions/012-durable-sqlite-and-backups.md).
//
// A backup is SQLite's online backup API reading one snapshot: the copy holds exactly the
// committed transactions at the moment it began, while the server goes on writing (in WAL,
// readers never block writers). The copy is switched to a single self-contained file
// (journal_mode=DELETE), passes `PRAGMA integrity_check`, and only then gets its final name,
// `backup-<UTC timestamp>.db`; the newest KEEP_BACKUPS are kept. Files are 0600, the folder 0700.
//
// A restore refuses any copy that does not open as SQLite, fails integrity_check or lacks the
// project's tables and migrations, before touching anything. A good copy is written into the
// live file through the same backup API, in one step: that is one write transaction on the live
// database, so a running server's connections wait for it (busy timeout) and then read the
// restored data; none keeps a handle on a replaced file. The current database is copied to
// `before-restore-<timestamp>.db` first, so a restore can itself be undone.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Prisma } from '#server/generated/prisma/client.ts';
import { backupDir, databaseFile } from '#server/infra/env.ts';
import { applyMigrations, migrationsDir } from '#server/infra/migrations.ts';
import { BUSY_TIMEOUT_MS, openSqlite } from '#server/infra/sqlite-connection.ts';
import { ensurePrivateDir } from '#server/infra/private-dir.ts';

/** How many `backup-*` files are kept (two weeks of nightly backups). */
export const KEEP_BACKUPS = 14;

/** SQLite copies end in .db, PostgreSQL dumps (postgres-backup.ts) in .dump. */
const BACKUP_NAME = /^backup-\d{8}T\d{6}\.\d{3}Z\.(db|dump)$/;
/** Tables every copy of this project's database has, whatever its migrations. */
export const CORE_TABLES = ['_prisma_migrations', 'University', 'UniversityStats', 'Review', 'ReviewLike', 'User'];

export interface BackupOptions {
  /** The database to copy; DATABASE_URL's by default. */
  file?: string;
  /** The folder; BACKUP_DIR, or `backups/` beside the database, by default. */
  dir?: string;
  /** How many `backup-*` files to keep; KEEP_BACKUPS by default. */
  keep?: number;
  /** `before-restore` copies are not counted nor pruned with the nightly ones. */
  prefix?: 'backup' | 'before-restore';
  now?: () => Date;
  /** Pages copied per step (progress is reported after each); 1,024 pages (4 MiB) by default. */
  pagesPerStep?: number;
  onProgress?: (done: number, total: number) => void;
  /**
   * How the copy is checked before it gets its name: `full` (PRAGMA integrity_check: every page,
   * index entry and constraint; most of a backup's time on a large database) or `quick`
   * (quick_check: the pages and records, without matching indexes to their tables). Full by default.
   */
  check?: BackupCheck;
}

export type BackupCheck = 'full' | 'quick';

export interface BackupResult {
  file: string;
  bytes: number;
  ms: number;
  /** The check the copy passed, and its share of `ms`. */
  check: BackupCheck;
  checkMs: number;
  /** Older backups deleted by the retention rule. */
  removed: string[];
}

/** `backup-20261124T031500.123Z.db`: sorts by time, no characters that some file systems refuse. */
export function backupFileName(at: Date, prefix: BackupOptions['prefix'] = 'backup', extension: 'db' | 'dump' = 'db'): string {
  return `${prefix}-${at.toISOString().replace(/[-:]/g, '')}.${extension}`;
}

function removeDatabaseFiles(file: string): void {
  for (const suffix of ['', '-journal', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
}

function fsyncDir(dir: string): void {
  const fd = fs.openSync(dir, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** Makes a consistent copy of the live database in the backup folder and prunes old ones. */
export async function createBackup(options: BackupOptions = {}): Promise<BackupResult> {
  const started = performance.now();
  const source = options.file ?? databaseFile();
  const dir = options.dir ?? backupDir();
  const prefix = options.prefix ?? 'backup';
  ensurePrivateDir(dir);

  let at = (options.now ?? (() => new Date()))();
  while (fs.existsSync(path.join(dir, backupFileName(at, prefix)))) at = new Date(at.getTime() + 1);
  const target = path.join(dir, backupFileName(at, prefix));
  const partial = `${target}.partial`;
  // Created empty with 0600 before SQLite opens it: SQLite keeps the mode, and gives its journal the same.
  fs.closeSync(fs.openSync(partial, 'wx', 0o600));

  const check = options.check ?? 'full';
  let checkMs: number | undefined;
  let pages: number;
  try {
    const sqlite = openSqlite(source, { readonly: true });
    try {
      // One read transaction for the whole copy: every step reads the same snapshot.
      sqlite.exec('BEGIN');
      sqlite.prepare('SELECT COUNT(*) FROM sqlite_schema').pluck().get();
      const perStep = Math.max(1, options.pagesPerStep ?? 1024);
      const done = await sqlite.backup(partial, {
        progress: ({ totalPages, remainingPages }) => {
          options.onProgress?.(totalPages - remainingPages, totalPages);
          return perStep;
        },
      });
      // better-sqlite3 also ends "done" when the very first step was refused as busy.
      if (done.totalPages === 0 || done.remainingPages !== 0) throw new Error('SQLite copied nothing (busy); try again');
      pages = done.totalPages;
      sqlite.exec('COMMIT');
      options.onProgress?.(pages, pages);
    } finally {
      sqlite.close();
    }

    const copy = new Database(partial, { fileMustExist: true });
    try {
      const copied = copy.pragma('page_count', { simple: true });
      if (copied !== pages) throw new Error(`the copy has ${String(copied)} pages, the database ${pages}`);
      copy.pragma('journal_mode = DELETE');
      const checkStarted = performance.now();
      const pragma = check === 'full' ? 'integrity_check' : 'quick_check';
      const verdict = copy.pragma(pragma, { simple: true });
      checkMs = performance.now() - checkStarted;
      if (verdict !== 'ok') throw new Error(`the copy failed ${pragma}: ${String(verdict)}`);
    } finally {
      copy.close();
    }
    fs.chmodSync(partial, 0o600);
    fs.renameSync(partial, target);
    fsyncDir(dir);
  } catch (error) {
    removeDatabaseFiles(partial);
    throw new Error(`Backup of ${source} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }

  const removed = prefix === 'backup' ? pruneBackups(dir, options.keep ?? KEEP_BACKUPS) : [];
  return { file: target, bytes: fs.statSync(target).size, ms: performance.now() - started, removed, check, checkMs: checkMs ?? 0 };
}

/** The `backup-*` files of the folder, oldest first. */
export function listBackups(dir = backupDir()): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => BACKUP_NAME.test(name))
    .sort()
    .map((name) => path.join(dir, name));
}

/** Deletes all but the newest `keep` backups; returns the deleted files. */
export function pruneBackups(dir: string, keep = KEEP_BACKUPS): string[] {
  const backups = listBackups(dir);
  const old = backups.slice(0, Math.max(0, backups.length - keep));
  for (const file of old) fs.rmSync(file, { force: true });
  return old;
}

/** Why a copy cannot be restored; the live database has not been touched. */
export class RestoreRefused extends Error {}

export interface CopyCheck {
  bytes: number;
  /** Migrations recorded in the copy. */
  migrations: string[];
  /** Committed migrations the copy does not have yet (applied after restoring it). */
  pending: string[];
  reviews: number;
  universities: number;
}

/** The migrations committed in `dir` (SQLite's folder by default). */
export function knownMigrations(dir = migrationsDir): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
}

/** Checks a copy without changing it: opens as SQLite, integrity_check says ok, has our tables. */
export function checkCopy(file: string): CopyCheck {
  const refuse = (why: string): never => {
    throw new RestoreRefused(`Refusing to restore ${file}: ${why}. The live database was not touched.`);
  };
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat?.isFile()) refuse('there is no such file');
  if (stat!.size === 0) refuse('the file is empty');

  // The header first, for a plain message: the magic string, and the size it records.
  const header = Buffer.alloc(100);
  const fd = fs.openSync(file, 'r');
  const headerBytes = fs.readSync(fd, header, 0, 100, 0);
  fs.closeSync(fd);
  if (headerBytes < 100 || header.toString('latin1', 0, 16) !== 'SQLite format 3\u0000') refuse('it is not an SQLite database');
  const pageSize = header.readUInt16BE(16) === 1 ? 65_536 : header.readUInt16BE(16);
  const headerPages = header.readUInt32BE(28);
  // The recorded size is valid when the change counter matches "version valid for" (SQLite 3.7+).
  if (header.readUInt32BE(24) === header.readUInt32BE(92) && headerPages > 0 && stat!.size < headerPages * pageSize) {
    refuse(`it is truncated (${stat!.size} bytes of the ${headerPages * pageSize} its header records)`);
  }

  let sqlite: Database.Database | undefined;
  try {
    sqlite = new Database(file, { readonly: true, fileMustExist: true });
    const verdict = (sqlite.pragma('integrity_check') as { integrity_check: string }[]).map((row) => row.integrity_check);
    if (verdict.length !== 1 || verdict[0] !== 'ok') refuse(`integrity_check found damage: ${verdict.slice(0, 5).join('; ')}`);

    const tables = new Set(sqlite.prepare(`SELECT name FROM sqlite_schema WHERE type = 'table'`).pluck().all() as string[]);
    const missingCore = CORE_TABLES.filter((table) => !tables.has(table));
    if (missingCore.length) refuse(`it is not a database of this site (no ${missingCore.join(', ')} table)`);
    const migrations = sqlite
      .prepare(
        'SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name',
      )
      .pluck()
      .all() as string[];
    const known = knownMigrations();
    const unknown = migrations.filter((name) => !known.includes(name));
    if (unknown.length) refuse(`it comes from a newer version of the site (unknown migrations: ${unknown.join(', ')})`);
    if (migrations.length === 0) refuse('it records no applied migration');
    const pending = known.filter((name) => !migrations.includes(name));
    if (pending.length === 0) {
      const missing = Object.values(Prisma.ModelName).filter((table) => !tables.has(table));
      if (missing.length) refuse(`tables are missing although every migration is recorded: ${missing.join(', ')}`);
    }
    const count = (table: string) => sqlite!.prepare(`SELECT COUNT(*) FROM "${table}"`).pluck().get() as number;
    return { bytes: stat!.size, migrations, pending, reviews: count('Review'), universities: count('University') };
  } catch (error) {
    if (error instanceof RestoreRefused) throw error;
    return refuse(`it is not a sound SQLite database (${error instanceof Error ? error.message : String(error)})`);
  } finally {
    sqlite?.close();
  }
}

export interface RestoreOptions {
  /** The live database; DATABASE_URL's by default. */
  file?: string;
  /** Where the copy of the current database goes; the backup folder by default. */
  dir?: string;
  /** Copy the current database to `before-restore-*.db` first (default true). */
  saveCurrent?: boolean;
}

export interface RestoreResult {
  check: CopyCheck;
  /** The copy of the database as it was before the restore. */
  savedCurrent?: string;
  /** Migrations applied to the restored database because the copy was older than the code. */
  migrated: string[];
  ms: number;
}

/** Replaces the live database's content with a checked copy (safe while a server runs). */
export async function restoreBackup(copyFile: string, options: RestoreOptions = {}): Promise<RestoreResult> {
  const started = performance.now();
  const live = options.file ?? databaseFile();
  const copy = path.resolve(copyFile);
  if (fs.existsSync(live) && fs.realpathSync(copy) === fs.realpathSync(live)) {
    throw new RestoreRefused(`Refusing to restore ${copy}: it is the live database itself.`);
  }
  const check = checkCopy(copy);

  let savedCurrent: string | undefined;
  if (fs.existsSync(live) && options.saveCurrent !== false) {
    try {
      savedCurrent = (await createBackup({ file: live, dir: options.dir, prefix: 'before-restore' })).file;
    } catch (error) {
      throw new RestoreRefused(
        `Could not copy the current database before restoring (${error instanceof Error ? error.message : String(error)}); ` +
          'nothing was restored. Pass --no-save to restore without that copy.',
      );
    }
  }

  const source = new Database(copy, { readonly: true, fileMustExist: true });
  try {
    // Everything in one step, so one write transaction on the live file: other connections see
    // the old database or the restored one, never a mix. While a server's write holds the lock,
    // the first step copies nothing and better-sqlite3 reports that as done: try again, for up
    // to the busy timeout, then give up having changed nothing.
    const deadline = Date.now() + BUSY_TIMEOUT_MS;
    for (;;) {
      const done = await source.backup(live, { progress: () => 0x7fffffff });
      if (done.totalPages > 0 && done.remainingPages === 0) break;
      if (Date.now() > deadline) {
        throw new Error(`The live database stayed locked for ${BUSY_TIMEOUT_MS / 1000} s; nothing was restored.`);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    source.close();
  }

  // The live file keeps WAL and the other settings; the restored data must be sound in place.
  const sqlite = openSqlite(live);
  try {
    const verdict = sqlite.pragma('integrity_check', { simple: true });
    if (verdict !== 'ok') throw new Error(`The restored database failed integrity_check: ${String(verdict)}`);
  } finally {
    sqlite.close();
  }
  const migrated = check.pending.length ? await applyMigrations(live) : [];
  return { check, savedCurrent, migrated, ms: performance.now() - started };
}
