// Transactions whose checks must still hold when they commit ("check, then write": already
// reviewed, a duplicate text, a code's failed tries, an address held by another account).
//
// SQLite has one writer at a time and db.ts begins every transaction IMMEDIATE, so whatever a
// transaction reads stays true until it commits. PostgreSQL runs READ COMMITTED: two transactions
// can pass the same check and both write. There, a transaction first takes an advisory lock on
// each key naming what it checks (`university-reviews:<id>`), held until it commits or rolls back,
// so the transactions that check the same thing run one after the other, and the others do not
// wait. Keys are taken in sorted order, so two transactions never wait for each other in a cycle.
import type { Prisma } from '#server/generated/prisma/client.ts';
import { db } from './db.ts';
import { databaseKind } from './env.ts';

type Tx = Prisma.TransactionClient;

export interface WriteTransactionOptions {
  /** What the transaction checks before it writes; on PostgreSQL each is locked up front. */
  lockKeys?: string[];
  /** Prisma's interactive transaction waits (db.ts's defaults otherwise). */
  maxWait?: number;
  timeout?: number;
}

/** Runs `work` in one write transaction that no other transaction with one of its keys overlaps. */
export function writeTransaction<T>(work: (tx: Tx) => Promise<T>, { lockKeys = [], ...options }: WriteTransactionOptions = {}): Promise<T> {
  return db().$transaction(async (tx) => {
    for (const key of [...new Set(lockKeys)].sort()) await lockForWrite(tx, key);
    return work(tx);
  }, options);
}

/** The key of checks about a university's reviews (already reviewed, a duplicate text). */
export const universityReviewsKey = (universityId: number) => `university-reviews:${universityId}`;

/**
 * Takes the lock on `key` inside a transaction, for a key only known after a first read (take
 * such keys in the same order everywhere: a review's `review:<id>` before its university's key). Nothing to do on SQLite: the transaction already
 * holds the only write lock.
 */
export async function lockForWrite(tx: Tx, key: string): Promise<void> {
  if (databaseKind() !== 'postgresql') return;
  // $executeRaw: the function returns `void`, a type the adapter does not read back.
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${key}))`;
}
