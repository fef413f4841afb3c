// The university reply's write limit through the real server (as `npm start` runs it): replies and
// their edits count against the representative's account (RATE_LIMIT_EDIT), so forwarding headers
// a client writes itself buy no fresh count
// (docs/rules/trust-and-moderation.md#university-replies).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveServer, type LiveServer } from '../support/live-server.ts';

const WRITE_LIMIT = 2;
let site: LiveServer;

beforeAll(async () => {
  site = await startLiveServer({ RATE_LIMIT_EDIT: String(WRITE_LIMIT) });
});

afterAll(async () => {
  await site?.stop();
});

async function call(route: string, body: unknown, token?: string, headers: Record<string, string> = {}) {
  const reply = await fetch(`${site.baseURL}/api${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: JSON.stringify(body),
  });
  return { status: reply.status, headers: reply.headers, body: (await reply.json()) as Record<string, unknown> };
}

/**
 * A signed-in representative of the university. The grant is written as the operator's command
 * writes it; the mailed-code proof before it is tested in the API and browser tiers.
 */
async function representativeOf(universityId: number): Promise<string> {
  const credentials = { username: 'limit_rep', email: 'limit-rep@example.com', password: 'Reply-limits-1' };
  expect((await call('/users/signup', credentials)).status).toBe(201);
  const login = await call('/users/login', credentials);
  const userId = (login.body.user as { id: number }).id;
  await site.db().studentAddress.create({ data: { addressHash: 'limit-rep-address', userId, universityId }, select: { userId: true } });
  await site.db().universityRepresentative.create({ data: { userId, universityId }, select: { userId: true } });
  return login.body.token as string;
}

describe('the reply limit through the real server', () => {
  it('counts per account: spoofed forwarding headers do not escape it', async () => {
    const [busiest] = await site
      .db()
      .universityStats.findMany({ orderBy: { reviewCount: 'desc' }, take: 1, select: { universityId: true } });
    const reviews = await site.db().review.findMany({
      where: { universityId: busiest!.universityId, status: 'published' },
      orderBy: { id: 'asc' },
      take: WRITE_LIMIT + 2,
      select: { id: true },
    });
    expect(reviews).toHaveLength(WRITE_LIMIT + 2);
    const token = await representativeOf(busiest!.universityId);

    for (const review of reviews.slice(0, WRITE_LIMIT)) {
      expect((await call(`/reviews/${review.id}/reply`, { text: 'Thank you for the review.' }, token)).status).toBe(201);
    }
    const spoofed = { 'x-forwarded-for': '198.51.100.7', 'x-real-ip': '198.51.100.7', forwarded: 'for=198.51.100.7' };
    for (const review of reviews.slice(WRITE_LIMIT)) {
      const refused = await call(`/reviews/${review.id}/reply`, { text: 'One more reply.' }, token, spoofed);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(await site.db().reviewReply.count({ where: { universityId: busiest!.universityId } })).toBe(WRITE_LIMIT);
  });
});
