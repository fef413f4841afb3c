// The REST edge: JSON replies, JSON bodies (read through the byte cap), AppError to status,
// entity tags. CORS lives in ../cors.ts (tRPC uses it too).
import { createHash } from 'node:crypto';
import { AppError, HTTP_STATUS } from '#server/infra/errors.ts';
import { readBodyCapped } from '../request-body.ts';
import { refuseNul } from '../nul-characters.ts';
import type { RequestHeadersView, RequestView } from '../request-view.ts';

export const INVALID_JSON_BODY = 'Invalid JSON body';
export const INTERNAL_ERROR = 'Internal server error';
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * A reply of the REST router: a status, lower-case headers and a text body (JSON or CSV), or bytes
 * (a public bulk reply, public-bulk.ts). Plain data rather than a web Response, so that the direct
 * GET path (direct-get.ts) writes it to the socket as it is, in one write with its Content-Length;
 * `toResponse` makes the Response that the REST mount point gives Astro.
 */
export interface RestReply {
  status: number;
  headers: Record<string, string>;
  body: string | Buffer<ArrayBuffer> | null;
}

/** A reply with a text body (JSON, CSV). */
export function textReply(status: number, text: string, headers: Record<string, string>): RestReply {
  return { status, headers, body: text };
}

/** A JSON reply from its text (one serialised once and kept). */
export function jsonText(status: number, text: string, headers: Record<string, string> = {}): RestReply {
  return textReply(status, text, { 'content-type': JSON_CONTENT_TYPE, 'cache-control': 'no-store', ...headers });
}

export function json(status: number, body: unknown, headers: Record<string, string> = {}): RestReply {
  return jsonText(status, JSON.stringify(body), headers);
}

/** The reply as a web Response (the REST mount point, src/pages/api/[...path].ts, and the static open-data files). */
export function toResponse(reply: RestReply): Response {
  return new Response(reply.body, { status: reply.status, headers: reply.headers });
}

/** A tag of `content` for an ETag (unquoted): 32 characters of its SHA-256. */
export function entityTag(content: string | Buffer): string {
  return createHash('sha256').update(content).digest('base64url').slice(0, 32);
}

/**
 * Whether the request's If-None-Match names `etag` (quoted) or is `*`, compared weakly as RFC 9110
 * §13.1.2 asks (a `W/` prefix is ignored).
 */
export function matchesIfNoneMatch(request: RequestHeadersView, etag: string): boolean {
  const header = request.headers.get('if-none-match');
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.match(/"[^"]*"/g)?.includes(etag) ?? false;
}

/** Reads a JSON object body. Empty means {}; over 100 kB is 413; anything but an object is 400, and so is U+0000 in it. */
export async function readJsonBody(request: RequestView): Promise<Record<string, unknown>> {
  const bytes = await readBodyCapped(request);
  const text = new TextDecoder().decode(bytes).trim();
  if (!text) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AppError('BAD_REQUEST', INVALID_JSON_BODY);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new AppError('BAD_REQUEST', INVALID_JSON_BODY);
  // JSON carries U+0000 only as the escape `\u0000`: most bodies are not scanned at all.
  if (text.includes('\\u0000')) refuseNul(value);
  return value as Record<string, unknown>;
}

/** The reply for a thrown error: the documented shape for AppError, a bare 500 for faults. */
export function errorReply(error: unknown): RestReply {
  if (error instanceof AppError) {
    const headers: Record<string, string> = error.retryAfter ? { 'retry-after': String(error.retryAfter) } : {};
    return json(HTTP_STATUS[error.code], { error: error.message, ...error.extra }, headers);
  }
  console.error('Unhandled error in a REST handler:', error);
  return json(500, { error: INTERNAL_ERROR });
}

/** The token of an `Authorization: Bearer <token>` header, or null when there is none. */
export function bearerToken(request: RequestHeadersView): string | null {
  const header = request.headers.get('authorization');
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match ? match[1]!.trim() : '';
}
