// "Download my data" (docs/rules/open-data.md#your-own-data): GET /api/users/export and tRPC
// account.export give the caller their own account, reviews of every status, liked ids and
// reports, as a download, and nothing of another account.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { settleBackgroundTasks } from '#server/infra/background-tasks.ts';
import { db } from '#server/infra/db.ts';
import { api, freshAddress } from '../support/api-request.ts';
import { assertNoSecrets } from '../support/leak-check.ts';
import { createModerator, trpcAs } from '../support/trust.ts';
import { createReview, reviewBody } from '../factories/reviews.ts';
import { createUniversity } from '../factories/universities.ts';
import { createUserWithSession } from '../factories/users.ts';

afterEach(settleBackgroundTasks);

type Account = Awaited<ReturnType<typeof createUserWithSession>>;
let me: Account;
let other: Account;
let verifiedAt: { id: number; name: string };
const mine = { published: 0, removed: 0, held: 0 };
let othersReview = 0;
let myReport = 0;

const as = (account: Account, body?: unknown) => ({ token: account.token, address: freshAddress(), body });

beforeAll(async () => {
  me = await createUserWithSession();
  other = await createUserWithSession();
  verifiedAt = await createUniversity();
  const [second, third] = [await createUniversity(), await createUniversity()];

  mine.published = (await createReview({ universityId: verifiedAt.id, userId: me.user.id, reviewText: 'Mine, published.' })).id;
  mine.removed = (await createReview({ universityId: second.id, userId: me.user.id, reviewText: 'Mine, to be removed.' })).id;
  const moderator = await createModerator();
  expect((await api('POST', `/moderation/reviews/${mine.removed}`, as(moderator, { action: 'remove', reason: 'Off topic.' }))).status).toBe(
    200,
  );
  const held = await api('POST', '/reviews/submit', as(me, reviewBody(third.id, { review_text: 'Ring 020 7946 0958 for my notes.' })));
  expect(held.body.status).toBe('held');
  mine.held = held.body.review_id;

  othersReview = (await createReview({ universityId: verifiedAt.id, userId: other.user.id, reviewText: 'Written by the other account.' }))
    .id;
  expect((await api('POST', `/reviews/${othersReview}/like`, as(me))).status).toBe(200);
  myReport = (await api('POST', `/reviews/${othersReview}/report`, as(me, { reason: 'spam' }))).body.report_id;
  // The other account likes and reports my review: neither belongs in my export.
  expect((await api('POST', `/reviews/${mine.published}/like`, as(other))).status).toBe(200);
  expect((await api('POST', `/reviews/${mine.published}/report`, as(other, { reason: 'off_topic' }))).status).toBe(201);

  await db().studentAddress.create({ data: { addressHash: `export-test-${me.user.id}`, userId: me.user.id, universityId: verifiedAt.id } });
  await db().studentAddress.create({
    data: { addressHash: `export-test-${other.user.id}`, userId: other.user.id, universityId: second.id },
  });
});

describe('GET /api/users/export', () => {
  it('needs a bearer', async () => {
    expect(await api('GET', '/users/export')).toMatchObject({ status: 401, body: { error: 'Authentication required' } });
  });

  it("is a download of the caller's account, reviews of every status, liked ids and reports", async () => {
    const reply = await api('GET', '/users/export', as(me));
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-disposition')).toBe('attachment; filename="unireviews-export.json"');
    expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
    const stored = await db().user.findUniqueOrThrow({ where: { id: me.user.id } });
    expect(reply.body.account).toEqual({
      username: me.user.username,
      email: me.user.email,
      created_at: stored.createdAt.toISOString(),
      verified_university: { id: verifiedAt.id, name: verifiedAt.name },
    });
    const reviews = reply.body.reviews as { id: number; status: string; moderation_reason: string | null; review_text: string }[];
    expect(reviews.map((review) => [review.id, review.status, review.moderation_reason]).sort()).toEqual(
      [
        [mine.published, 'published', null],
        [mine.removed, 'removed', 'Off topic.'],
        [mine.held, 'held', null],
      ].sort(),
    );
    expect(reply.body.liked_review_ids).toEqual([othersReview]);
    expect(reply.body.reports).toEqual([
      {
        id: myReport,
        subject: 'review',
        review_id: othersReview,
        university_id: verifiedAt.id,
        university_name: verifiedAt.name,
        reason: 'spam',
        created_at: expect.any(String),
        outcome: 'open',
      },
    ]);
    expect(Date.parse(reply.body.exported_at)).not.toBeNaN();
  });

  it('holds nothing of another account: not its email, name, reviews, likes or reports', async () => {
    const body = (await api('GET', '/users/export', as(me))).body;
    const text = JSON.stringify(body);
    expect(() => assertNoSecrets(body, [other.user.email, other.user.username, 'Written by the other account.'])).not.toThrow();
    expect(text).not.toContain('off_topic');
    expect(body.reviews.map((review: { id: number }) => review.id)).not.toContain(othersReview);
    const theirs = (await api('GET', '/users/export', as(other))).body;
    expect(theirs.account).toMatchObject({ email: other.user.email, verified_university: { id: expect.any(Number) } });
    expect(theirs.liked_review_ids).toEqual([mine.published]);
    expect(JSON.stringify(theirs)).not.toContain(me.user.email);
    expect(theirs.reviews.map((review: { id: number }) => review.id)).toEqual([othersReview]);
  });

  it('says null for an account that is no verified student, and empty lists for one that did nothing', async () => {
    const fresh = await createUserWithSession();
    expect((await api('GET', '/users/export', as(fresh))).body).toMatchObject({
      account: { email: fresh.user.email, verified_university: null },
      reviews: [],
      liked_review_ids: [],
      reports: [],
    });
  });
});

describe('tRPC account.export', () => {
  it('gives the same document the REST call sends', async () => {
    const rest = (await api('GET', '/users/export', as(me))).body;
    const trpc = await trpcAs(me.token).account.export();
    expect({ ...trpc, exported_at: 0 }).toEqual({ ...rest, exported_at: 0 });
  });
});
