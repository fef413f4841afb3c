// Generated robustness test over every REST route in the router: wrong types, missing fields,
// huge and odd values, malformed ids and bodies, with and without (garbage or valid) bearers.
// Every answer must be JSON (but the open-data CSV) with a 2xx or 4xx status, never 5xx; bodies over 100 kB answer 413.
import { beforeAll, describe, expect, it } from 'vitest';
import { restRoutes } from '#transport/rest/rest-api.ts';
import { RATING_CATEGORIES } from '#shared/reviews/ratings.ts';
import { db } from '#server/infra/db.ts';
import { createUserWithSession } from '../factories/users.ts';
import { createUniversity } from '../factories/universities.ts';
import { createReview } from '../factories/reviews.ts';
import { api } from '../support/api-request.ts';
import { assertNoSecrets } from '../support/leak-check.ts';

const HUGE = 'x'.repeat(10_000);
const ODD_STRINGS = [
  '',
  ' ',
  HUGE,
  '\u0000',
  'a\u0000b',
  `'; DROP TABLE "User"; --`,
  '" OR 1=1 --',
  '<script>alert(1)</script>',
  'é漢字😀\u202e\ufeff',
  '%',
  '%00',
  '../../etc/passwd',
  '${7*7}',
  '__proto__',
  'null',
  '-1',
  '1e309',
  'NaN',
];
const ODD_JSON_VALUES: unknown[] = [
  ...ODD_STRINGS,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  2 ** 53 + 1,
  true,
  false,
  null,
  [],
  [1, 2],
  {},
  { $gt: '' },
  { toString: 'x' },
  [HUGE],
];
const ODD_PATH_VALUES = [
  '0',
  '-1',
  'abc',
  '1.5',
  '2147483648',
  '99999999999999999999',
  '%00',
  '%',
  '%E0%A4%A',
  '%27%3B%20DROP%20TABLE%20%22User%22%3B--',
  '%3Cscript%3E',
  '%C3%A9',
  '%F0%9F%98%80',
  '%20',
  '9'.repeat(5000),
];
const QUERY_NAMES = ['page', 'limit', 'sort', 'query', 'reviewIds', 'uni1', 'uni2', 'token'];
const ODD_QUERY_VALUES = [...ODD_STRINGS.filter((s) => s !== HUGE), HUGE.slice(0, 10_000), '1,2,abc', '1,'.repeat(60), '1&x=2', '[]', '{}'];
/** Every body field the API documents, so odd values reach each handler's checks. */
const BODY_FIELDS = [
  'username',
  'email',
  'password',
  'refreshToken',
  'token',
  'newPassword',
  'retypeNewPassword',
  'university_id',
  ...RATING_CATEGORIES.map((c) => c.field),
  'review_text',
  'comments',
  'is_anonymous',
  'university_name',
  'user_id',
  'name',
  'country',
  'website',
  'subject',
  'message',
];
const RAW_BODIES = ['{', '{"a":', 'null', '[]', '"text"', '123', 'true', '\u0000', '{"a":1}{"b":2}', `{"x":"${'y'.repeat(1000)}`];

let validIds: string[] = [];
let bearers: (string | undefined)[] = [];
let otherEmail = '';
let secondUniversityId = '';

beforeAll(async () => {
  const uni = await createUniversity();
  const { user, token } = await createUserWithSession();
  const review = await createReview({ universityId: uni.id, userId: user.id });
  const other = await createUserWithSession();
  await createReview({ universityId: uni.id, userId: other.user.id });
  otherEmail = other.user.email;
  secondUniversityId = String((await createUniversity()).id);
  validIds = [String(uni.id), String(review.id)];
  bearers = [undefined, 'garbage', `${'a'.repeat(200)}.${'b'.repeat(200)}.${'c'.repeat(200)}`, token];
});

interface Probe {
  method: string;
  path: string;
  body?: unknown;
  rawBody?: string;
  token?: string;
  headers?: Record<string, string>;
}

const hasBody = (method: string) => method !== 'GET';
// Deleting the account would end every later probe at 401; it is probed without a valid bearer.
const destructive = (method: string, path: string) => method === 'DELETE' && path === '/users/delete';

async function expectGraceful(probe: Probe, expectStatus?: number) {
  const label = `${probe.method} ${probe.path.slice(0, 120)} ${probe.rawBody?.slice(0, 60) ?? JSON.stringify(probe.body)?.slice(0, 120) ?? ''} bearer=${probe.token?.slice(0, 12) ?? 'none'}`;
  const reply = await api(probe.method, probe.path, {
    body: probe.body,
    rawBody: probe.rawBody,
    token: probe.token,
    headers: probe.headers,
    address: '10.250.0.1',
  }).catch((error: unknown) => {
    throw new Error(`${label}: the handler threw or answered non-JSON: ${String(error)}`);
  });
  if (expectStatus !== undefined) expect(reply.status, label).toBe(expectStatus);
  expect(
    reply.status >= 500 || (reply.status >= 300 && reply.status < 400),
    `${label} answered ${reply.status} ${JSON.stringify(reply.body)}`,
  ).toBe(false);
  // The one success reply that is not JSON: the open-data CSV (docs/rules/open-data.md).
  const csv = reply.status < 300 && /\.csv$/.test(probe.path.split('?')[0]!);
  expect(reply.headers.get('content-type'), label).toMatch(csv ? /^text\/csv/ : /^application\/json/);
  expect(reply.body, label).toBeDefined();
  if (reply.status >= 400) expect(typeof reply.body.error, `${label}: ${JSON.stringify(reply.body)}`).toBe('string');
  // No reply, whatever the input, carries a hash, a user id or the other account's email. (The
  // API description names fields such as `password` and `user_id`, but holds no values.)
  if (!probe.path.startsWith('/openapi.json')) expect(() => assertNoSecrets(reply.body, [otherEmail]), label).not.toThrow();
}

function pathsFor(pattern: string): string[] {
  if (!pattern.includes('{')) return [pattern];
  return [...validIds, ...ODD_PATH_VALUES].map((value) => pattern.replace(/\{\w+\}/g, value));
}

/** Query strings: each parameter alone with each odd value, all of them at once, and a plausible query with one odd value. */
function queriesFor(): string[] {
  const encode = (params: Record<string, string>) =>
    Object.entries(params)
      .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
      .join('&');
  const plausible: Record<string, string> = {
    page: '1',
    limit: '20',
    sort: 'popular',
    query: 'univ',
    reviewIds: validIds.join(','),
    uni1: validIds[0]!,
    uni2: secondUniversityId,
    token: 't',
  };
  const one = QUERY_NAMES.flatMap((name) => ODD_QUERY_VALUES.map((value) => encode({ [name]: value })));
  const all = ODD_QUERY_VALUES.map((value) => encode(Object.fromEntries(QUERY_NAMES.map((name) => [name, value]))));
  const oneOdd = QUERY_NAMES.flatMap((name) => ODD_QUERY_VALUES.map((value) => encode({ ...plausible, [name]: value })));
  return ['', encode(plausible), ...one, ...all, ...oneOdd, 'page=1&page=2', 'query', '&&&', '%', 'query=%E0%A4%A'];
}

/** Bodies: every field set to one odd value, then a plausible body with one field made odd. */
function bodiesFor(): unknown[] {
  const plausible: Record<string, unknown> = {
    username: 'robust_user',
    email: 'robust@example.com',
    password: 'Robust-Pass-1',
    refreshToken: 'r',
    token: 't',
    newPassword: 'Robust-Pass-2',
    retypeNewPassword: 'Robust-Pass-2',
    university_id: validIds[0],
    review_text: 'ok',
    comments: 'ok',
    is_anonymous: false,
    name: 'n',
    country: 'c',
    website: 'https://example.com',
    subject: 'general',
    message: 'm',
    ...Object.fromEntries(RATING_CATEGORIES.map((c) => [c.field, 3])),
  };
  const allOdd = ODD_JSON_VALUES.map((value) => Object.fromEntries(BODY_FIELDS.map((field) => [field, value])));
  const oneOdd = BODY_FIELDS.flatMap((field) =>
    [HUGE, 7, { nested: true }, null, `'; DROP TABLE "Review"; --`].map((value) => ({ ...plausible, [field]: value })),
  );
  const missingOne = BODY_FIELDS.map((field) => Object.fromEntries(Object.entries(plausible).filter(([key]) => key !== field)));
  return [{}, ...allOdd, ...oneOdd, ...missingOne];
}

describe('every REST route survives hostile input', () => {
  it('covers the documented routes', () => {
    const routes = restRoutes.map((route) => `${route.method} ${route.path}`);
    for (const expected of [
      'GET /specificUni/getFeaturedUniversities',
      'GET /specificUni/{id}',
      'GET /specificUni/{id}/reviews',
      'GET /specificUni/university_name/{id}',
      'GET /searchUniversity/limit',
      'GET /searchUniversity/all',
      'POST /reviews/submit',
      'POST /reviews/{id}/like',
      'GET /reviews/{id}/hasLiked',
      'GET /reviews/bulk-like-status',
      'DELETE /reviews/delete/{id}',
      'GET /compare',
    ]) {
      expect(routes).toContain(expected);
    }
  });

  // Listed so that the one route that deletes the account runs last.
  const ordered = [...restRoutes].sort((a, b) => Number(destructive(a.method, a.path)) - Number(destructive(b.method, b.path)));

  it.each(ordered.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s',
    async (_name, route) => {
      const before = await db().user.count();
      const tokens = bearers.filter((token) => !(destructive(route.method, route.path) && token === bearers[3]));

      for (const path of pathsFor(route.path)) {
        for (const token of tokens) await expectGraceful({ method: route.method, path, token });
      }
      const base = route.path.replace(/\{\w+\}/g, validIds[0]!);
      for (const query of queriesFor()) {
        await expectGraceful({ method: route.method, path: query ? `${base}?${query}` : base, token: bearers[1] });
      }
      for (const token of tokens) {
        await expectGraceful({
          method: route.method,
          path: `${base}?${QUERY_NAMES.map((n) => `${n}=${encodeURIComponent(HUGE)}`).join('&')}`,
          token,
        });
        await expectGraceful({ method: route.method, path: base, token, headers: { authorization: `Basic ${HUGE}` } });
      }

      if (hasBody(route.method)) {
        for (const rawBody of RAW_BODIES) await expectGraceful({ method: route.method, path: base, rawBody, token: bearers[1] });
        await expectGraceful({ method: route.method, path: base, rawBody: '{}', headers: { 'content-type': 'text/plain' } });
        for (const token of tokens) {
          for (const body of bodiesFor()) await expectGraceful({ method: route.method, path: base, body, token });
          // Over 100 kB with its length declared, as HTTP clients send it: 413 on every route,
          // whatever the rest of the request. Undeclared (chunked), it is 413 wherever a body is read.
          const big = JSON.stringify({ pad: 'x'.repeat(101 * 1024) });
          await expectGraceful(
            { method: route.method, path: base, rawBody: big, token, headers: { 'content-length': String(big.length) } },
            413,
          );
          await expectGraceful({ method: route.method, path: base, rawBody: big, token });
          await expectGraceful({ method: route.method, path: base, rawBody: '['.repeat(150_000), token });
        }
      }
      // Nothing above may create accounts by accident, except signup itself.
      if (route.path !== '/users/signup') expect(await db().user.count()).toBe(before);
    },
    120_000,
  );

  it('answers JSON 404 for unknown paths and JSON 405 for other methods', async () => {
    for (const path of ['/', '/nope', '/specificUni', '/reviews', '/reviews/1/like/extra', '/compare/1', '/%']) {
      const reply = await api('GET', path);
      expect(reply.status, path).toBe(404);
      expect(reply.body).toEqual({ error: 'Not found' });
    }
    for (const route of restRoutes) {
      const method = route.method === 'GET' ? 'POST' : 'GET';
      const reply = await api(method, route.path.replace(/\{\w+\}/g, validIds[0]!));
      expect(reply.status, `${method} ${route.path}`).toBe(405);
      expect(typeof reply.body.error).toBe('string');
    }
  });
});
