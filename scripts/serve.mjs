// Serves a build: `node scripts/serve.mjs [build folder, default dist]` on HOST:PORT (localhost:4321);
// `npm start` runs it as a cluster worker, so that two can share the port while one replaces the other.
// Astro's standalone handler answers (prerendered files first, then on-demand pages and the API);
// this wrapper only adds the security headers to every response, static files included, which
// Astro's own server cannot do. Plain JavaScript so the served build needs no TypeScript loader.
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { setTimeout } from 'node:timers';
import { pathToFileURL } from 'node:url';

/** The islands call the API on this origin, or on PUBLIC_API_BASE's when the build names one. */
function apiOrigin() {
  const base = process.env.PUBLIC_API_BASE;
  return base ? ` ${new URL(base).origin}` : '';
}

/**
 * Inline scripts stay allowed: Astro's island loader is inline, and the pages never echo user
 * text unescaped. Everything else is held to this origin; WebAssembly is for Pagefind.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  `connect-src 'self'${apiOrigin()}`,
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const SECURITY_HEADERS = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** HSTS only where the public address is HTTPS: a browser would otherwise refuse plain localhost. */
function securityHeaders() {
  const https = (process.env.SITE_URL ?? '').startsWith('https://');
  return https ? { ...SECURITY_HEADERS, 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : SECURITY_HEADERS;
}

const buildDir = path.resolve(process.argv[2] ?? 'dist');
// The entry would otherwise start Astro's own server on import.
process.env.ASTRO_NODE_AUTOSTART = 'disabled';
const { handler } = await import(pathToFileURL(path.join(buildDir, 'server/entry.mjs')).href);

const headers = Object.entries(securityHeaders());
const host = process.env.HOST ?? 'localhost';
const port = Number(process.env.PORT ?? 4321);

/** Set on SIGTERM/SIGINT: every reply from then on closes its connection. */
let closing = false;

const server = http.createServer((req, res) => {
  for (const [name, value] of headers) res.setHeader(name, value);
  if (closing) res.setHeader('Connection', 'close');
  handler(req, res);
});

server.listen(port, host, () => console.log(`Serving ${path.relative(process.cwd(), fs.realpathSync(buildDir))} on http://${host}:${port}`));

// Stop listening (under npm start a new server is already listening on the same port), answer
// what still arrives on open connections with `Connection: close`, and exit once they are all
// gone, after 10 s at most. net.Server's close, not http.Server's: the latter also cuts idle
// keep-alive connections at once, and a client that is just then sending a request on one gets
// a reset instead of an answer.
function shutdown() {
  if (closing) return;
  closing = true;
  net.Server.prototype.close.call(server, () => process.exit(0));
  setTimeout(() => process.exit(0), 10_000).unref();
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
