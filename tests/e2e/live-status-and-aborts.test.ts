// What only the real server shows (as `npm start` runs it): every status line carries the
// standard reason phrase (Astro wrote `404 OK` on the pages that set their own status), and a
// client that drops its request halfway through the body is its own doing: no 500, no error
// logged (only its request line), nothing done, and the server answers the next request.
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveServer, type LiveServer } from '../support/live-server.ts';

let site: LiveServer;

beforeAll(async () => {
  site = await startLiveServer();
});

afterAll(async () => {
  await site?.stop();
});

/** The status code and reason phrase of a reply, read by node:http as the server wrote them. */
function statusLine(path: string, method = 'GET', body?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const headers = body === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) };
    const request = http.request(new URL(path, site.baseURL), { method, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(`${response.statusCode} ${response.statusMessage}`));
    });
    request.on('error', reject);
    request.end(body);
  });
}

const standard = (status: number) => `${status} ${http.STATUS_CODES[status]}`;

describe('status lines through the real server', () => {
  it('carry the standard reason phrase: API and page 404s, 400s and 200s', async () => {
    const expected: [string, number, string?, string?][] = [
      // Twice: the first REST GET loads the mount point through Astro, the next takes the direct path.
      ['/api/specificUni/university_name/999999999', 404],
      ['/api/specificUni/university_name/999999999', 404],
      ['/api/nope', 404],
      ['/api/specificUni/abc', 400],
      ['/api/users/login', 400, 'POST', '{"email":'],
      ['/api/specificUni/getFeaturedUniversities', 200],
      ['/nope', 404],
      // On-demand pages that set their own status: these read `404 OK` and `400 OK`.
      ['/university/999999999', 404],
      ['/addReview/999999999', 404],
      ['/compare?uni1=abc', 400],
      ['/', 200],
      ['/faq', 200],
    ];
    for (const [path, status, method, body] of expected) {
      expect(await statusLine(path, method, body), `${method ?? 'GET'} ${path}`).toBe(standard(status));
    }
  });
});

/** Sends a request's head and the start of a body shorter than its Content-Length, then drops the connection. */
function dropHalfway(path: string, headers: Record<string, string>, bodyStart: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(site.port, '127.0.0.1', () => {
      const head = Object.entries({
        host: `127.0.0.1:${site.port}`,
        'content-type': 'application/json',
        'content-length': '200',
        ...headers,
      })
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('');
      socket.write(`POST ${path} HTTP/1.1\r\n${head}\r\n${bodyStart}`);
      // Long enough for the server to be reading the body when the connection goes.
      setTimeout(() => socket.destroy(), 300);
    });
    socket.on('error', reject);
    socket.on('close', () => resolve());
  });
}

describe('a client that drops its body halfway', () => {
  it('is no server error: no error logged, the like not toggled, and the next request answered', async () => {
    const tag = Date.now().toString(36);
    const account = { username: `dropper_${tag}`, email: `dropper.${tag}@example.com`, password: 'Campus-life-2025' };
    const post = (path: string, body: unknown, token?: string) =>
      fetch(`${site.baseURL}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
        body: JSON.stringify(body),
      });
    expect((await post('/api/users/signup', account)).status).toBe(201);
    const { token } = (await (await post('/api/users/login', account)).json()) as { token: string };
    const review = await site.db().review.findFirstOrThrow({ where: { status: 'published' }, select: { id: true, likeCount: true } });
    const likes = () => site.db().reviewLike.count({ where: { reviewId: review.id } });
    const likesBefore = await likes();
    const reviewsBefore = await site.db().review.count();
    const printedBefore = site.output().length;

    const bearer = { authorization: `Bearer ${token}` };
    await dropHalfway(`/api/reviews/${review.id}/like`, bearer, '{"note":');
    await dropHalfway('/api/trpc/reviews.like', bearer, `{"reviewId":${review.id}`);
    await dropHalfway('/api/reviews/submit', bearer, '{"university_id":1,"overall_rating":5,');
    // The server has seen every connection go; then it answers the next request as usual.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const printed = site.output().slice(printedBefore);
    expect(printed).not.toMatch(/Unhandled error|Error: aborted|internal error/i);
    // One JSON line per request (decision 043): the drops' at level info, none a 5xx.
    const lines = printed
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { level: string; status?: number | null });
    expect(lines.filter((line) => line.level !== 'info' || (line.status ?? 0) >= 500)).toEqual([]);
    expect(await likes()).toBe(likesBefore);
    expect((await site.db().review.findUniqueOrThrow({ where: { id: review.id } })).likeCount).toBe(review.likeCount);
    expect(await site.db().review.count()).toBe(reviewsBefore);

    const like = await post(`/api/reviews/${review.id}/like`, {}, token);
    expect(like.status).toBe(200);
    expect(await likes()).toBe(likesBefore + 1);
  });
});
