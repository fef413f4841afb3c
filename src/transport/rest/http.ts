// The REST edge: JSON replies, JSON bodies (read through the byte cap), AppError to status.
import { AppError, HTTP_STATUS } from '#server/errors.ts';
import { settings } from '#server/env.ts';
import { readBodyCapped } from '../request-body.ts';

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
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
    throw new AppError('BAD_REQUEST', 'Invalid JSON body');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new AppError('BAD_REQUEST', 'Invalid JSON body');
  return value as Record<string, unknown>;
}

/** The reply for a thrown error: the documented shape for AppError, a bare 500 for faults. */
export function errorResponse(error: unknown): Response {
  if (error instanceof AppError) {
    const headers: Record<string, string> = error.retryAfter ? { 'retry-after': String(error.retryAfter) } : {};
    return json(HTTP_STATUS[error.code], { error: error.message, ...error.extra }, headers);
  }
  console.error('Unhandled error in a REST handler:', error);
  return json(500, { error: 'Internal server error' });
}

/** The token of an `Authorization: Bearer <token>` header, or null when there is none. */
export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization');
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match ? match[1]!.trim() : '';
}

/** CORS headers for an allowed cross-origin caller (CORS_ORIGINS), else none. */
export function corsHeaders(request: Request): Record<string, string> {
  const origin = request.headers.get('origin');
  if (!origin || !settings().CORS_ORIGINS.includes(origin)) return {};
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'false',
    'access-control-allow-headers': 'authorization, content-type',
    'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
    'access-control-max-age': '600',
    vary: 'Origin',
  };
}
