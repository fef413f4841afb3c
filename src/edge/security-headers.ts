// The security headers of every response (docs/decisions/010-security-headers.md), set by the edge
// (serve-build.ts) before anything answers: the pages' Content-Security-Policy with the hashes of
// the build's inline scripts and styles, and a policy of the API's own for its replies
// (docs/decisions/035-api-content-security-policy.md).
import { readCspHashes, type CspHashes } from '#integrations/csp.mjs';

/** Header name and value pairs, set in this order. */
export type HeaderList = [name: string, value: string][];

/** The islands call the API on this origin, or on PUBLIC_API_BASE's when the build names one. */
function apiOrigin(): string {
  const base = process.env.PUBLIC_API_BASE;
  return base ? ` ${new URL(base).origin}` : '';
}

/**
 * Everything from this origin. Inline scripts and styles only by hash: the ones Astro writes into
 * the pages (island loader, client directives, inlined <script>s), listed by the build
 * (integrations/csp.mjs); no inline event handlers or style attributes. WebAssembly is for Pagefind.
 */
export function contentSecurityPolicy({ scriptHashes, styleHashes }: CspHashes): string {
  const quoted = (list: string[]) => list.map((hash) => ` '${hash}'`).join('');
  return [
    "default-src 'self'",
    `script-src 'self' 'wasm-unsafe-eval'${quoted(scriptHashes)}`,
    `style-src 'self'${quoted(styleHashes)}`,
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${apiOrigin()}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The API's policy: its replies are JSON, never a document to render, so nothing may load or run
 * in one, and none may be framed (as pages, it has the other headers too). Stricter than the
 * pages', and 1.4 kB shorter on every reply, as it needs no hashes (docs/decisions/035-api-content-security-policy.md).
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/**
 * The headers for a build (its CSP hashes); HSTS only where the public address is HTTPS: a
 * browser would otherwise refuse plain localhost.
 * @param build the build folder, with the links resolved
 */
function securityHeaders(build: string): Record<string, string> {
  const all = { 'Content-Security-Policy': contentSecurityPolicy(readCspHashes(build)), ...SECURITY_HEADERS };
  const https = (process.env.SITE_URL ?? '').startsWith('https://');
  return https ? { ...all, 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : all;
}

/** The pages' headers and the API's (the same but for the policy), for a build. */
export function buildSecurityHeaders(build: string): { pages: HeaderList; api: HeaderList } {
  const pages = Object.entries(securityHeaders(build));
  const api = pages.map(([name, value]): [string, string] => [
    name,
    name === 'Content-Security-Policy' ? API_CONTENT_SECURITY_POLICY : value,
  ]);
  return { pages, api };
}
