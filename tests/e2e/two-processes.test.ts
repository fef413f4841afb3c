// Two app processes over one database, each started as `npm start` starts it, on its own port:
// the state a visitor relies on lives in the database, not in a process. A login made through one
// is accepted and refreshed by the other, a rate limit counts requests sent to both, and 50 likes
// spread over both end exact. Run on an SQLite file shared by both, and on one PostgreSQL server
// (a throwaway cluster; skipped with a message where PostgreSQL is not installed, never in CI).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveServer } from '../support/live-server.ts';
import { databaseKinds, startTwoLiveServers, type TwoLiveServers } from '../support/two-live-servers.ts';

const FORGOT_LIMIT = 4;
const LIKERS = 50;
const env = { RATE_LIMIT_FORGOT_PASSWORD: String(FORGOT_LIMIT), RATE_LIMIT_SIGNUP: '1000', RATE_LIMIT_LOGIN: '1000' };

describe.each(databaseKinds('the two-process test'))('two app processes over one $kind database', ({ kind }) => {
  let servers: TwoLiveServers | undefined;
  let a: LiveServer;
  let b: LiveServer;

  beforeAll(async () => {
    servers = await startTwoLiveServers(kind, env);
    ({ a, b } = servers);
  }, 240_000);

  afterAll(async () => {
    await servers?.stop();
  });

  const post = (site: LiveServer, path: string, body: unknown, token?: string) =>
    fetch(`${site.baseURL}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });

  async function signUpAndLogIn(site: LiveServer, name: string): Promise<{ token: string; refreshToken: string }> {
    const email = `${name}@example.com`;
    const password = 'Two-processes-1';
    const signup = await post(site, '/api/users/signup', { username: name, email, password });
    expect(signup.status, await signup.clone().text()).toBe(201);
    const login = await post(site, '/api/users/login', { email, password });
    expect(login.status).toBe(200);
    return login.json();
  }

  it('accepts on one process a login made on the other, and refreshes it there', async () => {
    const { token, refreshToken } = await signUpAndLogIn(a, `both${kind}`);
    const verified = await fetch(`${b.baseURL}/api/users/verify`, { headers: { authorization: `Bearer ${token}` } });
    expect(verified.status).toBe(200);
    expect((await verified.json()).user).toMatchObject({ username: `both${kind}` });

    const refreshed = await post(b, '/api/users/refresh', { refreshToken });
    expect(refreshed.status).toBe(200);
    // The token it replaced is dead on the first process too.
    const replayed = await post(a, '/api/users/refresh', { refreshToken });
    expect(replayed.status).toBe(401);
    expect(await replayed.json()).toEqual({ error: 'Invalid refresh token' });
  });

  it('counts a rate limit over requests sent to both processes', async () => {
    const ask = (site: LiveServer) => post(site, '/api/users/forgotPassword', { email: `limit-${kind}@example.com` });
    for (let i = 0; i < FORGOT_LIMIT; i++) expect((await ask(i % 2 ? b : a)).status, `request ${i + 1}`).toBe(200);
    for (const site of [a, b]) {
      const limited = await ask(site);
      expect(limited.status).toBe(429);
      expect(await limited.json()).toMatchObject({ message: 'Too many requests. Please try again later.' });
    }
  });

  it('ends 50 likes spread over both processes exact', async () => {
    const featured = await (await fetch(`${a.baseURL}/api/specificUni/getFeaturedUniversities`)).json();
    const universityId = featured[0].id;
    const page = await (await fetch(`${a.baseURL}/api/specificUni/${universityId}/reviews?page=1&limit=20`)).json();
    const review = page.reviews[0];
    expect(review).toBeDefined();

    const likers = [];
    for (let i = 0; i < LIKERS; i++) likers.push(await signUpAndLogIn(i % 2 ? b : a, `liker${i}${kind}`));
    // All at once, alternating processes.
    const replies = await Promise.all(likers.map(({ token }, i) => post(i % 2 ? a : b, `/api/reviews/${review.id}/like`, {}, token)));
    expect(replies.map((reply) => reply.status)).toEqual(likers.map(() => 200));

    for (const site of [a, b]) {
      const after = await (await fetch(`${site.baseURL}/api/specificUni/${universityId}/reviews?page=1&limit=20`)).json();
      const liked = after.reviews.find((item: { id: number }) => item.id === review.id);
      expect(liked.likes).toBe(review.likes + LIKERS);
    }
    const states = await fetch(`${a.baseURL}/api/reviews/bulk-like-status?reviewIds=${review.id}`, {
      headers: { authorization: `Bearer ${likers[1]!.token}` },
    });
    expect(await states.json()).toEqual({ likes: { [review.id]: true } });
  }, 180_000);
});
