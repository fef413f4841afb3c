// The report limit through the real server (as `npm start` runs it): reports count against the
// address the connection comes from, and headers a client writes itself (X-Forwarded-For,
// X-Real-IP, Forwarded) cannot buy it a fresh count (docs/rules/trust-and-moderation.md#reports).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveServer, type LiveServer } from '../support/live-server.ts';

const REPORT_LIMIT = 3;
let site: LiveServer;

beforeAll(async () => {
  site = await startLiveServer({ RATE_LIMIT_REPORT: String(REPORT_LIMIT) });
});

afterAll(async () => {
  await site?.stop();
});

/** An anonymous report of the review, with the headers a client may add. */
const report = (reviewId: number, headers: Record<string, string> = {}) =>
  fetch(`${site.baseURL}/api/reviews/${reviewId}/report`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ reason: 'spam' }),
  });

/** Every way a client might claim to be someone else, all at once. */
function spoofedAs(address: string): Record<string, string> {
  return { 'x-forwarded-for': address, 'x-real-ip': address, forwarded: `for=${address}` };
}

describe('the report limit through the real server', () => {
  it('counts per client address, and spoofed forwarding headers do not escape it', async () => {
    // Distinct published reviews of the seed, so that no reply is a 409 for the same review twice.
    const reviews = await site.db().review.findMany({
      where: { status: 'published' },
      orderBy: { id: 'asc' },
      take: REPORT_LIMIT + 3,
      select: { id: true },
    });
    expect(reviews).toHaveLength(REPORT_LIMIT + 3);
    const ids = reviews.map((review) => review.id);
    const reportsBefore = await site.db().reviewReport.count();

    for (const id of ids.slice(0, REPORT_LIMIT)) {
      const accepted = await report(id);
      expect(accepted.status, `report of review ${id}`).toBe(201);
      expect(await accepted.json()).toMatchObject({ success: true, message: 'Thanks. A moderator will look at this review.' });
    }

    const spoofs = ['198.51.100.7', '2001:db8::1', '203.0.113.200'];
    for (const [i, id] of ids.slice(REPORT_LIMIT).entries()) {
      const limited = await report(id, spoofedAs(spoofs[i]!));
      expect(limited.status, `spoofed as ${spoofs[i]}`).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(limited.headers.get('content-type')).toContain('application/json');
      expect(await limited.json()).toEqual({ error: 'Too many requests. Please try again later.' });
    }

    // The report dialog's path (tRPC) counts against the same address.
    const viaIsland = await fetch(`${site.baseURL}/api/trpc/reviews.report`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...spoofedAs('192.0.2.44') },
      body: JSON.stringify({ reviewId: ids[REPORT_LIMIT], reason: 'spam' }),
    });
    expect(viaIsland.status).toBe(429);
    expect((await viaIsland.json()).error).toMatchObject({
      message: 'Too many requests. Please try again later.',
      data: { httpStatus: 429, retryAfter: expect.any(Number) },
    });

    // Only the accepted reports were stored; the refused reviews have none.
    expect((await site.db().reviewReport.count()) - reportsBefore).toBe(REPORT_LIMIT);
    expect(await site.db().reviewReport.count({ where: { reviewId: { in: ids.slice(REPORT_LIMIT) } } })).toBe(0);
  });
});
