// What every REST route says about itself, for the OpenAPI document (openapi.ts) and the API
// reference page: the schemas its handler parses with, its reply shape and every error it
// answers, in the documented check order (docs/rules/api-contract.md#check-order). A route without
// a `doc` does not typecheck, so nothing is served undocumented.
import type { z } from 'zod';
import {
  AppError,
  HTTP_STATUS,
  accountGone,
  authenticationRequired,
  invalidToken,
  tokenExpired,
  tooManyRequests,
} from '#server/infra/errors.ts';
import { BODY_TOO_LARGE } from '../request-body.ts';
import { INVALID_JSON_BODY } from './http.ts';
import { MAX_ID } from '#shared/ids.ts';
import { reviewIdInput } from '#shared/schemas/reviews.ts';

export const API_TAGS = {
  Accounts: "Sign-up, login, sessions, password resets and the caller's own account, under /api/users.",
  Universities: 'University details, review pages, names and ids, under /api/specificUni.',
  Search: 'University search for suggestion boxes and the results page.',
  Reviews: 'Submitting, editing, liking, reporting and deleting reviews, and appealing a removal, under /api/reviews.',
  Moderation:
    'The queue of held and reported reviews and university replies, decisions and their log, under /api/moderation; moderators only.',
  'University replies': "A university's one public reply to a review, written by its representatives; reporting and appealing a reply.",
  Countries: "Every country's universities, and honest rankings by what students rate, under /api/countries.",
  Compare: 'Two universities side by side.',
  'Mail forms': 'Suggesting a school and contacting the operator, under /api/email.',
  'Open data': "Every reviewed university's counts and averages, as JSON and CSV under CC BY 4.0, under /api/open-data.",
  'API description': 'This document itself.',
} as const;
export type ApiTag = keyof typeof API_TAGS;

/** none: an Authorization header is ignored; bearer: required; optional: anonymous without one, checked when sent. */
export type AuthLevel = 'none' | 'bearer' | 'optional';

export interface ParamDoc {
  /** The schema the handler parses the value with (its meaning is documented: output side). */
  schema: z.ZodType;
  description: string;
  /** Path parameters are always required; query parameters only when this says so. */
  required?: boolean;
}

export interface BodyDoc {
  /** The schema the handler parses the body with (its JSON side is documented: input side). */
  schema: z.ZodType;
  /** One line per field: what it means and the limits the schema's checks cannot express. */
  fields: Record<string, string>;
}

export interface ReplyDoc {
  status: 200 | 201;
  description: string;
  schema: z.ZodType;
  /** The success reply's media type when it is not JSON (the open-data CSV); errors are JSON still. */
  mediaType?: string;
}

/** One documented error reply: the status, the `error` text and, when the call sends it, `message`. */
export interface ErrorDoc {
  status: number;
  error: string;
  message?: string;
  /** When it happens, if the text alone does not say. */
  when?: string;
}

export interface RouteDoc {
  summary: string;
  /** A paragraph for the reference page: what the call is for, and rules beyond its schemas. */
  description: string;
  tag: ApiTag;
  auth: AuthLevel;
  path?: Record<string, ParamDoc>;
  query?: Record<string, ParamDoc>;
  body?: BodyDoc;
  reply: ReplyDoc;
  /** Every error reply of the handler, in the order its checks run. */
  errors: ErrorDoc[];
  /** Extra headers of the success reply, by name, with what they say. */
  replyHeaders?: Record<string, string>;
  /** Answers 304 to an If-None-Match that still matches its ETag. */
  notModified?: boolean;
  /** The error replies are `{ success: false, error }` (one call keeps that shape of its own). */
  successFlagOnErrors?: boolean;
}

/** The documented reply of an AppError the services throw (so the text is the one they use). */
export function replyOf(error: AppError, when?: string): ErrorDoc {
  const message = typeof error.extra.message === 'string' ? error.extra.message : undefined;
  return { status: HTTP_STATUS[error.code], error: error.message, ...(message && { message }), ...(when && { when }) };
}

/** A 400 with this text. */
export const invalid = (error: string, when?: string): ErrorDoc => ({ status: 400, error, ...(when && { when }) });

/** The 400s of fields sent with another JSON type than a string (`text()` in src/shared/schemas/form-checks.ts). */
export const notAString = (...fields: string[]): ErrorDoc[] => fields.map((field) => invalid(`${field} must be a string`));

/** The 401s of a bearer-required call (docs/rules/api-contract.md#authentication). */
export const BEARER_ERRORS: ErrorDoc[] = [
  replyOf(authenticationRequired(), 'No Authorization header'),
  replyOf(tokenExpired()),
  replyOf(invalidToken(), 'Malformed, wrong signature, or its session has ended'),
  replyOf(accountGone(), 'The account is gone'),
];

/** The 401s of a bearer-optional call: no header is fine, a header that is sent must be valid. */
export const OPTIONAL_BEARER_ERRORS = BEARER_ERRORS.filter((reply) => reply.error !== authenticationRequired().message);

/** 429 with Retry-After (docs/rules/accounts-and-tokens.md#rate-limits). */
export const RATE_LIMITED: ErrorDoc = replyOf(tooManyRequests(1), 'Over the rate limit; Retry-After says how many seconds to wait');

/** The errors of reading a JSON body (docs/rules/api-contract.md#always-json). */
export const BODY_ERRORS: ErrorDoc[] = [
  invalid(INVALID_JSON_BODY, 'Unparsable JSON, or a body that is not an object'),
  { status: 413, error: BODY_TOO_LARGE, when: 'Over 100 kB, declared or counted as it arrives' },
];

/** The `{id}` of the review routes (reviews, trust, moderation). */
export const REVIEW_ID_PARAM: ParamDoc = { schema: reviewIdInput, description: `A review id: decimal digits, 1 to ${MAX_ID}.` };

/** What the API reference says of these replies' headers (public-bulk.ts; with `notModified: true`). */
export const PUBLIC_BULK_REPLY_HEADERS = {
  ETag: 'A strong tag of this version of the content (with -br or -gzip when compressed); send it as If-None-Match to get 304 while it is current',
  'Content-Encoding': 'br or gzip when Accept-Encoding allows it (Brotli preferred), else absent',
  Vary: 'Accept-Encoding',
} as const;
