// Concurrency of likes: in one process (the adapter serialises on one connection) and across
// several "server processes" (worker threads, each with its own connection to the same file).
import { describe, expect, it } from 'vitest';
import { db } from '#server/infra/db.ts';
import { loginAs } from '../factories/users.ts';
import { createUniversity } from '../factories/universities.ts';
import { createReview } from '../factories/reviews.ts';
import { api } from '../support/api-request.ts';
import { inSeparateProcesses } from '../support/rest-processes.ts';

let batch = 0;

/** Many accounts with a bearer each, fast: no password hashing (they never log in). */
async function usersWithTokens(count: number) {
  batch += 1;
  const prefix = `likers_${process.pid}_${batch}_`;
  await db().user.createMany({
    data: Array.from({ length: count }, (_, i) => ({
      username: `${prefix}${i}`,
      email: `${prefix}${i}@example.com`,
      passwordHash: '!unusable',
    })),
  });
  const users = await db().user.findMany({ where: { username: { startsWith: prefix } }, select: { id: true }, orderBy: { id: 'asc' } });
  return Promise.all(users.map(async (user) => ({ id: user.id, token: (await loginAs(user)).token })));
}

async function freshReview() {
  const uni = await createUniversity();
  return createReview({ universityId: uni.id });
}

const likeState = async (reviewId: number) => ({
  likeCount: (await db().review.findUniqueOrThrow({ where: { id: reviewId }, select: { likeCount: true } })).likeCount,
  rows: await db().reviewLike.count({ where: { reviewId } }),
});

const likePath = (reviewId: number) => `/reviews/${reviewId}/like`;

describe('likes under concurrency, one process', () => {
  it('50 users liking one review at the same moment make exactly 50 likes', async () => {
    const review = await freshReview();
    const users = await usersWithTokens(50);
    const replies = await Promise.all(users.map((user) => api('POST', likePath(review.id), { token: user.token })));
    expect(replies.map((reply) => reply.status)).toEqual(Array(50).fill(200));
    expect(replies.every((reply) => reply.body.hasLiked === true)).toBe(true);
    // Every toggle saw its own increment: the counts handed out are exactly 1..50.
    expect(replies.map((reply) => reply.body.likes).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(await likeState(review.id)).toEqual({ likeCount: 50, rows: 50 });
  });

  it('two simultaneous toggles of one user cancel out without an error', async () => {
    const review = await freshReview();
    const [user] = await usersWithTokens(1);
    const replies = await Promise.all([1, 2].map(() => api('POST', likePath(review.id), { token: user!.token })));
    expect(replies.map((reply) => reply.status)).toEqual([200, 200]);
    expect(replies.map((reply) => reply.body).sort((a, b) => a.likes - b.likes)).toEqual([
      { success: true, likes: 0, hasLiked: false },
      { success: true, likes: 1, hasLiked: true },
    ]);
    expect(await likeState(review.id)).toEqual({ likeCount: 0, rows: 0 });

    const three = await Promise.all([1, 2, 3].map(() => api('POST', likePath(review.id), { token: user!.token })));
    expect(three.map((reply) => reply.status)).toEqual([200, 200, 200]);
    expect(await likeState(review.id)).toEqual({ likeCount: 1, rows: 1 });
  });
});

describe('likes under concurrency, several server processes on one database file', () => {
  it('50 users spread over 5 processes liking one review at the same moment make exactly 50 likes', async () => {
    const review = await freshReview();
    const users = await usersWithTokens(50);
    const groups = Array.from({ length: 5 }, (_, g) =>
      users.slice(g * 10, g * 10 + 10).map((user) => ({ method: 'POST', path: likePath(review.id), token: user.token })),
    );
    const replies = (await inSeparateProcesses(groups)).flat();
    expect(replies.map((reply) => reply.status)).toEqual(Array(50).fill(200));
    expect(replies.map((reply) => reply.body.likes).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(await likeState(review.id)).toEqual({ likeCount: 50, rows: 50 });
  }, 60_000);

  it('one user toggling from two processes at the same moment never errs and keeps the count right', async () => {
    const review = await freshReview();
    const [user] = await usersWithTokens(1);
    const request = { method: 'POST', path: likePath(review.id), token: user!.token };
    const replies = (await inSeparateProcesses([[request], [request]])).flat();
    expect(replies.map((reply) => reply.status)).toEqual([200, 200]);
    expect(replies.map((reply) => reply.body.hasLiked).sort()).toEqual([false, true]);
    expect(await likeState(review.id)).toEqual({ likeCount: 0, rows: 0 });

    // Three toggles each from three processes: nine in all, so the review ends liked.
    const nine = (
      await inSeparateProcesses([
        [request, request, request],
        [request, request, request],
        [request, request, request],
      ])
    ).flat();
    expect(nine.map((reply) => reply.status)).toEqual(Array(9).fill(200));
    expect(await likeState(review.id)).toEqual({ likeCount: 1, rows: 1 });
  }, 60_000);

  it('likes and unlikes of many users from several processes leave likeCount equal to the rows', async () => {
    const review = await freshReview();
    const users = await usersWithTokens(20);
    // Every user toggles twice (from two different processes) and the first ten a third time.
    const requests = users.flatMap((user, i) =>
      Array.from({ length: i < 10 ? 3 : 2 }, () => ({ method: 'POST', path: likePath(review.id), token: user.token })),
    );
    const groups = [0, 1, 2, 3].map((g) => requests.filter((_, i) => i % 4 === g));
    const replies = (await inSeparateProcesses(groups)).flat();
    expect(replies.every((reply) => reply.status === 200)).toBe(true);
    expect(await likeState(review.id)).toEqual({ likeCount: 10, rows: 10 });
  }, 60_000);
});
