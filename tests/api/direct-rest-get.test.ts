// The direct GET path (src/transport/rest/direct-get.ts), which the server (src/edge/serve-build.ts)
// takes for the plain GETs of the REST API: over a real node:http server it answers exactly what
// the REST mount point answers, and it leaves to Astro every request that Astro could route elsewhere.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerRestGet } from '#transport/rest/direct-get.ts';
import { resetSettingsForTests } from '#server/infra/env.ts';
import { createUniversity } from '../factories/universities.ts';
import { createUserWithSession } from '../factories/users.ts';
import { createReview } from '../factories/reviews.ts';
import { api } from '../support/api-request.ts';

const DECLINED = 599;
let server: http.Server;
let origin: string;

beforeAll(async () => {
  // As the server: the direct path first, and what it declines goes on (here: a marker reply).
  server = http.createServer((req, res) => {
    if (answerRestGet(req, res)) return;
    res.writeHead(DECLINED);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A raw request (the target as written, which fetch would normalise). */
function send(
  method: string,
  target: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${origin}/`, { method, path: target, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, text }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('the direct GET path', () => {
  it('answers the GET paths as the REST mount point does: status, body and headers', async () => {
    const uni = await createUniversity();
    const other = await createUniversity();
    const { user } = await createUserWithSession();
    await createReview({ universityId: uni.id, userId: user.id });
    const paths = [
      '/specificUni/getFeaturedUniversities',
      `/specificUni/${uni.id}`,
      `/specificUni/${uni.id}/reviews?page=1&limit=20`,
      `/specificUni/${uni.id}/reviews?sort=popular&rating=4`,
      `/specificUni/${uni.id}/reviews/`,
      `/specificUni/${uni.id}/reviews?limit=500`,
      `/specificUni/${uni.id}/stats`,
      `/specificUni/university_name/${uni.id}`,
      '/specificUni/abc',
      '/specificUni/2147483647',
      '/searchUniversity/limit?query=Test%20Univ',
      '/searchUniversity/all?query=',
      `/compare?uni1=${uni.id}&uni2=${other.id}`,
      '/compare?uni1=1',
      '/open-data/universities.csv',
      '/reviews/submit',
      '/no/such/path',
      '',
    ];
    for (const path of paths) {
      const direct = await send('GET', `/api${path}`);
      const mounted = await api('GET', path);
      expect({ path, status: direct.status }).toEqual({ path, status: mounted.status });
      const isJson = /^application\/json/.test(direct.headers['content-type'] ?? '');
      expect(isJson ? JSON.parse(direct.text) : direct.text).toEqual(mounted.body);
      for (const [name, value] of mounted.headers) expect({ path, name, value: direct.headers[name] }).toEqual({ path, name, value });
      expect(direct.headers['content-length']).toBe(String(Buffer.byteLength(direct.text)));
    }
  });

  it('answers HEAD as GET without the body: the same status and headers, the length of the GET reply', async () => {
    const uni = await createUniversity();
    for (const path of ['/specificUni/getFeaturedUniversities', `/specificUni/${uni.id}/stats`, '/specificUni/abc', '/reviews/submit']) {
      const get = await send('GET', `/api${path}`);
      const head = await send('HEAD', `/api${path}`);
      expect({ path, status: head.status, text: head.text }).toEqual({ path, status: get.status, text: '' });
      expect(head.headers['content-length']).toBe(String(Buffer.byteLength(get.text)));
      expect(head.headers['content-type']).toBe(get.headers['content-type']);
      expect(head.headers.allow).toBe(get.headers.allow);
    }
  });

  it('reads the headers as the mount point does: the caller, CORS and revalidation', async () => {
    process.env.CORS_ORIGINS = 'https://app.example';
    resetSettingsForTests();
    try {
      const uni = await createUniversity();
      const { user, token } = await createUserWithSession();
      const review = await createReview({ universityId: uni.id, userId: user.id });
      const etag = (await api('GET', '/openapi.json')).headers.get('etag')!;
      const calls: [string, Record<string, string>][] = [
        [`/reviews/${review.id}/hasLiked`, { authorization: `Bearer ${token}` }],
        [`/reviews/bulk-like-status?reviewIds=${review.id},999999`, { authorization: `Bearer ${token}` }],
        ['/users/getReviews', { authorization: `Bearer ${token}` }],
        ['/users/verify', { authorization: `bearer  ${token} ` }],
        ['/users/verify', { authorization: 'Bearer not-a-token' }],
        ['/users/verify', {}],
        ['/openapi.json', { 'if-none-match': etag }],
        ['/specificUni/getFeaturedUniversities', { origin: 'https://app.example' }],
        ['/specificUni/getFeaturedUniversities', { origin: 'https://other.example' }],
      ];
      for (const [path, headers] of calls) {
        const direct = await send('GET', `/api${path}`, headers);
        const mounted = await api('GET', path, { headers });
        expect({ path, headers, status: direct.status }).toEqual({ path, headers, status: mounted.status });
        expect(direct.text ? JSON.parse(direct.text) : undefined).toEqual(mounted.body);
        for (const [name, value] of mounted.headers) expect({ path, name, value: direct.headers[name] }).toEqual({ path, name, value });
      }
    } finally {
      delete process.env.CORS_ORIGINS;
      resetSettingsForTests();
    }
  });

  it.each([
    ['POST', '/api/reviews/1/like'],
    ['OPTIONS', '/api/specificUni/getFeaturedUniversities'],
    ['GET', '/api/trpc/universities.featured'],
    ['GET', '/api/trpc/universities.featured/'],
    ['GET', '/api/%73pecificUni/getFeaturedUniversities'],
    ['GET', '/api/./specificUni/getFeaturedUniversities'],
    ['GET', '/api/specificUni/1/../2'],
    ['GET', '/api//specificUni/getFeaturedUniversities'],
    ['GET', '/api/specificUni/getFeaturedUniversities#x'],
    ['GET', '/apis'],
    ['GET', '/university/1'],
  ])('leaves %s %s to Astro', async (method, target) => {
    expect((await send(method, target)).status).toBe(DECLINED);
  });

  it('takes the tRPC prefix when the tRPC route would not match it (the REST catch-all answers)', async () => {
    const reply = await send('GET', '/api/trpc/a/b');
    expect(reply.status).toBe(404);
    expect(JSON.parse(reply.text)).toEqual({ error: 'Not found' });
  });
});
