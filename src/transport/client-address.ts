// Who is calling, for rate limits. The address is the TCP peer, which is what Astro's node adapter
// gives as `clientAddress` as long as `security.allowedDomains` stays unset in astro.config.mjs
// (with it set, Astro would take the first X-Forwarded-For entry, which any client can write;
// tests/e2e/live-hardening.test.ts fails then). X-Forwarded-For counts only when TRUST_PROXY says
// our own proxy stands in front, and then only its right-most entry (the one that proxy appended:
// everything left of it is whatever the client claimed). X-Real-IP and Forwarded are never read.
import { isIP } from 'node:net';
import { settings } from '#server/env.ts';

/** The client's address for a request; `peerAddress` is the connection's peer. */
export function clientAddressOf(request: Request, peerAddress: string): string {
  if (!settings().TRUST_PROXY) return peerAddress;
  const last = request.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim();
  return last && isIP(last) ? last : peerAddress;
}
