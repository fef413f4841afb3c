// Serves a build: `node scripts/serve.mjs [build folder, default dist]` on HOST:PORT (localhost:4321);
// `npm start` runs it as a cluster worker, so that two can share the port while one replaces the other.
// Astro's standalone handler answers (prerendered files first, then on-demand pages and the API);
// this wrapper adds the security headers to every response, static files included (the API with a
// policy of its own), which Astro's own server cannot do; compresses pages and assets (not the
// API), sending the large files the build compressed ahead as they are (scripts/lib/precompressed.mjs);
// redirects every other spelling of a page's address to the canonical one first, so that no
// spelling serves a build's copy of a changed page (scripts/lib/canonical-path.mjs); renders a
// university page again when its reviews changed since the build (scripts/lib/fresh-pages.mjs);
// and it answers in JSON, under /api, the requests that Astro or Node would refuse in plain text
// or HTML before any route runs (scripts/lib/api-replies.mjs).
// Plain JavaScript so the served build needs no TypeScript loader.
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { setTimeout } from 'node:timers';
import { pathToFileURL } from 'node:url';
import compression from 'compression';
import { refuseUnsafeProductionStart } from './lib/production-settings.mjs';
import { readCspHashes } from '#integrations/csp.mjs';
import { answeredBeforeAstro, isApiTarget, refuseExpectation, replyToClientError } from './lib/api-replies.mjs';
import { redirectedToCanonical } from './lib/canonical-path.mjs';
import { freshUniversityPages } from './lib/fresh-pages.mjs';
import { precompressedFiles } from './lib/precompressed.mjs';

/** The islands call the API on this origin, or on PUBLIC_API_BASE's when the build names one. */
function apiOrigin() {
  const base = process.env.PUBLIC_API_BASE;
  return base ? ` ${new URL(base).origin}` : '';
}

/**
 * Everything from this origin. Inline scripts and styles only by hash: the ones Astro writes into
 * the pages (island loader, client directives, inlined <script>s), listed by the build
 * (integrations/csp.mjs); no inline event handlers or style attributes. WebAssembly is for Pagefind.
 * @param {import('#integrations/csp.mjs').CspHashes} hashes
 */
function contentSecurityPolicy({ scriptHashes, styleHashes }) {
  const quoted = (list) => list.map((hash) => ` '${hash}'`).join('');
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
const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

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
 * @param {string} build the build folder, with the links resolved
 */
function securityHeaders(build) {
  const all = { 'Content-Security-Policy': contentSecurityPolicy(readCspHashes(build)), ...SECURITY_HEADERS };
  const https = (process.env.SITE_URL ?? '').startsWith('https://');
  return https ? { ...all, 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : all;
}

// The native SQLite module is built for the Node that npm installs (node_modules/.bin/node, 24); an
// older Node crashes on the first query instead of saying why.
const [nodeMajor = 0, nodeMinor = 0] = process.versions.node.split('.').map(Number);
if (nodeMajor < 22 || (nodeMajor === 22 && nodeMinor < 12)) {
  console.error(
    `Node ${process.versions.node} cannot run this site: use Node 22.12 or newer (npm start and npm run use the Node 24 that npm install brought).`,
  );
  process.exit(1);
}
refuseUnsafeProductionStart();
// Resolved once, so that the code, the files and the CSP hashes all come from one build even when
// `dist` is swapped meanwhile.
const buildDir = fs.realpathSync(path.resolve(process.argv[2] ?? 'dist'));
// The entry would otherwise start Astro's own server on import.
process.env.ASTRO_NODE_AUTOSTART = 'disabled';
const { handler } = await import(pathToFileURL(path.join(buildDir, 'server/entry.mjs')).href);

const pageHeaders = Object.entries(securityHeaders(buildDir));
const apiHeaders = pageHeaders.map(([name, value]) => [name, name === 'Content-Security-Policy' ? API_CONTENT_SECURITY_POLICY : value]);
/**
 * The security headers for a request: the API's policy for a target under /api, as sent or as
 * Astro would decode it; the pages' for every other.
 * @param {http.IncomingMessage} req
 */
const headersFor = (req) => (isApiTarget(req.url) ? apiHeaders : pageHeaders);
const host = process.env.HOST ?? 'localhost';
const port = Number(process.env.PORT ?? 4321);

/**
 * Brotli or gzip, as the browser accepts, for pages and assets of 1 KB and more: a phone on a slow
 * network gets React in a third of the bytes. Never the API: its replies carry tokens next to text
 * the caller chose, which is what a compression side channel (BREACH) needs (its three public bulk
 * downloads compress themselves, once: src/transport/rest/public-bulk.ts).
 */
const compress = compression({
  filter: (req, res) => isPlainNonApiPath(req.url ?? '') && compression.filter(req, res),
});

/**
 * A path that is not the API however it is read: escapes, dot segments and repeated slashes are
 * left uncompressed, since Astro may resolve such a path (`/%61pi/…`, `/x/../api/…`) to the API.
 * Pages and assets never need them.
 */
function isPlainNonApiPath(url) {
  const path = url.split('?')[0];
  return !/%|\/\/|\/\.|\\/.test(path) && !/^\/api(\/|$)/.test(path);
}

/**
 * The REST mount point's direct GET path (src/transport/rest/direct-get.ts), there once Astro has
 * loaded that mount point: it answers the plain GETs of the REST API with the same router, past
 * Astro's handler, and returns false for every other request.
 */
const DIRECT_REST_GET = Symbol.for('uni-reviews.direct-rest-get');

/** This server's own address, for rendering a changed page through it (set once it listens). */
let ownOrigin = `http://127.0.0.1:${port}`;
/** A university page changed since the build is rendered again and served fresh (lib/fresh-pages.mjs). */
const freshPages = freshUniversityPages({ buildDir, origin: () => ownOrigin });
/** The large files the build compressed ahead, sent as they are (lib/precompressed.mjs). */
const precompressed = precompressedFiles(buildDir);

/** Set on SIGTERM/SIGINT: every reply from then on closes its connection. */
let closing = false;

/**
 * A reply whose status line always carries the standard reason phrase (`404 Not Found`). Astro
 * copies a rendered page's statusText onto the status line, and a page that sets only
 * `Astro.response.status` keeps Astro's default "OK": every on-demand 404 or 400 page read
 * `404 OK`. Set here, it holds for every reply: pages, the API, static files.
 */
class StandardStatusResponse extends http.ServerResponse {
  writeHead(statusCode, reason, headers) {
    const standard = http.STATUS_CODES[statusCode];
    if (standard === undefined) return super.writeHead(statusCode, reason, headers);
    return typeof reason === 'string' ? super.writeHead(statusCode, standard, headers) : super.writeHead(statusCode, standard, reason);
  }
}

// requireHostHeader off: a request without Host reaches answeredBeforeAstro, which answers it as Node would.
const options = { requireHostHeader: false, ServerResponse: StandardStatusResponse };
const server = http.createServer(options, (req, res) => {
  for (const [name, value] of headersFor(req)) res.setHeader(name, value);
  if (closing) res.setHeader('Connection', 'close');
  // What Astro or Node would answer themselves under /api (not in JSON) is answered in JSON here.
  if (answeredBeforeAstro(req, res)) return;
  if (globalThis[DIRECT_REST_GET]?.(req, res)) return;
  // Past this point the path of a page or an asset is canonical (the API keeps its own spellings).
  if (redirectedToCanonical(req, res)) return;
  precompressed(req, res, () => compress(req, res, () => freshPages(req, res, () => handler(req, res))));
});

server.on('checkExpectation', (req, res) => {
  for (const [name, value] of headersFor(req)) res.setHeader(name, value);
  refuseExpectation(req, res);
});
server.on('clientError', replyToClientError);

server.listen(port, host, () => {
  ownOrigin = originOf(server.address());
  console.log(`Serving ${path.relative(process.cwd(), fs.realpathSync(buildDir))} on http://${host}:${port}`);
});

/**
 * The address a request from this process reaches this server at: a wildcard address means loopback.
 * @param {ReturnType<http.Server['address']>} address
 */
function originOf(address) {
  if (!address || typeof address === 'string') return ownOrigin;
  const ip = address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address;
  return `http://${ip.includes(':') ? `[${ip}]` : ip}:${address.port}`;
}

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
