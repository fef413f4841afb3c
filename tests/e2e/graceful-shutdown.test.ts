// A process told to stop keeps its promises (decision 043): two app processes over one database,
// each started as `npm start` starts it, behind a small round-robin balancer (support/balancer.ts)
// that follows their /readyz; 50 connections of load (reads of the API and pages, and review
// writes); SIGTERM to one process's `npm start`. That process answers /readyz with 503 on a
// connection it already had, finishes what it has, and exits 0; no request fails, and every
// review the site acknowledged is in the database. On an SQLite file shared by both, and on one
// PostgreSQL server (a throwaway cluster; skipped with a message where PostgreSQL is not installed,
// never in CI).
import { once } from 'node:events';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, openPostgres } from '#server/infra/db.ts';
import { readinessReply } from '#shared/schemas/operations.ts';
import { reviewBody } from '../factories/reviews.ts';
import { startBalancer, type Balancer } from '../support/balancer.ts';
import type { LiveServer } from '../support/live-server.ts';
import { databaseKinds, startTwoLiveServers, type TwoLiveServers } from '../support/two-live-servers.ts';

const CONNECTIONS = 50;
/** Load before the SIGTERM, and after it. */
const BEFORE_MS = 1_500;
const AFTER_MS = 3_000;
const env = { RATE_LIMIT_REVIEW: '1000000', SHUTDOWN_GRACE_SECONDS: '10' };

/** Letters only: a run of digits would read as a phone number, and the review would be held. */
const letters = (n: number) => n.toString(26).replace(/[0-9]/g, (digit) => 'qrstuvwxyz'[Number(digit)]!);

/** Asks for `path` on an open keep-alive connection and resolves with the raw reply. */
function askOn(socket: net.Socket, path: string, host: string): Promise<string> {
  return new Promise((resolve) => {
    let reply = '';
    const onData = (chunk: Buffer) => {
      reply += chunk.toString();
      const [head, body = ''] = reply.split('\r\n\r\n');
      const length = Number(/content-length: (\d+)/i.exec(head ?? '')?.[1] ?? -1);
      if (length >= 0 && Buffer.byteLength(body) >= length) {
        socket.off('data', onData);
        resolve(reply);
      }
    };
    socket.on('data', onData);
    socket.write(`GET ${path} HTTP/1.1\r\nHost: ${host}\r\n\r\n`);
  });
}

describe.each(databaseKinds('the shutdown test'))('SIGTERM to one of two processes over one $kind database, under load', ({ kind }) => {
  let servers: TwoLiveServers | undefined;
  let a: LiveServer;
  let b: LiveServer;
  let balancer: Balancer;

  beforeAll(async () => {
    servers = await startTwoLiveServers(kind, env);
    ({ a, b } = servers);
    balancer = await startBalancer([a.baseURL, b.baseURL]);
  }, 240_000);

  afterAll(async () => {
    await balancer?.close();
    await servers?.stop();
  });

  it('fails no request and loses no acknowledged write', async () => {
    const run = letters(Date.now());
    const acknowledged = new Map<number, string>();
    const failures: string[] = [];
    let sent = 0;
    let loading = true;

    async function request(i: number): Promise<void> {
      const universityId = 1 + (i % 20);
      const type = i % 10;
      let response: Response;
      if (type < 2) {
        const text = `Shutdown check ${run} review ${letters(i)}: friendly staff.`;
        response = await fetch(`${balancer.url}/api/reviews/submit`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(reviewBody(universityId, { is_anonymous: true, review_text: text })),
        });
        const body = (await response.json()) as { review_id?: number };
        if (response.status === 200) acknowledged.set(body.review_id!, text);
      } else {
        const path =
          type < 8
            ? `/api/specificUni/${universityId}/reviews?page=1&limit=20`
            : type === 8
              ? `/university/${universityId}`
              : `/api/specificUni/${universityId}`;
        response = await fetch(`${balancer.url}${path}`);
        await response.arrayBuffer();
      }
      if (response.status !== 200) failures.push(`request ${i}: ${response.status}`);
    }

    const worker = async () => {
      while (loading) {
        const i = (sent += 1);
        await request(i).catch((error: unknown) => failures.push(`request ${i}: ${String(error)}`));
      }
    };
    const workers = Array.from({ length: CONNECTIONS }, worker);

    // An idle keep-alive connection to the process that is told to stop, to ask it once it is stopping.
    const host = new URL(a.baseURL).host;
    const socket = net.connect(a.port, '127.0.0.1');
    await once(socket, 'connect');
    expect(await askOn(socket, '/healthz', host)).toMatch(/^HTTP\/1\.1 200 /);

    await new Promise((resolve) => setTimeout(resolve, BEFORE_MS));
    const sentBefore = sent;
    const toA = () => balancer.sent.get(a.baseURL) ?? 0;
    const toABefore = toA();
    const stoppedAt = Date.now();
    const exited = once(a.child, 'exit');
    a.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const stopping = await askOn(socket, '/readyz', host);
    socket.destroy();

    await new Promise((resolve) => setTimeout(resolve, AFTER_MS));
    loading = false;
    await Promise.all(workers);
    const [code] = (await exited) as [number | null];
    const exitedAfter = (Date.now() - stoppedAt) / 1000;

    const client = kind === 'PostgreSQL' ? openPostgres(servers!.databaseUrl!, 2) : openDb(b.databaseFile);
    const stored = await client.review.findMany({
      where: { reviewText: { startsWith: `Shutdown check ${run} ` } },
      select: { id: true, reviewText: true },
    });
    await client.$disconnect();
    const byId = new Map(stored.map((row) => [row.id, row.reviewText]));
    const found = [...acknowledged].filter(([id, text]) => byId.get(id) === text).length;
    const retries = [...balancer.retried].map(([error, count]) => `${count} ${error}`).join(', ') || 'none';
    console.log(
      `shutdown test (${kind}): ${sent} requests sent (${sentBefore} before SIGTERM), ${failures.length} failed; ` +
        `${acknowledged.size} writes acknowledged, ${found} found, ${stored.length} stored; retried by the balancer: ${retries}; ` +
        `${toA() - toABefore} requests sent to the stopping process after SIGTERM; it exited ${code} after ${exitedAfter.toFixed(1)} s`,
    );

    expect(stopping).toMatch(/^HTTP\/1\.1 503 Service Unavailable\r\n/);
    expect(stopping).toMatch(/\r\nConnection: close\r\n/i);
    expect(readinessReply.parse(JSON.parse(stopping.split('\r\n\r\n')[1]!))).toMatchObject({ status: 'not ready', failed: ['serving'] });
    expect(balancer.unreadySince.get(a.baseURL)).toBeGreaterThanOrEqual(stoppedAt);
    expect(failures).toEqual([]);
    expect(sent - sentBefore).toBeGreaterThan(CONNECTIONS);
    expect(acknowledged.size).toBeGreaterThan(0);
    expect(found).toBe(acknowledged.size);
    expect(stored.length).toBe(acknowledged.size);
    expect(code).toBe(0);
    expect(a.output()).toMatch(/"msg":"Stopped: every request answered"/);
    // The other process serves on.
    expect((await fetch(`${b.baseURL}/readyz`)).status).toBe(200);
  }, 120_000);

  it('serves /metrics without METRICS_TOKEN to loopback only', async () => {
    expect((await fetch(`${b.baseURL}/metrics`)).status).toBe(200);
    const forwarded = await fetch(`${b.baseURL}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.5' } });
    expect(forwarded.status).toBe(403);
  });

  it.runIf(kind === 'PostgreSQL')('answers /readyz with 503 at once when the database is gone, and /healthz with 200', async () => {
    servers!.cluster!.stop();
    const asked = Date.now();
    const ready = await fetch(`${b.baseURL}/readyz`);
    expect(Date.now() - asked).toBeLessThan(3_000);
    expect(ready.status).toBe(503);
    expect(readinessReply.parse(await ready.json())).toMatchObject({
      status: 'not ready',
      failed: ['database'],
      checks: { migrations: 'not checked' },
    });
    expect((await fetch(`${b.baseURL}/healthz`)).status).toBe(200);
  });
});
