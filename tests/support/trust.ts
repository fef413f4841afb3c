// Helpers of the trust tests (tests/api/trust-*.test.ts): moderators, tRPC callers, and the
// aggregate check: after every status change, the stored UniversityStats row must equal a
// recomputation from the published reviews, and `check:data` must find no drift.
import { expect } from 'vitest';
import { TRPCError } from '@trpc/server';
import { db } from '#server/infra/db.ts';
import { checkData } from '#server/maintenance/check-data.ts';
import { createCaller } from '#transport/trpc/root.ts';
import { createInnerContext } from '#transport/trpc/init.ts';
import { RATING_CATEGORIES } from '#shared/reviews/ratings.ts';
import { createUserWithSession } from '../factories/users.ts';
import { createUniversity } from '../factories/universities.ts';
import { createReview, ratingsOf } from '../factories/reviews.ts';
import { api, freshAddress, type ApiOptions } from './api-request.ts';
import { assertNoSecrets } from './leak-check.ts';

/** A signed-in account with the moderator role, set as the operator's command sets it. */
export async function createModerator() {
  const account = await createUserWithSession();
  await db().user.update({ where: { id: account.user.id }, data: { role: 'moderator' }, select: { id: true } });
  return account;
}

/** A tRPC caller with the bearer (none: anonymous) from a fresh address. */
export const trpcAs = (bearer: string | null = null, clientAddress = freshAddress()) =>
  createCaller(createInnerContext({ bearer, clientAddress }));

/** The TRPCError a call fails with (code, message, documented extras), or throws when it succeeds. */
export async function trpcFailure(promise: Promise<unknown>): Promise<{ code: string; message: string; extra: Record<string, unknown> }> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(TRPCError);
    const trpc = error as TRPCError & { cause?: { extra?: Record<string, unknown> } };
    return { code: trpc.code, message: trpc.message, extra: trpc.cause?.extra ?? {} };
  }
  throw new Error('expected the call to fail');
}

/** The university's stored aggregate. */
export function storedStats(universityId: number) {
  return db().universityStats.findUniqueOrThrow({ where: { universityId } });
}

/**
 * Checks the university's stored aggregate against its rows: the count, the 16 sums, the star
 * distribution, the verified count and the newest date of its published reviews, computed here, and `check:data`'s own recomputation.
 * Returns the stored row.
 */
export async function expectAggregateMatchesRows(universityId: number) {
  const published = await db().review.findMany({ where: { universityId, status: 'published' } });
  const stored = await storedStats(universityId);
  const sum = (column: string) => published.reduce((total, row) => total + Number((row as Record<string, unknown>)[column]), 0);
  const gave = (column: string, stars: number) => published.filter((row) => (row as Record<string, unknown>)[column] === stars).length;
  const storedColumn = (column: string) => (stored as Record<string, unknown>)[column];
  const newest = published.reduce<Date | null>((latest, row) => (latest && latest > row.createdAt ? latest : row.createdAt), null);
  expect({
    reviewCount: stored.reviewCount,
    ...Object.fromEntries(RATING_CATEGORIES.map((c) => [c.sumColumn, storedColumn(c.sumColumn)])),
    distribution: RATING_CATEGORIES.map((c) => c.starColumns.map(storedColumn)),
    verifiedCount: stored.verifiedCount,
    lastReviewAt: stored.lastReviewAt?.toISOString() ?? null,
  }).toEqual({
    reviewCount: published.length,
    ...Object.fromEntries(RATING_CATEGORIES.map((c) => [c.sumColumn, sum(c.column)])),
    distribution: RATING_CATEGORIES.map((c) => [1, 2, 3, 4, 5].map((stars) => gave(c.column, stars))),
    verifiedCount: published.filter((row) => row.verified).length,
    lastReviewAt: newest?.toISOString() ?? null,
  });
  const drift = (await checkData()).drift.filter((entry) => entry.table === 'UniversityStats' && entry.id === universityId);
  expect(drift).toEqual([]);
  return stored;
}

/** A moderator's decision over REST. */
export const decide = (reviewId: number | string, body: unknown, token?: string) =>
  api('POST', `/moderation/reviews/${reviewId}`, { body, token });
/** A spam report, anonymous from a fresh address unless the options say otherwise. */
export const report = (reviewId: number, options: ApiOptions = {}) =>
  api('POST', `/reviews/${reviewId}/report`, {
    body: { reason: 'spam', note: 'Looks like an advert.' },
    address: freshAddress(),
    ...options,
  });

/** A university with one published review and one held by three reports (two by accounts). */
export async function heldByReports() {
  const uni = await createUniversity();
  const author = await createUserWithSession();
  await createReview({ universityId: uni.id, ratings: ratingsOf(1), createdAt: new Date(Date.UTC(2025, 0, 1)) });
  const review = await createReview({
    universityId: uni.id,
    userId: author.user.id,
    ratings: ratingsOf(5),
    createdAt: new Date(Date.UTC(2025, 3, 1)),
  });
  const reporters = await Promise.all(
    [1, 2].map(() => createUserWithSession({ username: `reporter_${Math.random().toString(36).slice(2, 10)}` })),
  );
  for (const reporter of reporters) expect((await report(review.id, { token: reporter.token })).status).toBe(201);
  expect((await report(review.id)).status).toBe(201);
  expect((await db().review.findUniqueOrThrow({ where: { id: review.id } })).status).toBe('held');
  return { uni, author, review, reporters };
}

/**
 * Fails when the reply names a reporter: their usernames or emails, their reporter keys (the
 * address hashes), any user id field, or a report with more than its four documented fields.
 */
export async function expectNoReporters(body: unknown, reviewId: number, reporters: { user: { username: string; email: string } }[]) {
  const text = JSON.stringify(body);
  const keys = (await db().reviewReport.findMany({ where: { reviewId }, select: { reporterKey: true } })).map((r) => r.reporterKey);
  expect(keys.length).toBeGreaterThan(0);
  for (const key of keys) expect(text).not.toContain(key);
  for (const key of keys.filter((k) => k.startsWith('addr:'))) expect(text).not.toContain(key.slice('addr:'.length));
  for (const { user } of reporters) {
    expect(text).not.toContain(user.username);
    expect(text).not.toContain(user.email);
  }
  expect(text).not.toMatch(/reporter|user_?id/i);
  assertNoSecrets(body);
  const reports = ((body as { items?: { reports: object[] }[] }).items ?? []).flatMap((item) => item.reports);
  for (const report of reports) expect(Object.keys(report).sort()).toEqual(['created_at', 'id', 'note', 'reason']);
}

/** A university with another published review (overall 1) and the author's published one (overall 3). */
export async function authoredReview() {
  const uni = await createUniversity();
  const author = await createUserWithSession();
  await createReview({ universityId: uni.id, ratings: ratingsOf(1), createdAt: new Date(Date.UTC(2025, 0, 1)) });
  const review = await createReview({
    universityId: uni.id,
    userId: author.user.id,
    ratings: ratingsOf(3),
    createdAt: new Date(Date.UTC(2025, 5, 1)),
  });
  return { uni, author, review };
}

/** authoredReview, with the author's review removed by a moderator. */
export async function removedReview() {
  const moderator = await createModerator();
  const setup = await authoredReview();
  expect(
    (
      await api('POST', `/moderation/reviews/${setup.review.id}`, {
        token: moderator.token,
        body: { action: 'remove', reason: 'Names a lecturer.' },
      })
    ).status,
  ).toBe(200);
  return { ...setup, moderator };
}
