// What one person might try against the trust features, through the real server as `npm start`
// runs it (production settings), with requests bound to loopback source addresses so that each
// reader comes from the network the test chooses (docs/rules/trust-and-moderation.md).
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATING_CATEGORIES } from '#shared/reviews/ratings.ts';
import { readMailsIn } from '../support/outbox.ts';
import { startLiveServer, type LiveServer } from '../support/live-server.ts';
import { freshNetworkAddress, requestFrom, sameNetworkAddress } from '../support/from-address.ts';
import { newCredentials } from '../support/e2e-accounts.ts';

let site: LiveServer;

beforeAll(async () => {
  site = await startLiveServer();
});

afterAll(async () => {
  await site?.stop();
});

const api = (from: string, method: string, route: string, options: { body?: unknown; token?: string } = {}) =>
  requestFrom(from, method, `${site.baseURL}/api${route}`, options);

/** A new account signed up and logged in from `from`; returns its bearer token and id. */
async function account(from: string, prefix = 'integrity') {
  const credentials = newCredentials(prefix);
  const signup = await api(from, 'POST', '/users/signup', { body: credentials });
  expect(signup.status).toBe(201);
  const login = await api(from, 'POST', '/users/login', { body: { email: credentials.email, password: credentials.password } });
  expect(login.status).toBe(200);
  return { token: login.body.token as string, id: signup.body.user.id as number, email: credentials.email };
}

/** A published seed review no other test of this file touches, with its university. */
async function seedReview(skip: number) {
  return site.db().review.findFirstOrThrow({
    where: { status: 'published' },
    orderBy: { id: 'desc' },
    skip,
    select: { id: true, universityId: true },
  });
}

async function listedIds(universityId: number): Promise<number[]> {
  const reply = await api('127.0.0.1', 'GET', `/specificUni/${universityId}/reviews?limit=50`);
  expect(reply.status).toBe(200);
  return reply.body.reviews.map((review: { id: number }) => review.id);
}

const statusOf = async (reviewId: number) => (await site.db().review.findUniqueOrThrow({ where: { id: reviewId } })).status;

describe('reports through the real server', () => {
  it('one network holds nothing: an anonymous reader and two new accounts on one /24 leave the review listed', async () => {
    const review = await seedReview(0);
    const home = freshNetworkAddress();
    expect((await api(home, 'POST', `/reviews/${review.id}/report`, { body: { reason: 'spam' } })).status).toBe(201);
    for (const host of [77, 78]) {
      const from = sameNetworkAddress(home, host);
      const { token } = await account(from);
      expect((await api(from, 'POST', `/reviews/${review.id}/report`, { body: { reason: 'hate' }, token })).status).toBe(201);
    }
    expect(await statusOf(review.id)).toBe('published');
    expect(await listedIds(review.universityId)).toContain(review.id);
    expect(await site.db().reviewReport.count({ where: { reviewId: review.id, outcome: 'open' } })).toBe(3);
  });

  it('three readers on three networks hold it; once a moderator keeps it, three more leave it listed', async () => {
    const review = await seedReview(1);
    for (let i = 0; i < 3; i += 1) {
      expect((await api(freshNetworkAddress(), 'POST', `/reviews/${review.id}/report`, { body: { reason: 'spam' } })).status).toBe(201);
    }
    expect(await statusOf(review.id)).toBe('held');
    expect(await listedIds(review.universityId)).not.toContain(review.id);

    const moderator = await account(freshNetworkAddress(), 'moderator');
    await site.db().user.update({ where: { id: moderator.id }, data: { role: 'moderator' } });
    const kept = await api('127.0.0.1', 'POST', `/moderation/reviews/${review.id}`, {
      body: { action: 'publish', reason: 'Breaks no guideline.' },
      token: moderator.token,
    });
    expect(kept.status).toBe(200);
    for (let i = 0; i < 3; i += 1) {
      expect((await api(freshNetworkAddress(), 'POST', `/reviews/${review.id}/report`, { body: { reason: 'hate' } })).status).toBe(201);
    }
    expect(await statusOf(review.id)).toBe('published');
    expect(await listedIds(review.universityId)).toContain(review.id);
    const queue = await api('127.0.0.1', 'GET', '/moderation/queue?view=reported', { token: moderator.token });
    expect(queue.body.items.map((item: { review: { id: number } }) => item.review.id)).toContain(review.id);
  });
});

/** A seed university with a domain of its own (no other university lists it). */
async function universityWithOwnDomain() {
  const all = await site.db().university.findMany({ select: { id: true, domains: true }, orderBy: { id: 'asc' } });
  const counts = new Map<string, number>();
  for (const uni of all) for (const domain of JSON.parse(uni.domains) as string[]) counts.set(domain, (counts.get(domain) ?? 0) + 1);
  for (const uni of all.reverse()) {
    const domain = (JSON.parse(uni.domains) as string[]).find((name) => counts.get(name) === 1);
    if (domain) return { id: uni.id, domain };
  }
  throw new Error('no university with a domain of its own');
}

const outbox = () => readMailsIn(path.join(site.dir, 'outbox'));
async function mailsTo(address: string, count: number) {
  await expect.poll(() => outbox().filter((mail) => mail.to === address).length).toBe(count);
  return outbox().filter((mail) => mail.to === address);
}

describe('student codes through the real server', () => {
  it('one mailbox verifies one account: a +tag is the same address, and the reply never tells it is taken', async () => {
    const { domain } = await universityWithOwnDomain();
    const mailbox = `ana${Date.now().toString(36)}`;
    const first = await account(freshNetworkAddress());
    expect(
      (await api('127.0.0.1', 'POST', '/users/verifyStudent', { body: { email: `${mailbox}@${domain}` }, token: first.token })).status,
    ).toBe(200);
    const [codeMail] = await mailsTo(`${mailbox}@${domain}`, 1);
    const code = /: (\d{6})$/m.exec(codeMail!.text)![1]!;
    expect((await api('127.0.0.1', 'POST', '/users/verifyStudent/confirm', { body: { code }, token: first.token })).status).toBe(200);

    const second = await account(freshNetworkAddress());
    const tagged = `${mailbox}+2@${domain}`;
    const taken = await api('127.0.0.1', 'POST', '/users/verifyStudent', { body: { email: tagged }, token: second.token });
    const stranger = await account(freshNetworkAddress());
    const free = await api('127.0.0.1', 'POST', '/users/verifyStudent', {
      body: { email: `free${mailbox}@${domain}` },
      token: stranger.token,
    });
    expect(taken.status).toBe(free.status);
    expect(Object.keys(taken.body)).toEqual(Object.keys(free.body));
    expect(taken.body.message).toBe(`We sent a 6-digit code to ${tagged}.`);
    const [notice] = await mailsTo(tagged, 1);
    expect(notice!.text).toContain('no code was sent');
    expect(notice!.text).not.toMatch(/\d{6}/);
    expect(await site.db().studentCode.count({ where: { userId: second.id } })).toBe(0);
  });

  it('an account gets 3 codes a day, however many addresses it makes up, and new codes do not reset wrong guesses', async () => {
    const { domain } = await universityWithOwnDomain();
    const guesser = await account(freshNetworkAddress());
    const stamp = Date.now().toString(36);
    const confirmCode = async (code: string) =>
      (await api('127.0.0.1', 'POST', '/users/verifyStudent/confirm', { body: { code }, token: guesser.token })).status;
    let code = '';
    // Three made-up addresses, each from another network: 4 + 4 + 2 wrong guesses.
    for (const [round, wrongTries] of [4, 4, 2].entries()) {
      const email = `made${round}${stamp}@${domain}`;
      const asked = await api(freshNetworkAddress(), 'POST', '/users/verifyStudent', { body: { email }, token: guesser.token });
      expect(asked.status).toBe(200);
      code = /: (\d{6})$/m.exec((await mailsTo(email, 1))[0]!.text)![1]!;
      const wrong = code === '000000' ? '000001' : '000000';
      for (let i = 0; i < wrongTries; i += 1) expect(await confirmCode(wrong)).toBe(400);
    }
    // Ten wrong guesses today: even the right code is refused, and a fourth code is not sent.
    expect(await confirmCode(code)).toBe(429);
    const fourth = await api(freshNetworkAddress(), 'POST', '/users/verifyStudent', {
      body: { email: `made3${stamp}@${domain}` },
      token: guesser.token,
    });
    expect(fourth.status).toBe(429);
    expect(await site.db().studentAddress.count({ where: { userId: guesser.id } })).toBe(0);
  });
});

describe('removals, edits and moderators through the real server', () => {
  it('a removed review deleted and posted again is held, not published', async () => {
    const review = await seedReview(2);
    const author = await account(freshNetworkAddress());
    const text = `Removal test ${Date.now().toString(36).replace(/\d/g, 'q')}: the warden of block C is a thief and a liar, everyone should know his name and shame him.`;
    const first = await api(freshNetworkAddress(), 'POST', '/reviews/submit', {
      body: { ...ratingsBody(), university_id: review.universityId, review_text: text, comments: null, is_anonymous: false },
      token: author.token,
    });
    expect(first.body.status).toBe('published');
    const moderator = await account(freshNetworkAddress(), 'moderator');
    await site.db().user.update({ where: { id: moderator.id }, data: { role: 'moderator' } });
    const removal = { body: { action: 'remove', reason: 'Harassment.' }, token: moderator.token };
    expect((await api('127.0.0.1', 'POST', `/moderation/reviews/${first.body.review_id}`, removal)).status).toBe(200);
    expect((await api('127.0.0.1', 'DELETE', `/reviews/delete/${first.body.review_id}`, { token: author.token })).status).toBe(200);
    const again = await api(freshNetworkAddress(), 'POST', '/reviews/submit', {
      body: { ...ratingsBody(), university_id: review.universityId, review_text: text, comments: null, is_anonymous: false },
      token: author.token,
    });
    expect(again.status).toBe(200);
    expect(again.body.status).toBe('held');
    expect(await listedIds(review.universityId)).not.toContain(again.body.review_id);
  });

  it('an account may edit 10 times a window, from any address', async () => {
    const review = await seedReview(3);
    const author = await account(freshNetworkAddress());
    const mine = await api(freshNetworkAddress(), 'POST', '/reviews/submit', {
      body: {
        ...ratingsBody(),
        university_id: review.universityId,
        review_text: `Edit limit ${Date.now().toString(36).replace(/\d/g, 'q')}: quiet library.`,
        comments: null,
        is_anonymous: false,
      },
      token: author.token,
    });
    const statuses = [];
    for (let i = 0; i < 11; i += 1) {
      const body = { ...ratingsBody(), review_text: `Edit ${i} of the quiet library review.`, comments: null };
      statuses.push((await api(freshNetworkAddress(), 'PUT', `/reviews/${mine.body.review_id}`, { body, token: author.token })).status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses[10]).toBe(429);
  });

  it('a moderator cannot publish their own held review', async () => {
    const review = await seedReview(4);
    const moderator = await account(freshNetworkAddress(), 'moderator');
    await site.db().user.update({ where: { id: moderator.id }, data: { role: 'moderator' } });
    const own = await api(freshNetworkAddress(), 'POST', '/reviews/submit', {
      body: {
        ...ratingsBody(),
        university_id: review.universityId,
        review_text: 'Mail me at mod.self at gmail dot com for notes.',
        comments: null,
        is_anonymous: false,
      },
      token: moderator.token,
    });
    expect(own.body.status).toBe('held');
    const decision = await api('127.0.0.1', 'POST', `/moderation/reviews/${own.body.review_id}`, {
      body: { action: 'publish', reason: 'Mine is fine.' },
      token: moderator.token,
    });
    expect(decision).toMatchObject({ status: 403, body: { error: 'You cannot decide on a review you wrote' } });
    expect(await statusOf(own.body.review_id)).toBe('held');
  });
});

/** All 16 ratings, as the submit and edit bodies take them. */
function ratingsBody() {
  return Object.fromEntries(RATING_CATEGORIES.map((category) => [category.field, 4]));
}
