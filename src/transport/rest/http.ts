// The REST edge: JSON replies, JSON bodies (read through the byte cap), AppError to status.
// CORS lives in ../cors.ts (tRPC uses it too).
import { AppError, HTTP_STATUS } from '#server/errors.ts';
import { readBodyCapped } from '../request-body.ts';

export const INVALID_JSON_BODY = 'Invalid JSON body';
export const INTERNAL_ERROR = 'Internal server error';

/** The text each reply of textResponse() was made from (replies are never given another body). */
const replyTexts = new WeakMap<Response, string>();

/** A reply with a text body (JSON, CSV), which the direct GET path can write without reading it back. */
export function textResponse(status: number, text: string, headers: Record<string, string>): Response {
  const response = new Response(text, { status, headers });
  replyTexts.set(response, text);
  return response;
}

/** A JSON reply from its text (one serialised once and kept). */
export function jsonText(status: number, text: string, headers: Record<string, string> = {}): Response {
  return textResponse(status, text, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers });
}

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return jsonText(status, JSON.stringify(body), headers);
}

/**
 * A reply's body as text: the text textResponse() made it from, without reading the body stream back
 * (the direct GET path, direct-get.ts, writes it straight to the socket), else the stream's text.
 */
export function replyText(response: Response): string | Promise<string> {
  return replyTexts.get(response) ?? response.text();
}

/** Reads a JSON object body. Empty means {}; over 100 kB is 413; anything but an object is 400. */
export async function readJsonBody(request: Request): Promise<Record<string, unknown>> {
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
  return value as Record<string, unknown>;
}

/** The reply for a thrown error: the documented shape for AppError, a bare 500 for faults. */
export function errorResponse(error: unknown): Response {
  if (error instanceof AppError) {
    const headers: Record<string, string> = error.retryAfter ? { 'retry-after': String(error.retryAfter) } : {};
    return json(HTTP_STATUS[error.code], { error: error.message, ...error.extra }, headers);
  }
  console.error('Unhandled error in a REST handler:', error);
  return json(500, { error: INTERNAL_ERROR });
}

/** The token of an `Authorization: Bearer <token>` header, or null when there is none. */
export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization');
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match ? match[1]!.trim() : '';
}
