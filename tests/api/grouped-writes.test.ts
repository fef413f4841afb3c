// Group commit of small writes (src/server/infra/grouped-writes.ts, decision 049): writes that
// arrive together commit together, each caller learns only its own outcome, and a write that fails
// takes nothing of the others with it. On PostgreSQL each write is its own transaction; the
// outcomes must be the same.
import { describe, expect, it } from 'vitest';
import { Prisma } from '#server/generated/prisma/client.ts';
import { db } from '#server/infra/db.ts';
import { databaseKind } from '#server/infra/env.ts';
import { groupedWrite } from '#server/infra/grouped-writes.ts';
import { metricsText } from '#server/infra/metrics.ts';
import { createUniversity } from '../factories/universities.ts';
import { createReview } from '../factories/reviews.ts';
import { createUserWithSession } from '../factories/users.ts';
import { api, freshAddress } from '../support/api-request.ts';
import { unique } from '../support/students.ts';

const counterKeys = (prefix: string) =>
  db()
    .rateLimitCounter.findMany({ where: { key: { startsWith: prefix } }, select: { key: true }, orderBy: { key: 'asc' } })
    .then((rows) => rows.map((row) => row.key));

const insertCounter = (key: string) =>
  groupedWrite(async (sql) => {
    await sql.run(Prisma.sql`INSERT INTO "RateLimitCounter" ("key", "windowStart", "count") VALUES (${key}, ${new Date()}, 1)`);
    return key;
  });

/** The writes and commits counted so far by unireviews_grouped_writes_per_commit. */
async function groupCounts(): Promise<{ writes: number; commits: number }> {
  const { body } = await metricsText();
  const read = (series: string) => Number(body.match(new RegExp(`^${series} (\\S+)$`, 'm'))?.[1] ?? 0);
  return { writes: read('unireviews_grouped_writes_per_commit_sum'), commits: read('unireviews_grouped_writes_per_commit_count') };
}

describe('small writes committed together', () => {
  it('keeps every write of a group but the one that failed, and tells each caller its own outcome', async () => {
    const prefix = `group-${unique()}-`;
    const outcomes = await Promise.allSettled([
      insertCounter(`${prefix}a`),
      // Writes, then throws: its row must not stay.
      groupedWrite(async (sql) => {
        await sql.run(
          Prisma.sql`INSERT INTO "RateLimitCounter" ("key", "windowStart", "count") VALUES (${`${prefix}thrown`}, ${new Date()}, 1)`,
        );
        throw new Error('this write gives up');
      }),
      insertCounter(`${prefix}b`),
      // The database refuses it (the key is taken by the first write).
      insertCounter(`${prefix}a`),
      insertCounter(`${prefix}c`),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'rejected', 'fulfilled']);
    expect((outcomes[1] as PromiseRejectedResult).reason.message).toBe('this write gives up');
    expect(await counterKeys(prefix)).toEqual([`${prefix}a`, `${prefix}b`, `${prefix}c`]);
  });

  it('commits 60 likes sent at once in fewer transactions on SQLite, each answered with its own count', async () => {
    const review = await createReview({ universityId: (await createUniversity()).id });
    const likers = await Promise.all(Array.from({ length: 60 }, () => createUserWithSession()));
    const before = await groupCounts();
    const replies = await Promise.all(
      likers.map(({ token }) => api('POST', `/reviews/${review.id}/like`, { token, address: freshAddress() })),
    );
    expect(replies.map((reply) => reply.status)).toEqual(likers.map(() => 200));
    expect(replies.map((reply) => reply.body.likes).sort((a, b) => a - b)).toEqual(likers.map((_, i) => i + 1));
    const stored = await db().review.findUniqueOrThrow({ where: { id: review.id }, select: { likeCount: true } });
    expect(stored.likeCount).toBe(60);
    expect(await db().reviewLike.count({ where: { reviewId: review.id } })).toBe(60);

    const after = await groupCounts();
    if (databaseKind() === 'sqlite') {
      // 60 likes and their rate-limit counts: 120 writes, and far fewer commits.
      expect(after.writes - before.writes).toBe(120);
      expect(after.commits - before.commits).toBeLessThan(60);
    } else {
      expect(after.commits - before.commits).toBe(0);
    }
  });

  it('answers 404 to a like of a review held while the like waited, and leaves no like', async () => {
    const review = await createReview({ universityId: (await createUniversity()).id });
    const { token } = await createUserWithSession();
    const [, liked] = await Promise.all([
      db().review.update({ where: { id: review.id }, data: { status: 'held' } }),
      api('POST', `/reviews/${review.id}/like`, { token, address: freshAddress() }),
    ]);
    // The hold was asked for first, so it commits before the like's group begins.
    expect(liked.status).toBe(404);
    expect(liked.body).toMatchObject({ error: 'Review not found' });
    expect(await db().reviewLike.count({ where: { reviewId: review.id } })).toBe(0);
    expect((await db().review.findUniqueOrThrow({ where: { id: review.id } })).likeCount).toBe(0);
  });
});
