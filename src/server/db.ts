// The one Prisma client of the process, on better-sqlite3 with WAL and a busy timeout.
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaClient } from './generated/prisma/client.ts';
import { databaseFile } from './env.ts';

export type Db = PrismaClient;

let client: PrismaClient | undefined;

/** Opens a client on an SQLite file with the pragmas every connection needs. */
export function openDb(file: string): PrismaClient {
  const adapter = new PrismaBetterSqlite3({ url: `file:${file}`, timeout: 5000 });
  const prisma = new PrismaClient({ adapter });
  return prisma;
}

/** The shared client for DATABASE_URL. */
export function db(): PrismaClient {
  client ??= openDb(databaseFile());
  return client;
}

/** Sets WAL mode once per database file (it persists in the file). */
export async function enableWal(prisma: PrismaClient): Promise<void> {
  await prisma.$queryRawUnsafe('PRAGMA journal_mode = WAL');
  await prisma.$queryRawUnsafe('PRAGMA synchronous = NORMAL');
}
