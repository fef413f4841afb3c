// The parts of the OpenAPI document that belong to no single route: the general rules, and the
// replies any request under /api can get, from the router (router.ts) or from the server before
// any route runs (src/edge/api-replies.ts; its texts are retyped here and
// tests/api/openapi.test.ts checks they still occur there).
import { TEXT_WITH_NUL } from '#shared/site/messages.ts';
import { BODY_TOO_LARGE, MAX_BODY_BYTES } from '../request-body.ts';
import { INTERNAL_ERROR } from './http.ts';
import type { ResponseObject } from './openapi-types.ts';
import { METHOD_NOT_ALLOWED, NOT_FOUND } from './router.ts';

/** Plain-text paragraphs, separated by blank lines (the reference page renders them as such). */
export const GENERAL_RULES = [
  'Every path is under /api, and every reply is JSON, errors included. Errors have the shape { "error": "<text>" }; the calls marked (+message) also carry "message", which their clients show, except on a 401. Stack traces and internal texts never appear.',
  `Request bodies are JSON objects of at most ${MAX_BODY_BYTES / 1024} kB. An empty body counts as {}, and unknown fields are ignored. An empty query parameter counts as not given.`,
  `No text in a request may hold the NUL character (U+0000): not a path segment, a query parameter, nor a string or key anywhere in the JSON body. Such a request answers 400 "${TEXT_WITH_NUL}" before the call's own checks, and nothing is done.`,
  'Each call answers the first failure in a fixed order: required fields present, then JSON types, then the content rules, then the bearer, then the rate limit, then the database. The errors of each call below are listed in that order.',
  'Ids are whole numbers from 1 to 2147483647: decimal digits without a sign in a path or query; a number or a digit string in a body.',
  'Authentication: none (an Authorization header is ignored), bearer (Authorization: Bearer <access token>) or optional (only when submitting a review: no header means anonymous, a header that is sent must be valid).',
  'Rate-limited calls answer 429 with a Retry-After header in seconds. Counts and averages are JSON numbers; times are ISO 8601 UTC strings. Replies carry Cache-Control: no-store, except this document. CORS headers go only to the origins the operator allows; an OPTIONS preflight answers 204.',
].join('\n\n');

const errorContent = (examples: Record<string, string>) => ({
  'application/json': {
    schema: { $ref: '#/components/schemas/Error' },
    examples: Object.fromEntries(Object.entries(examples).map(([error, summary]) => [error, { summary, value: { error } }])),
  },
});

/** components.responses: the general replies, each with its texts and when they happen. */
export const GENERAL_RESPONSES: Record<string, ResponseObject> = {
  Preflight: {
    description: 'An OPTIONS preflight, on any path: no body; the CORS headers only for an origin the operator allows',
    headers: {
      'Access-Control-Allow-Origin': { description: 'The calling origin, when it is allowed', schema: { type: 'string' } },
      'Access-Control-Allow-Methods': { description: 'GET, POST, PUT, DELETE, OPTIONS', schema: { type: 'string' } },
      'Access-Control-Allow-Headers': { description: 'authorization, content-type', schema: { type: 'string' } },
    },
  },
  MalformedRequest: {
    description: "Bad request, refused before the call's own checks",
    content: errorContent({
      'Malformed URL': 'A malformed percent-escape, or escapes nested too deep',
      'Invalid Host header': 'A Host header no URL can be built from',
      'Bad request': 'A request the server cannot parse',
      [TEXT_WITH_NUL]: 'U+0000 in a path segment, a query parameter (%00), or a string or key of the JSON body',
    }),
  },
  NotFound: {
    description: 'An unknown path under /api',
    content: errorContent({ [NOT_FOUND]: 'No call has this path (also paths with line breaks, dot segments or doubled slashes)' }),
  },
  MethodNotAllowed: {
    description: 'A known path with a method it does not take',
    headers: { Allow: { description: 'The methods the path takes', schema: { type: 'string' } } },
    content: errorContent({
      [METHOD_NOT_ALLOWED]: 'Allow lists the methods the path takes; TRACE, TRACK and CONNECT are refused on every path, without Allow',
    }),
  },
  RequestTimeout: {
    description: 'The request did not arrive in time',
    content: errorContent({ 'Request timeout': 'The server stopped waiting for the request' }),
  },
  PayloadTooLarge: {
    description: 'Too large',
    content: errorContent({
      [BODY_TOO_LARGE]: `A body over ${MAX_BODY_BYTES / 1024} kB: any call refuses a declared one before it runs`,
      'Request too large': "Chunk extensions over the server's limit",
    }),
  },
  ExpectationFailed: {
    description: 'An Expect header other than 100-continue',
    content: errorContent({ 'Expectation failed': 'Only Expect: 100-continue is understood' }),
  },
  HeadersTooLarge: {
    description: 'The request line and headers are too large',
    content: errorContent({ 'Request headers too large': 'Over 16 kB of request line and headers' }),
  },
  InternalError: {
    description: 'A fault of the server',
    content: errorContent({ [INTERNAL_ERROR]: "Something failed that is not the client's doing" }),
  },
};

/** Status → the general reply, for the document's x-general-responses. */
export const GENERAL_BY_STATUS: Record<string, keyof typeof GENERAL_RESPONSES> = {
  204: 'Preflight',
  400: 'MalformedRequest',
  404: 'NotFound',
  405: 'MethodNotAllowed',
  408: 'RequestTimeout',
  413: 'PayloadTooLarge',
  417: 'ExpectationFailed',
  431: 'HeadersTooLarge',
  500: 'InternalError',
};
