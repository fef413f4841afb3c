// What the fuzzer aims at: every REST route (src/transport/rest/rest-api.ts) and tRPC procedure
// (src/transport/trpc/root.ts), with the valid shapes of their inputs. A route missing from the
// shapes here is still fuzzed, with generic fields; add it so that valid-looking requests reach
// its deeper checks.
import { restRoutes } from '#transport/rest/rest-api.ts';
import { appRouter } from '#transport/trpc/root.ts';
import { RATING_CATEGORIES } from '#shared/reviews/ratings.ts';

export interface Target {
  label: string;
  method: string;
  /** '/api/...' with `{name}` parameters. */
  template: string;
  trpc: boolean;
  body?: Shape;
  query?: Shape;
  /** tRPC input, or null for a procedure without one. */
  input?: Shape | null;
}

export type FieldKind =
  | 'universityId'
  | 'reviewId'
  | 'reviewIdText'
  | 'reviewIdArray'
  | 'rating'
  | 'text'
  | 'bool'
  | 'email'
  | 'accountEmail'
  | 'password'
  | 'samePassword'
  | 'accountPassword'
  | 'username'
  | 'refreshToken'
  | 'secretToken'
  | 'url'
  | 'subject'
  | 'query'
  | 'page'
  | 'limit'
  | 'sort'
  | 'name'
  | 'message';

export type Shape = Record<string, FieldKind>;

const SIGNUP: Shape = { username: 'username', email: 'email', password: 'password' };
const LOGIN: Shape = { email: 'accountEmail', password: 'accountPassword' };
const REFRESH: Shape = { refreshToken: 'refreshToken' };
const FORGOT: Shape = { email: 'accountEmail' };
const VALIDATE_RESET: Shape = { token: 'secretToken' };
const RESET: Shape = { token: 'secretToken', newPassword: 'password', confirmPassword: 'samePassword' };
const UPDATE_PASSWORD: Shape = { newPassword: 'password', retypeNewPassword: 'samePassword' };
const USERNAME: Shape = { username: 'username' };
const REVIEW: Shape = {
  university_id: 'universityId',
  ...Object.fromEntries(RATING_CATEGORIES.map((category) => [category.field, 'rating' as const])),
  review_text: 'text',
  comments: 'text',
  is_anonymous: 'bool',
};
const SCHOOL: Shape = { name: 'name', country: 'name', website: 'url', email: 'email' };
const CONTACT: Shape = { name: 'name', email: 'email', subject: 'subject', message: 'message' };
const PAGE: Shape = { page: 'page', limit: 'limit', sort: 'sort' };
const SEARCH: Shape = { query: 'query' };
const COMPARE: Shape = { uni1: 'universityId', uni2: 'universityId' };

const REST_INPUTS: Record<string, { body?: Shape; query?: Shape }> = {
  'POST /users/signup': { body: SIGNUP },
  'POST /users/login': { body: LOGIN },
  'POST /users/logout': { body: REFRESH },
  'POST /users/refresh': { body: REFRESH },
  'POST /users/forgotPassword': { body: FORGOT },
  'POST /users/validateResetToken': { body: VALIDATE_RESET },
  'POST /users/resetPassword': { body: RESET },
  'PUT /users/updatePassword': { body: UPDATE_PASSWORD },
  'PUT /users/updateUsername': { body: USERNAME },
  'GET /specificUni/{id}/reviews': { query: PAGE },
  'GET /searchUniversity/limit': { query: SEARCH },
  'GET /searchUniversity/all': { query: SEARCH },
  'POST /reviews/submit': { body: REVIEW },
  'GET /reviews/bulk-like-status': { query: { reviewIds: 'reviewIdText' } },
  'GET /compare': { query: COMPARE },
  'POST /email/submit-school': { body: SCHOOL },
  'POST /email/contact': { body: CONTACT },
};

const TRPC_INPUTS: Record<string, Shape | null> = {
  'account.signup': SIGNUP,
  'account.login': LOGIN,
  'account.logout': REFRESH,
  'account.refresh': REFRESH,
  'account.me': null,
  'account.forgotPassword': FORGOT,
  'account.validateResetToken': VALIDATE_RESET,
  'account.resetPassword': RESET,
  'account.updatePassword': UPDATE_PASSWORD,
  'account.updateUsername': USERNAME,
  'account.deleteAccount': null,
  'account.myReviews': null,
  'universities.featured': null,
  'universities.byId': { id: 'universityId' },
  'universities.reviews': { universityId: 'universityId', ...PAGE },
  'universities.suggest': SEARCH,
  'universities.search': SEARCH,
  'reviews.submit': REVIEW,
  'reviews.toggleLike': { reviewId: 'reviewId' },
  'reviews.hasLiked': { reviewId: 'reviewId' },
  'reviews.likeStatus': { reviewIds: 'reviewIdArray' },
  'reviews.delete': { reviewId: 'reviewId' },
  'compare.get': COMPARE,
  'mail.submitSchool': SCHOOL,
  'mail.contact': CONTACT,
};

/** Calls after whose success the account's tokens (or password, or the account) are gone. */
export const SESSION_ENDING =
  /\/users\/(delete|updatePassword|logout|refresh|resetPassword)\b|account\.(deleteAccount|updatePassword|logout|refresh|resetPassword)\b/;
/** Calls whose success adds a review the fuzz account owns (its id joins the pool). */
export const REVIEW_CREATING = /\/reviews\/submit\b|reviews\.submit\b/;

/** Every REST route and tRPC procedure, with the shapes of their inputs. */
export function fuzzTargets(): Target[] {
  const rest: Target[] = restRoutes.map((route) => ({
    label: `${route.method} /api${route.path}`,
    method: route.method,
    template: `/api${route.path}`,
    trpc: false,
    ...REST_INPUTS[`${route.method} ${route.path}`],
  }));
  const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { type: 'query' | 'mutation' | 'subscription' } }>;
  const trpc: Target[] = Object.entries(procedures).map(([name, procedure]) => ({
    label: `trpc ${name}`,
    method: procedure._def.type === 'query' ? 'GET' : 'POST',
    template: `/api/trpc/${name}`,
    trpc: true,
    input: name in TRPC_INPUTS ? TRPC_INPUTS[name] : { value: 'text' },
  }));
  return [...rest, ...trpc];
}
