// Who is calling, for rate limits. The address is the TCP peer, which is what Astro's node adapter
// gives as `clientAddress` as long as `security.allowedDomains` stays unset in astro.config.mjs
// (with it set, Astro would take the first X-Forwarded-For entry, which any client can write;
// tests/e2e/live-hardening.test.ts fails then). X-Forwarded-For counts only when TRUST_PROXY says
// our own proxy stands in front, and then only its right-most entry (the one that proxy appended:
// everything left of it is whatever the client claimed). X-Real-IP and Forwarded are never read.
import { isIP } from 'node:net';
import { settings } from '#server/infra/env.ts';
import type { RequestHeadersView } from './request-view.ts';

/** The client's address for a request; `peerAddress` is the connection's peer. */
export function clientAddressOf(request: RequestHeadersView, peerAddress: string): string {
  if (!settings().TRUST_PROXY) return peerAddress;
  const last = request.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim();
  return last && isIP(last) ? last : peerAddress;
}

/**
 * The connection's peer as Astro gives it, or null when the connection is already gone (Astro
 * throws ClientAddressNotAvailable when a client aborts before its request is handled).
 */
export function peerAddressOf(context: { clientAddress: string }): string | null {
  try {
    return context.clientAddress;
  } catch {
    return null;
  }
}

/** The reply to a request whose client left before it was handled: nobody reads it, nothing is logged. */
export const CLIENT_GONE = {
  status: 400,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ error: 'Client address not available' }),
};

/** CLIENT_GONE as a web Response (the mount points). */
export const clientGone = () => new Response(CLIENT_GONE.body, { status: CLIENT_GONE.status, headers: CLIENT_GONE.headers });
