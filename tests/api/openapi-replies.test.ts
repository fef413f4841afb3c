// Real replies against the OpenAPI document's reply shapes (docs/rules/api-contract.md#the-openapi-document):
// every call is made once as a client would, successfully, and its status and body must be the
// documented ones (the reply schemas are strict: an undocumented field fails too). Also how the
// document itself is served.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hashSecretToken } from '#server/auth/secret-tokens.ts';
import { settleBackgroundTasks } from '#server/infra/background-tasks.ts';
import { db } from '#server/infra/db.ts';
import { resetSettingsForTests } from '#server/infra/env.ts';
import { restRoutes } from '#transport/rest/rest-api.ts';
import { reviewSubmissionBody } from '#transport/rest/route-docs/reviews.ts';
import { api, freshAddress, type ApiOptions } from '../support/api-request.ts';
import { createReview, ratingsOf, reviewBody } from '../factories/reviews.ts';
import { createUniversity } from '../factories/universities.ts';
import { createUserWithSession } from '../factories/users.ts';
import { createModerator } from '../support/trust.ts';
import { createRepresentative, mailedCode, universityWithDomain, verify } from '../support/students.ts';

type Call = { path: string; options?: ApiOptions };
let calls: Record<string, () => Promise<Call>>;

beforeAll(async () => {
  const uni = await createUniversity({ name: 'Openapi Replies University' });
  const other = await createUniversity();
  const author = await createUserWithSession();
  const liker = await createUserWithSession();
  const review = await createReview({ universityId: uni.id, userId: author.user.id, likedBy: [liker.user.id] });
  const toDelete = await createReview({ universityId: uni.id, userId: author.user.id });
  const moderator = await createModerator();
  const representative = await createRepresentative();
  const replied = await createReview({ universityId: representative.uni.id });
  const as = (token: string, body?: unknown): ApiOptions => ({ token, body, address: freshAddress() });
  const body = (value: unknown): ApiOptions => ({ body: value, address: freshAddress() });
  calls = {
    'POST /users/signup': async () => ({
      path: '/users/signup',
      options: body({ username: `oa_${Date.now()}`, email: `oa${Date.now()}@example.com`, password: 'Strong-Pass-1' }),
    }),
    'POST /users/login': async () => ({ path: '/users/login', options: body({ email: author.user.email, password: author.password }) }),
    'POST /users/logout': async () => ({
      path: '/users/logout',
      options: body({ refreshToken: (await createUserWithSession()).refreshToken }),
    }),
    'POST /users/refresh': async () => ({
      path: '/users/refresh',
      options: body({ refreshToken: (await createUserWithSession()).refreshToken }),
    }),
    'GET /users/verify': async () => ({ path: '/users/verify', options: as(author.token) }),
    'POST /users/forgotPassword': async () => ({ path: '/users/forgotPassword', options: body({ email: author.user.email }) }),
    'POST /users/validateResetToken': async () => ({
      path: '/users/validateResetToken',
      options: body({ token: await resetToken(author.user.id) }),
    }),
    'POST /users/resetPassword': async () => {
      const { user } = await createUserWithSession();
      return {
        path: '/users/resetPassword',
        options: body({ token: await resetToken(user.id), newPassword: 'New-Strong-1', confirmPassword: 'New-Strong-1' }),
      };
    },
    'PUT /users/updatePassword': async () => ({
      path: '/users/updatePassword',
      options: as((await createUserWithSession()).token, { newPassword: 'New-Strong-2', retypeNewPassword: 'New-Strong-2' }),
    }),
    'PUT /users/updateUsername': async () => ({
      path: '/users/updateUsername',
      options: as((await createUserWithSession()).token, { username: `renamed_${Date.now()}` }),
    }),
    'DELETE /users/delete': async () => ({ path: '/users/delete', options: as((await createUserWithSession()).token) }),
    'GET /users/getReviews': async () => ({ path: '/users/getReviews', options: as(author.token) }),
    'POST /users/verifyStudent': async () => {
      const { domain } = await universityWithDomain();
      return { path: '/users/verifyStudent', options: as((await createUserWithSession()).token, { email: `oa@${domain}` }) };
    },
    'POST /users/verifyStudent/confirm': async () => {
      const { token } = await createUserWithSession();
      const { domain } = await universityWithDomain();
      await verify(token, { email: `oa@${domain}` });
      return { path: '/users/verifyStudent/confirm', options: as(token, { code: await mailedCode(`oa@${domain}`) }) };
    },
    'GET /specificUni/getFeaturedUniversities': async () => ({ path: '/specificUni/getFeaturedUniversities' }),
    'GET /specificUni/all_university_ids': async () => ({ path: '/specificUni/all_university_ids' }),
    'GET /specificUni/university_name/{id}': async () => ({ path: `/specificUni/university_name/${uni.id}` }),
    'GET /specificUni/{id}': async () => ({ path: `/specificUni/${uni.id}` }),
    'GET /specificUni/{id}/reviews': async () => ({ path: `/specificUni/${uni.id}/reviews?page=1&limit=5&sort=popular` }),
    'GET /specificUni/{id}/stats': async () => ({ path: `/specificUni/${uni.id}/stats` }),
    'GET /searchUniversity/limit': async () => ({ path: '/searchUniversity/limit?query=openapi%20replies' }),
    'GET /searchUniversity/all': async () => ({ path: '/searchUniversity/all?query=openapi' }),
    'POST /reviews/submit': async () => ({
      path: '/reviews/submit',
      options: as((await createUserWithSession()).token, reviewSubmissionBody.parse(reviewBody(uni.id, { review_text: null }))),
    }),
    'GET /reviews/bulk-like-status': async () => ({
      path: `/reviews/bulk-like-status?reviewIds=${review.id},2147483646`,
      options: as(liker.token),
    }),
    'POST /reviews/{id}/like': async () => ({ path: `/reviews/${review.id}/like`, options: as((await createUserWithSession()).token) }),
    'GET /reviews/{id}/hasLiked': async () => ({ path: `/reviews/${review.id}/hasLiked`, options: as(liker.token) }),
    'DELETE /reviews/delete/{id}': async () => ({ path: `/reviews/delete/${toDelete.id}`, options: as(author.token) }),
    'GET /compare': async () => ({ path: `/compare?uni1=${uni.id}&uni2=${other.id}` }),
    'POST /email/submit-school': async () => ({
      path: '/email/submit-school',
      options: body({ name: 'Poly', country: 'Testland', website: 'https://poly.example', email: 'a@example.com' }),
    }),
    'POST /email/contact': async () => ({
      path: '/email/contact',
      options: body({ name: 'Ada', email: 'a@example.com', subject: 'general', message: 'Hello' }),
    }),
    'GET /openapi.json': async () => ({ path: '/openapi.json' }),
    'GET /open-data/universities.json': async () => ({ path: '/open-data/universities.json' }),
    'GET /open-data/universities.csv': async () => ({ path: '/open-data/universities.csv' }),
    'GET /users/export': async () => ({ path: '/users/export', options: as(liker.token) }),
    'GET /users/reports': async () => {
      const reporter = await createUserWithSession();
      await api('POST', `/reviews/${review.id}/report`, as(reporter.token, { reason: 'spam' }));
      return { path: '/users/reports', options: as(reporter.token) };
    },
    'POST /reviews/{id}/report': async () => ({
      path: `/reviews/${review.id}/report`,
      options: body({ reason: 'other', note: 'Reads like an advert.' }),
    }),
    'POST /reviews/{id}/appeal': async () => {
      const removed = await createReview({ universityId: other.id, userId: author.user.id });
      await api('POST', `/moderation/reviews/${removed.id}`, as(moderator.token, { action: 'remove', reason: 'Spam.' }));
      await settleBackgroundTasks(); // the author's removal mail
      return { path: `/reviews/${removed.id}/appeal`, options: as(author.token, { message: 'It is my honest opinion.' }) };
    },
    'PUT /reviews/{id}': async () => ({
      path: `/reviews/${review.id}`,
      options: as(author.token, { ...ratingsOf(5), review_text: 'Edited for the reply check.', comments: null }),
    }),
    'GET /moderation/queue': async () => ({ path: '/moderation/queue?view=reported&page=1', options: as(moderator.token) }),
    'GET /moderation/log': async () => ({ path: '/moderation/log', options: as(moderator.token) }),
    'POST /moderation/reviews/{id}': async () => ({
      path: `/moderation/reviews/${(await createReview({ universityId: other.id })).id}`,
      options: as(moderator.token, { action: 'publish', reason: 'Breaks no guideline.' }),
    }),
    'GET /countries': async () => ({ path: '/countries' }),
    'GET /countries/{code}/universities': async () => ({ path: '/countries/tl/universities?sort=ranking&category=housing' }),
    'GET /representative/reviews': async () => ({ path: '/representative/reviews?view=waiting', options: as(representative.token) }),
    'POST /reviews/{id}/reply': async () => ({
      path: `/reviews/${replied.id}/reply`,
      options: as(representative.token, { text: 'Thank you for the review; the library now opens at 7.' }),
    }),
    'PUT /reviews/{id}/reply': async () => {
      const review = await createReview({ universityId: representative.uni.id });
      await api('POST', `/reviews/${review.id}/reply`, as(representative.token, { text: 'A first answer.' }));
      return { path: `/reviews/${review.id}/reply`, options: as(representative.token, { text: 'A better answer.' }) };
    },
    'POST /reviews/{id}/reply/report': async () => {
      const review = await createReview({ universityId: representative.uni.id });
      await api('POST', `/reviews/${review.id}/reply`, as(representative.token, { text: 'An answer to report.' }));
      return { path: `/reviews/${review.id}/reply/report`, options: body({ reason: 'spam' }) };
    },
    'POST /reviews/{id}/reply/appeal': async () => {
      const review = await createReview({ universityId: representative.uni.id });
      await api('POST', `/reviews/${review.id}/reply`, as(representative.token, { text: 'An answer to remove.' }));
      await api('POST', `/moderation/reviews/${review.id}/reply`, as(moderator.token, { action: 'remove', reason: 'Off topic.' }));
      await settleBackgroundTasks();
      return { path: `/reviews/${review.id}/reply/appeal`, options: as(representative.token, { message: 'It answers the review.' }) };
    },
    'GET /moderation/replies': async () => ({ path: '/moderation/replies', options: as(moderator.token) }),
    'POST /moderation/reviews/{id}/reply': async () => {
      const review = await createReview({ universityId: representative.uni.id });
      await api('POST', `/reviews/${review.id}/reply`, as(representative.token, { text: 'Call us on 020 7946 0958.' }));
      return {
        path: `/moderation/reviews/${review.id}/reply`,
        options: as(moderator.token, { action: 'publish', reason: 'The office number is public.' }),
      };
    },
  };
});

/** A live reset token of the account, stored as the service stores one (only its hash). */
async function resetToken(userId: number): Promise<string> {
  const token = `openapi-reset-${userId}-${Date.now()}`;
  const createdAt = new Date();
  await db().passwordResetToken.create({
    data: { userId, tokenHash: hashSecretToken(token), createdAt, expiresAt: new Date(createdAt.getTime() + 3_600_000) },
    select: { id: true },
  });
  return token;
}

describe('real replies', () => {
  it('exist for every documented call', () => {
    expect(Object.keys(calls).sort()).toEqual(restRoutes.map((route) => `${route.method} ${route.path}`).sort());
  });

  it.each(restRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s matches its documented reply',
    async (key, route) => {
      const { path, options } = await calls[key]!();
      const reply = await api(route.method, path, options);
      expect(reply.status, JSON.stringify(reply.body)).toBe(route.doc.reply.status);
      const parsed = route.doc.reply.schema.safeParse(reply.body);
      expect(parsed.success ? [] : parsed.error.issues, JSON.stringify(reply.body).slice(0, 400)).toEqual([]);
    },
  );
});

describe('GET /api/openapi.json', () => {
  afterEach(() => {
    delete process.env.CORS_ORIGINS;
    resetSettingsForTests();
  });

  it('may be cached and revalidated with its ETag', async () => {
    const reply = await api('GET', '/openapi.json');
    expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
    expect(reply.headers.get('cache-control')).toBe('public, max-age=300');
    const etag = reply.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await api('GET', '/openapi.json', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(again.body).toBeUndefined();
    expect((await api('GET', '/openapi.json', { headers: { 'if-none-match': '"other"' } })).status).toBe(200);
  });

  it('follows the CORS rules of every call', async () => {
    process.env.CORS_ORIGINS = 'https://app.example';
    resetSettingsForTests();
    const allowed = await api('GET', '/openapi.json', { headers: { origin: 'https://app.example' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://app.example');
    const stranger = await api('GET', '/openapi.json', { headers: { origin: 'https://other.example' } });
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
    expect(stranger.headers.get('vary')).toMatch(/\bOrigin\b/);
    expect((await api('POST', '/openapi.json')).headers.get('allow')).toBe('GET, HEAD');
  });
});
