// CORS for everything under /api, REST and tRPC alike: only the origins listed in CORS_ORIGINS get
// the headers (docs/rules/api-contract.md#statuses); same-origin callers need none.
import { settings } from '#server/infra/env.ts';
import type { RequestHeadersView } from './request-view.ts';

/**
 * CORS headers for an allowed cross-origin caller (CORS_ORIGINS). Any other caller gets only
 * `Vary: Origin` while some origin is allowed, so that a shared cache never hands one caller's
 * reply (with or without the headers) to another; with none allowed, replies never vary by it.
 */
export function corsHeaders(request: RequestHeadersView): Record<string, string> {
  const origin = request.headers.get('origin');
  const allowed = settings().CORS_ORIGINS;
  if (!origin || !allowed.includes(origin)) return allowed.length ? { vary: 'Origin' } : {};
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'false',
    'access-control-allow-headers': 'authorization, content-type',
    'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
    'access-control-max-age': '600',
    vary: 'Origin',
  };
}
