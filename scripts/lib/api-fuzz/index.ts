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
//
// The parts: request-spec.ts (what a request is made of), targets.ts (routes, procedures and
// their input shapes), values.ts, paths-and-queries.ts and requests.ts (the generators),
// session.ts (ids and accounts on the server), materialize.ts and send.ts (onto the wire),
// oracle.ts (the property), run.ts and report.ts.
export type { RequestSpec } from './request-spec.ts';
export { fuzzTargets } from './targets.ts';
export { generateRequests, requestArbitrary } from './requests.ts';
export { FuzzSession } from './session.ts';
export type { Reply } from './send.ts';
export { materialize } from './materialize.ts';
export { problemsOf, underApi } from './oracle.ts';
export { runFuzz, type FuzzFailure, type FuzzOptions, type FuzzSummary } from './run.ts';
export { formatSummary, groupFailures } from './report.ts';

/** The settings that lift every rate limit, so the fuzzer explores handlers rather than 429s. */
export const UNLIMITED_RATES: Record<string, string> = Object.fromEntries(
  ['LOGIN', 'LOGIN_ACCOUNT', 'PASSWORD_CHANGE', 'SIGNUP', 'FORGOT_PASSWORD', 'RESET_PASSWORD', 'REVIEW', 'LIKE', 'MAIL_FORM'].map(
    (name) => [`RATE_LIMIT_${name}`, '100000'],
  ),
);
