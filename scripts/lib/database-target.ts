// What DATABASE_URL names, as the maintenance scripts speak of it: an SQLite file that must
// already exist, or a PostgreSQL database (named without its password in messages).
import fs from 'node:fs';
import { databaseFile, databaseKind, settings } from '#server/infra/env.ts';

/** The SQLite file's path, or `postgresql://user@host:port/name` (no password). */
export function databaseLabel(): string {
  if (databaseKind() === 'sqlite') return databaseFile();
  const url = new URL(settings().DATABASE_URL);
  url.password = '';
  url.search = '';
  return url.toString();
}

/**
 * Throws when the SQLite file is missing (opening it would create an empty one); `doing` starts
 * the message. A PostgreSQL database that does not exist or answer fails on first use, with the
 * server's own message.
 */
export function requireDatabase(doing = ''): void {
  if (databaseKind() === 'sqlite' && !fs.existsSync(databaseFile())) {
    const missing = `there is no database at ${databaseFile()} (DATABASE_URL).`;
    throw new Error(doing ? `${doing}: ${missing}` : `${missing[0]!.toUpperCase()}${missing.slice(1)}`);
  }
}
