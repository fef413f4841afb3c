// A property-based fuzzer for everything under /api, through a running server. fast-check builds
// random requests from the REST route table (src/transport/rest/rest-api.ts) and the tRPC
// procedures (src/transport/trpc/root.ts): any method, valid paths with random or garbage
// segments, percent-escapes, unicode and very long paths, query strings, headers (Authorization
// with garbage, expired, forged and valid tokens; content types; odd Host, Expect and others) and
// bodies (valid shapes with mutated fields, wrong types, huge strings, deep nesting, invalid JSON).
// The property of every reply: no 5xx, and under /api a JSON body (content-type application/json,
// JSON.parse accepts it, an `error` on 4xx: a string for REST, tRPC's own object for tRPC); and
// at the end the server still answers. The same seed gives the same requests (ids and tokens are
// filled in from the server when a request is sent). Used by `npm run fuzz` (scripts/fuzz.ts)
// and by the browser tier (tests/e2e/api-fuzz.test.ts).
import http from 'node:http';
import fc from 'fast-check';
import { SignJWT, decodeJwt } from 'jose';
import { restRoutes } from '#transport/rest/rest-api.ts';
import { appRouter } from '#transport/trpc/root.ts';
import { RATING_CATEGORIES } from '#shared/reviews/ratings.ts';
import { CONTACT_SUBJECTS } from '#shared/schemas/mail-forms.ts';

// ---------------------------------------------------------------------------------------------
// What a request is made of. Ids and tokens are references, filled in when the request is sent;
// large values are recipes, built then too, so that a sample stays small.

type RefKind = 'universityId' | 'reviewId' | 'refreshToken' | 'accountEmail' | 'accountPassword';

/** A value from the server under test: an id it holds, or one of the fuzzer's accounts. */
class Ref {
  constructor(
    readonly kind: RefKind,
    readonly pick: number,
    readonly asText = false,
  ) {}
}

type BigKind = 'repeat' | 'escapes' | 'deepArray' | 'deepObject' | 'wideObject';

/** A large value, built when sent: a long string, or JSON nested or widened `size` times. */
class Big {
  constructor(
    readonly kind: BigKind,
    readonly size: number,
  ) {}
}

type Value = null | boolean | number | string | Ref | Big | Value[] | { [key: string]: Value };

/** A query-string value, percent-encoded when sent unless `raw`. */
class QueryValue {
  constructor(
    readonly value: Piece,
    readonly raw: boolean,
  ) {}
}

/** A Value sent as JSON text (a tRPC `input`). */
class JsonText {
  constructor(readonly value: Value) {}
}

/** A piece of a path or query. */
type Piece = Value | QueryValue | JsonText;

type AuthKind =
  | 'none'
  | 'valid'
  | 'validLowercase'
  | 'expired'
  | 'forged'
  | 'otherKey'
  | 'algNone'
  | 'garbage'
  | 'empty'
  | 'basic'
  | 'huge'
  | 'twoTokens';

type BodySpec = { kind: 'json'; value: Value } | { kind: 'text'; text: string } | { kind: 'big'; big: Big };

export interface RequestSpec {
  /** The route or procedure this request was built from, e.g. `POST /api/users/login`, `trpc account.login`. */
  target: string;
  method: string;
  /** Path and query as sent, in pieces. */
  path: Piece[];
  auth: AuthKind;
  /** Which fuzz account a valid token or a Ref belongs to. */
  account: number;
  contentType: string | null;
  headers: [string, string][];
  body: BodySpec | null;
  chunked: boolean;
}

interface Target {
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

// ---------------------------------------------------------------------------------------------
// Valid shapes of the inputs, by route and procedure. A route missing here is still fuzzed,
// with generic fields; add it so that valid-looking requests reach its deeper checks.

type FieldKind =
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

type Shape = Record<string, FieldKind>;

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
const SESSION_ENDING = /\/users\/(delete|updatePassword|logout|refresh|resetPassword)\b|account\.(deleteAccount|updatePassword|logout|refresh|resetPassword)\b/;
/** Calls whose success adds a review the fuzz account owns (its id joins the pool). */
const REVIEW_CREATING = /\/reviews\/submit\b|reviews\.submit\b/;

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

// ---------------------------------------------------------------------------------------------
// Arbitraries.

const HUGE_SIZES = [256, 300, 1_001, 5_001, 10_000, 100_000, 120_000];
const DEEP_SIZES = [50, 1_000, 10_000, 40_000];

const ODD_STRINGS = [
  '', ' ', '\u0000', 'a\u0000b', `'; DROP TABLE "User"; --`, '" OR 1=1 --', '<script>alert(1)</script>', 'é漢字😀\u202e\ufeff',
  '\ud800', '\udfff', '%', '%00', '%ff', '../../etc/passwd', '${7*7}', '{{7*7}}', '__proto__', 'constructor', 'toString', 'null',
  'undefined', 'true', '-1', '0', '1e309', 'NaN', 'Infinity', '0x10', '1.5', ' 1 ', '1,2', '\n', '\r\n', '\t', '\u2028', 'a'.repeat(64),
  'user@example.com', 'Fuzz-Pass-1!',
];
const RAW_BODIES = [
  '{', '{"a":', 'null', '[]', '"text"', '123', 'true', '\u0000', '{"a":1}{"b":2}', '{"a":1,}', "{'a':1}", '{"a":NaN}', '{"__proto__":{"x":1}}',
  '\ufeff{}', '{"a":"\\ud800"}', '{"a":"\\u0000"}', 'undefined', '  ', '\r\n', '{"a":1e999999}', '[' + '1,'.repeat(1000) + '1]',
];

const pick = fc.nat({ max: 1_000 });
const ref = (kind: RefKind, asText = false) => pick.map((n) => new Ref(kind, n, asText));
const big = (kinds: BigKind[], sizes: number[]) =>
  fc.tuple(fc.constantFrom(...kinds), fc.constantFrom(...sizes)).map(([kind, size]) => new Big(kind, size));

const oddString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...ODD_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
);

const oddValue: fc.Arbitrary<Value> = fc.oneof(
  { weight: 6, arbitrary: oddString },
  { weight: 3, arbitrary: fc.constantFrom<Value>(0, -1, 1.5, 1e308, -1e308, 2 ** 53 + 1, 2147483648, -0, true, false, null) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true }) },
  { weight: 2, arbitrary: fc.constantFrom<Value>([], {}, { $gt: '' }, { toString: 'x' }, ['a'], [1, 2], [null], { nested: { deeper: true } }) },
  { weight: 2, arbitrary: big(['repeat', 'deepArray', 'deepObject', 'wideObject'], [...HUGE_SIZES, ...DEEP_SIZES]) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Value> },
);

const emailArb = fc
  .tuple(fc.stringMatching(/^[a-z][a-z0-9.]{0,10}[a-z0-9]$/), fc.constantFrom('example.com', 'example.org', 'uni.example.edu'))
  .map(([user, domain]) => `${user}@${domain}`);
const passwordArb = fc.oneof(
  fc.constantFrom('Fuzz-Pass-1!', 'Abcdefg1!', 'Another-Good-2', 'weak', 'lowercaseonly', 'NoDigits!!'),
  fc.string({ minLength: 8, maxLength: 40 }),
);

const FIELDS: Record<FieldKind, fc.Arbitrary<Value>> = {
  universityId: fc.oneof({ weight: 4, arbitrary: ref('universityId') }, { weight: 1, arbitrary: ref('universityId', true) }),
  reviewId: fc.oneof({ weight: 4, arbitrary: ref('reviewId') }, { weight: 1, arbitrary: ref('reviewId', true) }),
  reviewIdText: fc.array(ref('reviewId'), { minLength: 1, maxLength: 6 }),
  reviewIdArray: fc.array(ref('reviewId'), { minLength: 1, maxLength: 6 }),
  rating: fc.integer({ min: 1, max: 5 }),
  text: fc.oneof(fc.constant(null), fc.string({ maxLength: 200 }), fc.lorem({ maxCount: 20 })),
  bool: fc.boolean(),
  email: emailArb,
  accountEmail: fc.oneof({ weight: 3, arbitrary: ref('accountEmail') }, { weight: 1, arbitrary: emailArb }),
  password: passwordArb,
  samePassword: fc.constant(null),
  accountPassword: fc.oneof({ weight: 3, arbitrary: ref('accountPassword') }, { weight: 1, arbitrary: passwordArb }),
  username: fc.oneof(fc.stringMatching(/^[a-z][a-z0-9_]{2,15}$/), fc.string({ minLength: 1, maxLength: 30 })),
  refreshToken: fc.oneof({ weight: 3, arbitrary: ref('refreshToken') }, { weight: 1, arbitrary: fc.stringMatching(/^[0-9a-f]{64}$/) }),
  secretToken: fc.oneof(fc.stringMatching(/^[0-9a-f]{64}$/), fc.stringMatching(/^[A-Za-z0-9_-]{20,50}$/)),
  url: fc.oneof(fc.webUrl(), fc.constantFrom('example.com', 'javascript:alert(1)', 'ftp://x', 'http://', 'https://a.b/' + 'p'.repeat(3000))),
  subject: fc.constantFrom(...CONTACT_SUBJECTS, 'nope'),
  query: fc.oneof(fc.constantFrom('univ', 'Harvard', 'MIT', 'a', 'é', 'Ünï', 'of', 'st'), fc.string({ minLength: 1, maxLength: 30 })),
  page: fc.oneof(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 2147483647 })),
  limit: fc.integer({ min: 1, max: 50 }),
  sort: fc.constantFrom('recent', 'popular'),
  name: fc.string({ minLength: 1, maxLength: 60 }),
  message: fc.oneof(fc.lorem({ maxCount: 40 }), fc.string({ minLength: 1, maxLength: 400 })),
};

/** An object of the shape with plausible values (a repeated password equal to the first). */
function validObject(shape: Shape): fc.Arbitrary<Record<string, Value>> {
  const entries = Object.entries(shape);
  return fc.record(Object.fromEntries(entries.map(([name, kind]) => [name, FIELDS[kind]]))).map((record) => {
    const object = { ...record } as Record<string, Value>;
    const first = entries.find(([, kind]) => kind === 'password')?.[0];
    for (const [name, kind] of entries) if (kind === 'samePassword') object[name] = first ? object[first]! : 'Fuzz-Pass-1!';
    return object;
  });
}

const EXTRA_KEYS = ['__proto__', 'constructor', 'prototype', 'id', 'user_id', 'userId', 'isAdmin', 'role', 'university_name', '', ' ', 'é'];

/** Mostly plausible objects of the shape, one or all fields made odd, missing or extra fields. */
function mutatedObject(shape: Shape): fc.Arbitrary<Value> {
  const names = Object.keys(shape);
  const valid = validObject(shape);
  if (names.length === 0) {
    return fc.oneof(fc.constant({}), fc.dictionary(fc.constantFrom(...EXTRA_KEYS), oddValue, { maxKeys: 3 }));
  }
  return fc.oneof(
    { weight: 4, arbitrary: valid },
    {
      weight: 5,
      arbitrary: fc.tuple(valid, fc.constantFrom(...names), oddValue).map(([object, name, value]) => ({ ...object, [name]: value })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(valid, fc.constantFrom(...names)).map(([object, name]) => {
        const copy = { ...object };
        delete copy[name];
        return copy;
      }),
    },
    { weight: 1, arbitrary: fc.record(Object.fromEntries(names.map((name) => [name, oddValue]))) },
    {
      weight: 1,
      arbitrary: fc.tuple(valid, fc.constantFrom(...EXTRA_KEYS), oddValue).map(([object, key, value]) => ({ ...object, [key]: value })),
    },
  );
}

const RAW_SEGMENTS = [
  '%ff', '%', '%%', '%0A', '%0D', '%0d%0a', '%00', '%E0%A4%A', '%C0%AE', '%u0041', '%2F', '%2f..', '%2e%2e', '..', '.', ';', 'a;b=c',
  '%25', '%2525252525252525252541', '%25252525252525252525252541', '%E2%80%A8', '%20', '+', '*', '\\', '%5C', '%3F', '%23', '#x',
  '%C3%A9', '%F0%9F%98%80', '%ED%A0%80', '%EF%BF%BF', '~', "!$&'()*,=", ':', '@', '[]',
];

/** A path segment in place of `{id}`. */
function idSegment(kind: RefKind): fc.Arbitrary<Value> {
  return fc.oneof(
    { weight: 8, arbitrary: ref(kind) },
    { weight: 1, arbitrary: fc.integer().map(String) },
    {
      weight: 2,
      arbitrary: fc.constantFrom('0', '-1', '2147483647', '2147483648', '99999999999999999999', '1.5', '1e3', '01', '0x1', 'abc', 'null', 'NaN'),
    },
    { weight: 3, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
    { weight: 2, arbitrary: oddString.map(percentEncode) },
    { weight: 1, arbitrary: fc.string({ unit: fc.integer({ min: 0x80, max: 0xff }).map((code) => String.fromCharCode(code)), maxLength: 8 }) },
    { weight: 1, arbitrary: big(['repeat', 'escapes'], [300, 2_000, 8_000, 20_000]) },
  );
}

/** What may follow the path. */
const pathSuffix: fc.Arbitrary<Value> = fc.oneof(
  { weight: 20, arbitrary: fc.constant('') },
  { weight: 2, arbitrary: fc.constantFrom('/', '//', '///', '/.', '/..', '/x', '/1', '/abc/def', '/%0A', '%0A', '%ff', '%', '/%00', '\\', ';x') },
  { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS).map((segment) => `/${segment}`) },
  { weight: 1, arbitrary: oddString.map((text) => `/${percentEncode(text)}`) },
  { weight: 1, arbitrary: big(['repeat', 'escapes'], [2_000, 20_000]).map((value) => ['/', value] as Value) },
);

/** A literal segment, rarely replaced, re-cased or partly escaped. */
function literalSegment(segment: string): fc.Arbitrary<Value> {
  if (segment === 'api') return fc.oneof({ weight: 40, arbitrary: fc.constant('api') }, { weight: 1, arbitrary: fc.constantFrom('API', 'ap%69', '%61pi') });
  return fc.oneof(
    { weight: 30, arbitrary: fc.constant(segment) },
    { weight: 1, arbitrary: fc.constant(segment.toUpperCase()) },
    { weight: 1, arbitrary: fc.constant(escapeFirst(segment)) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
  );
}

function restPath(target: Target): fc.Arbitrary<Piece[]> {
  const segments = target.template.split('/').slice(1);
  const kind: RefKind = /review/i.test(target.template) ? 'reviewId' : 'universityId';
  const parts = segments.map((segment) => (/^\{\w+\}$/.test(segment) ? idSegment(kind) : literalSegment(segment)));
  return fc.tuple(fc.tuple(...parts), pathSuffix).map(([values, suffix]): Piece[] => [...values.flatMap((value): Value[] => ['/', value]), suffix]);
}

const PROCEDURE_NAMES = ['nope', 'account.nope', 'account', '__proto__', 'constructor', 'toString', 'account.__proto__', 'account.constructor', '', '.', 'account..login'];

function trpcPath(target: Target, names: string[]): fc.Arbitrary<Piece[]> {
  const name = target.template.slice('/api/trpc/'.length);
  const procedure = fc.oneof(
    { weight: 30, arbitrary: fc.constant<Value>(name) },
    { weight: 1, arbitrary: fc.constantFrom<Value>(...PROCEDURE_NAMES) },
    { weight: 1, arbitrary: fc.constantFrom(...names).map((other) => `${name},${other}`) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS).map((segment) => `${name}${segment}`) },
    { weight: 1, arbitrary: oddString.map(percentEncode) },
  );
  return fc
    .tuple(literalSegment('api'), literalSegment('trpc'), procedure, pathSuffix)
    .map(([api, trpc, proc, suffix]): Piece[] => ['/', api, '/', trpc, '/', proc, suffix]);
}

const RAW_QUERIES = ['', '&', '&&&', '=', '%', '%ff', 'a=%ff', 'a=%', '%%=%%', 'page=1&page=2', 'query', 'input', 'input=', 'batch=1', '?', '#', 'a=1#b', '&=&=', '__proto__=1', 'constructor[prototype][x]=1'];

/** `name=value` pairs from an object, mostly well encoded, sometimes raw. */
function queryFrom(object: fc.Arbitrary<Value>): fc.Arbitrary<Piece[]> {
  return fc.tuple(object, fc.boolean(), fc.constantFrom(...RAW_QUERIES), fc.nat({ max: 9 })).map(([value, raw, extra, roll]) => {
    const pairs: Piece[] = [];
    if (value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Ref) && !(value instanceof Big)) {
      for (const [name, field] of Object.entries(value)) pairs.push(pairs.length ? '&' : '', percentEncode(name), '=', new QueryValue(field, raw && roll < 2));
    }
    if (roll >= 8) pairs.push(pairs.length ? '&' : '', extra);
    return pairs;
  });
}

function restQuery(target: Target): fc.Arbitrary<Piece[]> {
  const object = target.query ? mutatedObject(target.query) : fc.dictionary(fc.constantFrom('page', 'limit', 'sort', 'query', 'reviewIds', 'uni1', 'uni2', 'x'), oddValue, { maxKeys: 3 });
  return fc.oneof({ weight: target.query ? 1 : 4, arbitrary: fc.constant<Piece[]>([]) }, { weight: target.query ? 6 : 1, arbitrary: queryFrom(object) });
}

function trpcInputValue(target: Target): fc.Arbitrary<Value> {
  if (target.input === null || target.input === undefined) {
    return fc.oneof({ weight: 4, arbitrary: fc.constant<Value>(null) }, { weight: 1, arbitrary: oddValue });
  }
  return fc.oneof({ weight: 8, arbitrary: mutatedObject(target.input) }, { weight: 1, arbitrary: oddValue });
}

const TRPC_RAW_INPUTS = ['%ff', '%', '{', 'undefined', '%7B%22a%22', '[]', '%5B1%5D', 'null', '""', '{"0":{}}', '%7B%7D%7D'];

function trpcQuery(target: Target): fc.Arbitrary<Piece[]> {
  const input = fc.oneof(
    { weight: 8, arbitrary: trpcInputValue(target).map((value): Piece[] => ['input=', new QueryValue(new JsonText(value), false)]) },
    { weight: 1, arbitrary: fc.constantFrom(...TRPC_RAW_INPUTS).map((raw): Piece[] => ['input=', raw]) },
    { weight: 2, arbitrary: fc.constant<Piece[]>([]) },
  );
  return fc.tuple(input, fc.nat({ max: 19 }), fc.constantFrom(...RAW_QUERIES)).map(([pieces, roll, extra]) => {
    if (roll === 0) return [...pieces, pieces.length ? '&' : '', 'batch=1'];
    if (roll === 1) return [...pieces, pieces.length ? '&' : '', extra];
    return pieces;
  });
}

function bodyFor(target: Target): fc.Arbitrary<BodySpec | null> {
  const shape = target.trpc ? target.input : target.body;
  const structured: fc.Arbitrary<Value> = target.trpc ? trpcInputValue(target) : shape ? mutatedObject(shape) : fc.constant<Value>({});
  const hasBody = target.method === 'POST' || target.method === 'PUT';
  return fc.oneof(
    { weight: hasBody ? 12 : 1, arbitrary: structured.map((value): BodySpec => ({ kind: 'json', value })) },
    { weight: 1, arbitrary: oddValue.map((value): BodySpec => ({ kind: 'json', value })) },
    { weight: 1, arbitrary: fc.oneof(fc.constantFrom(...RAW_BODIES), fc.string({ unit: 'binary', maxLength: 60 })).map((text): BodySpec => ({ kind: 'text', text })) },
    { weight: 1, arbitrary: big(['repeat', 'deepArray', 'deepObject', 'wideObject'], [...HUGE_SIZES, ...DEEP_SIZES]).map((value): BodySpec => ({ kind: 'big', big: value })) },
    { weight: hasBody ? 1 : 12, arbitrary: fc.constant(null) },
  );
}

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS', 'TRACE', 'PROPFIND', 'PURGE', 'FOO'];

const authArb = fc.oneof(
  { weight: 10, arbitrary: fc.constant<AuthKind>('valid') },
  { weight: 6, arbitrary: fc.constant<AuthKind>('none') },
  {
    weight: 6,
    arbitrary: fc.constantFrom<AuthKind>('validLowercase', 'expired', 'forged', 'otherKey', 'algNone', 'garbage', 'empty', 'basic', 'huge', 'twoTokens'),
  },
);

const CONTENT_TYPES = [
  'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=xyz', 'multipart/form-data', 'application/octet-stream',
  'application/json; charset=utf-16', 'application/json; charset=latin1', 'garbage', '', 'application/jsonl', 'application/json, text/html',
  'APPLICATION/JSON', 'application/json;;;', 'text/html',
];

const HOSTS = ['evil.example', 'a b', 'x/y', '', 'localhost:1', '[::1]', 'h?x', 'h#x', 'u@h', 'h'.repeat(300), '1.2.3.999', 'localhost:99999', 'localhost/api/users/verify', '%41'];

const extraHeader: fc.Arbitrary<[string, string]> = fc.oneof(
  fc.constantFrom<[string, string]>(
    ['origin', 'https://evil.example'],
    ['origin', 'null'],
    ['accept', 'text/html'],
    ['accept', '*/*'],
    ['accept', 'application/json'],
    ['x-forwarded-for', '1.2.3.4, garbage'],
    ['x-forwarded-host', 'evil.example'],
    ['x-forwarded-proto', 'gopher'],
    ['cookie', 'session=garbage; a=%ff'],
    ['content-encoding', 'gzip'],
    ['accept-encoding', 'gzip, br'],
    ['expect', '100-continue'],
    ['expect', 'garbage'],
    ['trpc-accept', 'application/jsonl'],
    ['trpc-batch-mode', 'stream'],
    ['x-http-method-override', 'DELETE'],
    ['range', 'bytes=0-1'],
    ['if-none-match', '*'],
    ['connection', 'close'],
    ['user-agent', 'x'.repeat(2000)],
  ),
  fc.constantFrom(...HOSTS).map((host): [string, string] => ['host', host]),
  fc.constant<[string, string]>(['host', '\u0000absent']),
  fc
    .tuple(fc.stringMatching(/^[a-z][a-z0-9-]{0,20}$/), fc.string({ maxLength: 60 }))
    .filter(([name]) => !['content-length', 'transfer-encoding', 'host', 'connection', 'upgrade', 'expect', 'authorization'].includes(name)),
);

function requestFor(target: Target, names: string[]): fc.Arbitrary<RequestSpec> {
  const path = target.trpc ? trpcPath(target, names) : restPath(target);
  const query = target.trpc && target.method === 'GET' ? trpcQuery(target) : target.trpc ? fc.constant<Piece[]>([]) : restQuery(target);
  const method = fc.oneof({ weight: 8, arbitrary: fc.constant(target.method) }, { weight: 2, arbitrary: fc.constantFrom(...METHODS) });
  const contentType = fc.oneof(
    { weight: 8, arbitrary: fc.constant<string | null>('application/json') },
    { weight: 2, arbitrary: fc.constant<string | null>(null) },
    { weight: 2, arbitrary: fc.constantFrom<string | null>(...CONTENT_TYPES) },
  );
  return fc
    .record({
      path,
      query,
      method,
      auth: authArb,
      account: fc.nat({ max: 1_000 }),
      contentType,
      headers: fc.array(extraHeader, { maxLength: 2 }),
      body: bodyFor(target),
      chunked: fc.nat({ max: 4 }).map((n) => n === 0),
    })
    .map(({ path: pathPieces, query: queryPieces, body, method: chosen, ...rest }) => ({
      target: target.label,
      method: chosen,
      path: queryPieces.length ? [...pathPieces, '?', ...queryPieces] : pathPieces,
      body: target.trpc && chosen === 'GET' ? (body && body.kind !== 'json' ? body : null) : body,
      ...rest,
    }));
}

/** Requests to every target, equally often. */
export function requestArbitrary(targets: Target[] = fuzzTargets()): fc.Arbitrary<RequestSpec> {
  const names = targets.filter((target) => target.trpc).map((target) => target.template.slice('/api/trpc/'.length));
  return fc.oneof(...targets.map((target) => requestFor(target, names)));
}

/** `count` requests for a seed: the same seed gives the same requests, in chunks so that a long run needs little memory. */
export function* generateRequests(seed: number, count: number, targets: Target[] = fuzzTargets()): Generator<RequestSpec> {
  const arbitrary = requestArbitrary(targets);
  const CHUNK = 250;
  for (let start = 0, chunk = 0; start < count; start += CHUNK, chunk++) {
    const chunkSeed = (seed + Math.imul(chunk, 0x9e3779b1)) | 0;
    yield* fc.sample(arbitrary, { seed: chunkSeed, numRuns: Math.min(CHUNK, count - start) });
  }
}

// ---------------------------------------------------------------------------------------------
// Sending.

interface Account {
  email: string;
  password: string;
  token: string;
  refreshToken: string;
}

/** What the fuzzer knows of the server under test: ids, and accounts of its own with live tokens. */
export class FuzzSession {
  universityIds: number[] = [];
  reviewIds: number[] = [];
  accounts: Account[] = [];
  private renewing = new Map<number, Promise<void>>();
  private made = 0;

  constructor(
    readonly baseURL: string,
    readonly authSecret: string,
    readonly agent: http.Agent,
  ) {}

  static async open(baseURL: string, authSecret: string, options: { accounts?: number; concurrency?: number } = {}): Promise<FuzzSession> {
    const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency ?? 8 });
    const session = new FuzzSession(baseURL, authSecret, agent);
    const ids = await session.getJson('/api/specificUni/all_university_ids');
    session.universityIds = Array.isArray(ids) ? ids.map((row: { id: number }) => row.id) : [];
    for (const id of session.universityIds.slice(0, 5)) {
      const page = await session.getJson(`/api/specificUni/${id}/reviews?limit=50`);
      for (const review of page?.reviews ?? []) session.reviewIds.push(Number(review.id));
    }
    for (let i = 0; i < (options.accounts ?? 3); i++) session.accounts.push(await session.newAccount());
    return session;
  }

  close() {
    this.agent.destroy();
  }

  private async getJson(path: string) {
    const reply = await send(this.baseURL, this.agent, { method: 'GET', path, headers: {}, body: null, chunked: false });
    return reply.status === 200 ? JSON.parse(reply.body.toString('utf8')) : null;
  }

  private async postJson(path: string, body: unknown) {
    const reply = await send(this.baseURL, this.agent, {
      method: 'POST',
      path,
      headers: { 'content-type': 'application/json' },
      body: Buffer.from(JSON.stringify(body)),
      chunked: false,
    });
    return { status: reply.status, json: reply.body.length ? JSON.parse(reply.body.toString('utf8')) : null };
  }

  private async login(email: string, password: string): Promise<Account | null> {
    const reply = await this.postJson('/api/users/login', { email, password });
    return reply.status === 200 ? { email, password, token: reply.json.token, refreshToken: reply.json.refreshToken } : null;
  }

  private async newAccount(): Promise<Account> {
    const n = ++this.made;
    const email = `fuzz${n}.${Date.now().toString(36)}@example.com`;
    const password = 'Fuzz-Pass-1!';
    const signup = await this.postJson('/api/users/signup', { username: `fuzz_${n}_${Date.now().toString(36)}`, email, password });
    if (signup.status !== 201) throw new Error(`The fuzzer could not sign up (${signup.status} ${JSON.stringify(signup.json)})`);
    const account = await this.login(email, password);
    if (!account) throw new Error('The fuzzer could not log in');
    return account;
  }

  /** Logs the account in again, or replaces it when it is gone (deleted, or its password changed). */
  renew(slot: number): Promise<void> {
    const running = this.renewing.get(slot);
    if (running) return running;
    const work = (async () => {
      const old = this.accounts[slot]!;
      this.accounts[slot] = (await this.login(old.email, old.password)) ?? (await this.newAccount());
    })()
      .catch(() => undefined)
      .finally(() => this.renewing.delete(slot));
    this.renewing.set(slot, work);
    return work;
  }

  account(pick: number): Account {
    return this.accounts[pick % this.accounts.length]!;
  }

  /** A reference's value; account values come from the request's account. */
  resolve(ref: Ref, accountPick: number): string | number {
    const fromList = (list: number[]) => (list.length ? list[ref.pick % list.length]! : ref.pick + 1);
    const account = this.account(accountPick);
    const value = {
      universityId: () => fromList(this.universityIds),
      reviewId: () => fromList(this.reviewIds),
      refreshToken: () => account.refreshToken,
      accountEmail: () => account.email,
      accountPassword: () => account.password,
    }[ref.kind]();
    return ref.asText ? String(value) : value;
  }

  async authorization(kind: AuthKind, pick: number): Promise<string | null> {
    const token = this.account(pick).token;
    const [header, payload] = token.split('.');
    const claims = decodeJwt(token);
    const key = (secret: string) => new TextEncoder().encode(secret);
    switch (kind) {
      case 'none':
        return null;
      case 'valid':
        return `Bearer ${token}`;
      case 'validLowercase':
        return `bearer   ${token}  `;
      case 'expired': {
        const past = Math.floor(Date.now() / 1000) - 3600;
        const expired = await new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setIssuedAt(past - 900).setExpirationTime(past).sign(key(this.authSecret));
        return `Bearer ${expired}`;
      }
      case 'forged': {
        const other = Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url');
        return `Bearer ${header}.${other}.${token.split('.')[2]}`;
      }
      case 'otherKey':
        return `Bearer ${await new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256' }).sign(key('another-secret-that-is-long-enough-for-hs256'))}`;
      case 'algNone':
        return `Bearer ${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
      case 'garbage':
        return 'Bearer garbage';
      case 'empty':
        return 'Bearer ';
      case 'basic':
        return `Basic ${Buffer.from('user:pass').toString('base64')}`;
      case 'huge':
        return `Bearer ${'a'.repeat(200)}.${'b'.repeat(4000)}.${'c'.repeat(200)}`;
      case 'twoTokens':
        return `Bearer ${token} ${token}`;
    }
  }
}

interface Outgoing {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: Buffer | null;
  chunked: boolean;
  setHost?: boolean;
}

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** Sent a second time after a connection reset before any reply. */
  resent?: boolean;
}

const REPLY_TIMEOUT_MS = 30_000;

/**
 * One request over node:http (it allows raw paths and any header); resolves with the reply or
 * rejects with why none came. A connection reset before any reply is tried once more on a new
 * connection (`resent`): a reused keep-alive connection may have been closed as idle just as it
 * was picked (Node's documented race), and such resets are counted rather than failed. Not for
 * requests the server may refuse unread (`expectReset`): a reset is one of their endings.
 */
async function send(baseURL: string, agent: http.Agent, out: Outgoing, expectReset = false): Promise<Reply> {
  try {
    return await sendOnce(baseURL, agent, out);
  } catch (error) {
    if (expectReset || (error as NodeJS.ErrnoException).code !== 'ECONNRESET' || (error as { replied?: boolean }).replied) throw error;
    try {
      return { ...(await sendOnce(baseURL, false, out)), resent: true };
    } catch (again) {
      throw Object.assign(again as Error, { retried: true });
    }
  }
}

function sendOnce(baseURL: string, agent: http.Agent | false, out: Outgoing): Promise<Reply> {
  const url = new URL(baseURL);
  return new Promise((resolve, reject) => {
    let request: http.ClientRequest;
    try {
      request = http.request({
        host: url.hostname,
        port: url.port,
        method: out.method,
        path: out.path,
        headers: out.headers,
        agent,
        setHost: out.setHost ?? true,
      });
    } catch (error) {
      reject(error);
      return;
    }
    request.setTimeout(REPLY_TIMEOUT_MS, () => request.destroy(new Error(`no reply within ${REPLY_TIMEOUT_MS / 1000} s`)));
    let replied = false;
    request.on('response', (response) => {
      replied = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', (error) => reject(Object.assign(error, { replied })));
    });
    request.on('error', (error) => reject(Object.assign(error, { replied })));
    // A body the server refused before it was all sent can fail to write; the reply still counts.
    if (out.body && out.chunked) {
      const middle = Math.floor(out.body.length / 2);
      request.write(out.body.subarray(0, middle));
      request.end(out.body.subarray(middle));
    } else {
      request.end(out.body ?? undefined);
    }
  });
}

const MAX_URL = 24_000;
/** Node's limit on a request head (request line and headers), and the API's on a body. */
const MAX_HEAD_BYTES = 16 * 1024;
const MAX_BODY_BYTES = 100 * 1024;

/**
 * Whether a request is one the server may refuse and then stop reading (a head over Node's limit,
 * a body over the API's, a method Node's parser does not know): the connection can then be reset
 * before the client has read the refusal.
 */
function refusedUnread(out: Outgoing): boolean {
  const head = out.path.length + Object.entries(out.headers).reduce((sum, [name, value]) => sum + name.length + value.length + 4, 0);
  return head > MAX_HEAD_BYTES || (out.body?.length ?? 0) > MAX_BODY_BYTES || !http.METHODS.includes(out.method);
}

/** The request as it goes on the wire. */
export async function materialize(spec: RequestSpec, session: FuzzSession): Promise<Outgoing> {
  const resolve: Resolve = (ref) => session.resolve(ref, spec.account);
  // Long enough to pass Node's 16 kB limit on a request head, not megabytes that the server
  // (rightly) stops reading.
  const path = sendablePath(spec.path.map((piece) => render(piece, resolve, 'path')).join('')).slice(0, MAX_URL);
  const headers: Record<string, string> = {};
  const authorization = await session.authorization(spec.auth, spec.account);
  if (authorization !== null) headers.authorization = authorization;
  let body: Buffer | null = null;
  if (spec.body) {
    body = Buffer.from(
      spec.body.kind === 'text' ? spec.body.text : spec.body.kind === 'big' ? renderBig(spec.body.big, 'json') : serialize(spec.body.value, resolve),
      'utf8',
    );
    if (spec.contentType !== null) headers['content-type'] = spec.contentType;
  } else if (spec.contentType !== null && spec.contentType !== 'application/json') {
    headers['content-type'] = spec.contentType;
  }
  let setHost = true;
  for (const [name, value] of spec.headers) {
    if (name === 'host' && value === '\u0000absent') setHost = false;
    else headers[name] = sendableHeader(value);
  }
  // Framed explicitly: node:http sends a body on GET, HEAD or DELETE without Content-Length or
  // chunking, and the server would read it as a second request.
  const chunked = spec.chunked && body !== null;
  if (chunked) headers['transfer-encoding'] = 'chunked';
  else if (body) headers['content-length'] = String(body.length);
  return { method: spec.method, path, headers, body, chunked, setHost };
}

type Resolve = (ref: Ref) => string | number;

/** A piece as text: in a path (ids as digits, strings as they are), in a query (lists comma-separated), or JSON. */
function render(piece: Piece, resolve: Resolve, where: 'path' | 'query'): string {
  if (piece instanceof QueryValue) {
    const text = render(piece.value, resolve, 'query');
    return piece.raw ? text : percentEncode(text);
  }
  if (piece instanceof JsonText) return serialize(piece.value, resolve);
  if (piece instanceof Ref) return String(resolve(piece));
  if (piece instanceof Big) return renderBig(piece, 'text');
  if (Array.isArray(piece)) return piece.map((item) => render(item, resolve, where)).join(where === 'query' ? ',' : '');
  if (piece !== null && typeof piece === 'object') return serialize(piece, resolve);
  return String(piece);
}

/** JSON text of a Value, with large values spliced in as text (too deep for JSON.stringify). */
function serialize(value: Value, resolve: Resolve): string {
  if (value instanceof Ref) return JSON.stringify(resolve(value));
  if (value instanceof Big) return renderBig(value, 'json');
  if (Array.isArray(value)) return `[${value.map((item) => serialize(item, resolve)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value).map(([key, item]) => `${JSON.stringify(key)}:${serialize(item, resolve)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function renderBig(value: Big, as: 'text' | 'json'): string {
  const n = value.size;
  switch (value.kind) {
    case 'repeat':
      return as === 'json' ? `"${'x'.repeat(n)}"` : 'x'.repeat(n);
    case 'escapes':
      return as === 'json' ? `"${'%41'.repeat(Math.ceil(n / 3))}"` : '%41'.repeat(Math.ceil(n / 3));
    case 'deepArray':
      return '['.repeat(n) + ']'.repeat(n);
    case 'deepObject':
      return '{"a":'.repeat(n) + '1' + '}'.repeat(n);
    case 'wideObject':
      return `{${Array.from({ length: n }, (_, i) => `"k${i}":${i}`).join(',')}}`;
  }
}

/** Percent-encodes every byte outside unreserved characters (UTF-8; a lone surrogate becomes U+FFFD). */
function percentEncode(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

function escapeFirst(segment: string): string {
  return segment ? `%${segment.charCodeAt(0).toString(16).toUpperCase()}${segment.slice(1)}` : segment;
}

/** What node:http refuses in a path (controls, spaces, anything past U+00FF) percent-encoded. */
function sendablePath(path: string): string {
  return path.replace(/[^\u0021-\u00ff]/gu, (char) => percentEncode(char));
}

/** What node:http refuses in a header value replaced by `?`. */
function sendableHeader(value: string): string {
  return value.replace(/[^\t\u0020-\u007e\u0080-\u00ff]/g, '?');
}

// ---------------------------------------------------------------------------------------------
// The property.

const API_PATH = /^\/api(?:\/|$)/;

/** Whether the path the request was sent to is under /api, as sent or once percent-decoded. */
export function underApi(path: string): boolean {
  if (!URL.canParse(`http://localhost${path}`)) return false;
  const pathname = new URL(`http://localhost${path}`).pathname;
  if (API_PATH.test(pathname)) return true;
  let decoded = pathname;
  for (let i = 0; i < 12; i++) {
    try {
      const next = decodeURI(decoded);
      if (next === decoded) break;
      decoded = next;
    } catch {
      break;
    }
  }
  return API_PATH.test(decoded);
}

/** Everything wrong with a reply; empty when it keeps the property. */
export function problemsOf(out: Outgoing, reply: Reply): string[] {
  const problems: string[] = [];
  if (reply.status >= 500) problems.push(`status ${reply.status}`);
  if (!underApi(out.path)) return problems;
  if (reply.status >= 300 && reply.status < 400) problems.push(`a redirect (${reply.status}) under /api`);
  const bodyless = out.method === 'HEAD' || reply.status === 204 || reply.status === 304;
  if (bodyless) return problems;
  const contentType = String(reply.headers['content-type'] ?? '');
  if (!/^application\/json\s*(;|$)/i.test(contentType)) problems.push(`content-type ${JSON.stringify(contentType)}, not JSON`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(reply.body.toString('utf8'));
  } catch {
    problems.push('a body JSON.parse refuses');
    return problems;
  }
  if (reply.status >= 400) {
    const error = (parsed as { error?: unknown } | null)?.error;
    const described = typeof error === 'string' || (typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string');
    if (!described) problems.push('a 4xx without an `error` message');
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// A run.

export interface FuzzFailure {
  index: number;
  target: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
  status: number | null;
  contentType: string;
  reply: string;
  problems: string[];
}

export interface FuzzSummary {
  seed: number;
  requests: number;
  durationMs: number;
  statuses: Record<string, number>;
  /** Requests sent a second time after their connection was reset before any reply. */
  resent: number;
  failures: FuzzFailure[];
  /** The server answered GET /api/specificUni/getFeaturedUniversities and a tRPC query after the run. */
  stillAnswers: boolean;
}

export interface FuzzOptions {
  baseURL: string;
  /** The server's AUTH_SECRET, to make expired tokens it would otherwise accept. */
  authSecret: string;
  seed: number;
  requests: number;
  concurrency?: number;
  onProgress?: (done: number) => void;
}

const preview = (text: string, max = 300) => (text.length > max ? `${text.slice(0, max)}... (${text.length} chars)` : text);

export async function runFuzz(options: FuzzOptions): Promise<FuzzSummary> {
  const concurrency = options.concurrency ?? 8;
  const session = await FuzzSession.open(options.baseURL, options.authSecret, { concurrency });
  const started = Date.now();
  const statuses: Record<string, number> = {};
  const failures: FuzzFailure[] = [];
  const specs = generateRequests(options.seed, options.requests);
  let index = 0;
  let done = 0;
  let resent = 0;

  async function one(spec: RequestSpec, at: number) {
    const out = await materialize(spec, session);
    let reply: Reply | null = null;
    let problems: string[];
    try {
      reply = await send(options.baseURL, session.agent, out, refusedUnread(out));
      if (reply.resent) resent++;
      problems = problemsOf(out, reply);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? '';
      const retried = (error as { retried?: boolean }).retried ? ', and again on a new connection' : '';
      // A reset while sending more than the server reads is how such a request may end.
      problems = refusedUnread(out) && ['ECONNRESET', 'EPIPE'].includes(code) ? [] : [`no reply: ${(error as Error).message} (${code || 'no code'}${retried})`];
    }
    const key = reply ? String(reply.status) : problems.length ? 'no reply' : 'reset (refused unread)';
    statuses[key] = (statuses[key] ?? 0) + 1;
    if (problems.length) {
      const contentType = String(reply?.headers['content-type'] ?? '');
      failures.push({
        index: at,
        target: spec.target,
        method: out.method,
        path: preview(out.path, 500),
        headers: Object.fromEntries(Object.entries(out.headers).map(([name, value]) => [name, preview(value, 120)])),
        body: out.body ? preview(out.body.toString('utf8')) : '',
        status: reply?.status ?? null,
        contentType,
        reply: reply ? preview(reply.body.toString('utf8')) : '',
        problems,
      });
    }
    if (reply && reply.status >= 200 && reply.status < 300) await afterSuccess(spec, reply);
  }

  async function afterSuccess(spec: RequestSpec, reply: Reply) {
    if (SESSION_ENDING.test(spec.target)) await session.renew(spec.account % session.accounts.length);
    if (REVIEW_CREATING.test(spec.target)) {
      try {
        const json = JSON.parse(reply.body.toString('utf8'));
        const id = Number(json.review_id ?? json.result?.data?.review_id);
        if (Number.isSafeInteger(id) && id > 0) session.reviewIds.push(id);
      } catch {
        // not this request's concern here: problemsOf reported it
      }
    }
  }

  async function worker() {
    for (;;) {
      const next = specs.next();
      if (next.done) return;
      const at = index++;
      await one(next.value, at);
      done++;
      options.onProgress?.(done);
    }
  }

  try {
    await Promise.all(Array.from({ length: concurrency }, worker));
    const stillAnswers = await answersNormally(options.baseURL, session.agent);
    return { seed: options.seed, requests: done, durationMs: Date.now() - started, statuses, resent, failures, stillAnswers };
  } finally {
    session.close();
  }
}

async function answersNormally(baseURL: string, agent: http.Agent): Promise<boolean> {
  const plain = { headers: {}, body: null, chunked: false };
  try {
    const rest = await send(baseURL, agent, { method: 'GET', path: '/api/specificUni/getFeaturedUniversities', ...plain });
    const trpc = await send(baseURL, agent, { method: 'GET', path: '/api/trpc/universities.featured', ...plain });
    return rest.status === 200 && trpc.status === 200 && Array.isArray(JSON.parse(rest.body.toString('utf8')));
  } catch {
    return false;
  }
}

/** Failures grouped by what went wrong and where, the worst and most frequent first, with one example each. */
export function groupFailures(failures: FuzzFailure[]): { key: string; count: number; example: FuzzFailure }[] {
  const groups = new Map<string, { key: string; count: number; example: FuzzFailure }>();
  for (const failure of failures) {
    const key = `${failure.status ?? 'no reply'} ${failure.contentType.split(';')[0] || '(none)'} ${failure.problems.join('; ')} | ${failure.target}`;
    const group = groups.get(key);
    if (group) group.count++;
    else groups.set(key, { key, count: 1, example: failure });
  }
  // No reply and 5xx first: they are the worst.
  const severity = (failure: FuzzFailure) => (failure.status === null ? 2 : failure.status >= 500 ? 1 : 0);
  return [...groups.values()].sort((a, b) => severity(b.example) - severity(a.example) || b.count - a.count);
}

/** A readable report of a run: figures, statuses, and the failures grouped. */
export function formatSummary(summary: FuzzSummary, maxGroups = 20): string {
  const lines = [
    `Seed ${summary.seed}: ${summary.requests} requests in ${(summary.durationMs / 1000).toFixed(1)} s (${Math.round(summary.requests / (summary.durationMs / 1000))}/s).`,
    `Statuses: ${Object.entries(summary.statuses).sort(([a], [b]) => a.localeCompare(b)).map(([status, count]) => `${status} x${count}`).join(', ')}`,
    ...(summary.resent ? [`${summary.resent} request(s) sent again after a connection reset before any reply.`] : []),
    `The server still answers: ${summary.stillAnswers ? 'yes' : 'NO'}.`,
    summary.failures.length ? `${summary.failures.length} replies broke the property:` : 'Every reply kept the property (no 5xx; JSON under /api).',
  ];
  for (const group of groupFailures(summary.failures).slice(0, maxGroups)) {
    const example = group.example;
    lines.push(
      `  x${group.count} ${group.key}`,
      `     e.g. #${example.index} ${example.method} ${example.path}`,
      `          headers ${JSON.stringify(example.headers)}`,
      ...(example.body ? [`          body ${JSON.stringify(example.body)}`] : []),
      `          -> ${example.status ?? 'no reply'} ${example.contentType} ${JSON.stringify(example.reply)}`,
    );
  }
  return lines.join('\n');
}

/** The settings that lift every rate limit, so the fuzzer explores handlers rather than 429s. */
export const UNLIMITED_RATES: Record<string, string> = Object.fromEntries(
  ['LOGIN', 'LOGIN_ACCOUNT', 'PASSWORD_CHANGE', 'SIGNUP', 'FORGOT_PASSWORD', 'RESET_PASSWORD', 'REVIEW', 'LIKE', 'MAIL_FORM'].map((name) => [
    `RATE_LIMIT_${name}`,
    '100000',
  ]),
);
