// The production server: serves the build it is part of on HOST:PORT (localhost:4321). The build
// bundles this file as <build>/server/edge.mjs (integrations/edge-entry.mjs), so it shares the
// build's modules with Astro's handler, and scripts/serve.mjs starts it: `npm start` runs that as a
// cluster worker (serve-builds.ts), so that two can share the port while one replaces the other.
// Astro's standalone handler answers (prerendered files first, then on-demand pages and the API);
// in front of it, this server adds the security headers to every response, static files included
// (the API with a policy of its own), which Astro's own server cannot do (security-headers.ts);
// answers in JSON, under /api, the requests that Astro or Node would refuse in plain text or HTML
// before any route runs (api-replies.ts); answers the plain REST GETs itself, with the same router
// as the REST mount point (src/transport/rest/direct-get.ts), from the first request on; redirects
// every other spelling of a page's address to the canonical one, so that no spelling serves a
// build's copy of a changed page (canonical-path.ts); compresses pages and assets (not the API),
// sending the large files the build compressed ahead as they are (precompressed.ts); and renders a
// university page again when its reviews changed since the build (fresh-pages.ts). For the
// operator (docs/decisions/043-operability.md): /healthz, /readyz and /metrics (operations.ts), a
// request id, a JSON log line and the latency histogram for every request (request-log.ts), JSON
// log lines for everything else the process writes, and a graceful shutdown (below).
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { setTimeout } from 'node:timers';
import compression from 'compression';
import { answerRestGet } from '#transport/rest/direct-get.ts';
import { settleBackgroundTasks } from '#server/infra/background-tasks.ts';
import { settings } from '#server/infra/env.ts';
import { log, routeConsoleToLog } from '#server/infra/log.ts';
import { withinTime } from '#server/infra/metrics.ts';
import { closeDatabase } from '#server/infra/read-db.ts';
import { answeredBeforeAstro, isApiTarget, refuseExpectation, replyToClientError } from './api-replies.ts';
import { redirectedToCanonical } from './canonical-path.ts';
import { freshUniversityPages } from './fresh-pages.ts';
import { routedToFilteredPage } from './filtered-pages.ts';
import { OPERATIONS_PATHS, operationsEndpoints } from './operations.ts';
import { precompressedFiles } from './precompressed.ts';
import { refuseUnsafeProductionStart } from './production-settings.ts';
import { observed, requestsInFlight } from './request-log.ts';
import { buildSecurityHeaders } from './security-headers.ts';
import type { Step } from './step.ts';

/** How long closing the database may take once the requests are done. */
const CLOSE_DATABASE_MS = 2_000;

/**
 * A path that is not the API however it is read: escapes, dot segments and repeated slashes are
 * left uncompressed, since Astro may resolve such a path (`/%61pi/…`, `/x/../api/…`) to the API.
 * Pages and assets never need them.
 */
function isPlainNonApiPath(url: string): boolean {
  const path = url.split('?')[0]!;
  return !/%|\/\/|\/\.|\\/.test(path) && !/^\/api(\/|$)/.test(path);
}

/**
 * Brotli or gzip, as the browser accepts, for pages and assets of 1 KB and more: a phone on a slow
 * network gets React in a third of the bytes. Never the API: its replies carry tokens next to text
 * the caller chose, which is what a compression side channel (BREACH) needs (its three public bulk
 * downloads compress themselves, once: src/transport/rest/public-bulk.ts). The package is typed
 * for Express; it reads and wraps only what Node's request and response have.
 */
const compress = compression({
  filter: (req, res) => isPlainNonApiPath(req.url ?? '') && compression.filter(req, res),
}) as unknown as Step;

/**
 * A reply whose status line always carries the standard reason phrase (`404 Not Found`). Astro
 * copies a rendered page's statusText onto the status line, and a page that sets only
 * `Astro.response.status` keeps Astro's default "OK": every on-demand 404 or 400 page read
 * `404 OK`. Set here, it holds for every reply: pages, the API, static files.
 */
class StandardStatusResponse extends http.ServerResponse {
  override writeHead(
    statusCode: number,
    reason?: string | http.OutgoingHttpHeaders | http.OutgoingHttpHeader[],
    headers?: http.OutgoingHttpHeaders | http.OutgoingHttpHeader[],
  ): this {
    const standard = http.STATUS_CODES[statusCode];
    if (standard === undefined) return super.writeHead(statusCode, reason as string, headers);
    return typeof reason === 'string' ? super.writeHead(statusCode, standard, headers) : super.writeHead(statusCode, standard, reason);
  }
}

/**
 * The address a request from this process reaches this server at: a wildcard address means
 * loopback; `fallback` until the server listens.
 */
function originOf(address: ReturnType<http.Server['address']>, fallback: string): string {
  if (!address || typeof address === 'string') return fallback;
  const ip = address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address;
  return `http://${ip.includes(':') ? `[${ip}]` : ip}:${address.port}`;
}

/**
 * Serves the build in `buildDir` (its folder with the links resolved, so that the code, the files
 * and the CSP hashes all come from one build even when `dist` is swapped meanwhile) until SIGTERM
 * or SIGINT.
 */
export async function serveBuild(buildDir: string): Promise<http.Server> {
  refuseUnsafeProductionStart();
  // From here on every line the process writes is a JSON log line, the services' console too.
  routeConsoleToLog();
  // The adapter's entry would otherwise start Astro's own server on import.
  process.env.ASTRO_NODE_AUTOSTART = 'disabled';
  // Of this same build: the bundler resolves it to the build's server entry.
  const { handler } = await import('@astrojs/node/server.js');

  const headers = buildSecurityHeaders(buildDir);
  /** The API's policy for a target under /api, as sent or as Astro would decode it; the pages' for every other. */
  const headersFor = (req: http.IncomingMessage) => (isApiTarget(req.url) ? headers.api : headers.pages);
  const host = process.env.HOST ?? 'localhost';
  const port = Number(process.env.PORT ?? 4321);

  /** This server's own address, for rendering a changed page through it (set once it listens). */
  let ownOrigin = `http://127.0.0.1:${port}`;
  /** A university page changed since the build is rendered again and served fresh. */
  const freshPages = freshUniversityPages({ buildDir, origin: () => ownOrigin });
  /** The large files the build compressed ahead, sent as they are. */
  const precompressed = precompressedFiles(buildDir);

  /** Set on SIGTERM/SIGINT: every reply from then on closes its connection, and /readyz says 503. */
  let closing = false;
  /** /healthz, /readyz and /metrics. */
  const operations = operationsEndpoints({ buildDir, serving: () => !closing });

  // requireHostHeader off: a request without Host reaches answeredBeforeAstro, which answers it as Node would.
  const options = { requireHostHeader: false, ServerResponse: StandardStatusResponse };
  const server = http.createServer(options, (req, res) => {
    // The operations endpoints answer JSON or text, as the API does: its policy.
    const operation = OPERATIONS_PATHS.has((req.url ?? '').split('?', 1)[0]!);
    for (const [name, value] of operation ? headers.api : headersFor(req)) res.setHeader(name, value);
    if (closing) res.setHeader('Connection', 'close');
    observed(req, res, operation, () => {
      if (operations(req, res)) return;
      // What Astro or Node would answer themselves under /api (not in JSON) is answered in JSON here.
      if (answeredBeforeAstro(req, res)) return;
      // The plain REST GETs, past Astro's handler (the same router as the mount point).
      if (answerRestGet(req, res)) return;
      // Past this point the path of a page or an asset is canonical (the API keeps its own spellings).
      if (redirectedToCanonical(req, res)) return;
      // A filtered university page is rendered on demand; an unfiltered one may have a fresh copy.
      const page = () => (routedToFilteredPage(req) ? void handler(req, res) : freshPages(req, res, () => void handler(req, res)));
      precompressed(req, res, () => compress(req, res, page));
    });
  });

  server.on('checkExpectation', (req: http.IncomingMessage, res: http.ServerResponse) => {
    for (const [name, value] of headersFor(req)) res.setHeader(name, value);
    refuseExpectation(req, res);
  });
  server.on('clientError', replyToClientError);

  server.listen(port, host, () => {
    ownOrigin = originOf(server.address(), ownOrigin);
    log().info(`Serving ${path.relative(process.cwd(), fs.realpathSync(buildDir))} on http://${host}:${port}`);
  });

  // Stop listening (under npm start a new server may already listen on the same port), answer
  // /readyz with 503 and what still arrives on open connections with `Connection: close`, wait
  // until they are all gone (SHUTDOWN_GRACE_SECONDS at most), then for the work the requests left
  // for after their replies (mail), close the database and exit: 0, or 1 when the grace ran out
  // with requests unanswered. net.Server's close, not http.Server's: the latter also cuts idle
  // keep-alive connections at once, and a client that is just then sending a request on one gets
  // a reset instead of an answer; Node closes them once idle for its keep-alive timeout (5 s).
  async function shutdown(signal: NodeJS.Signals) {
    if (closing) return;
    closing = true;
    const started = Date.now();
    const graceMs = settings().SHUTDOWN_GRACE_SECONDS * 1000;
    log().info({ signal, in_flight: requestsInFlight() }, 'Shutting down: no new connections, finishing the requests in flight');
    const drained = await new Promise<boolean>((resolve) => {
      net.Server.prototype.close.call(server, () => resolve(true));
      setTimeout(() => resolve(false), graceMs).unref();
    });
    const left = Math.max(0, graceMs - (Date.now() - started));
    await withinTime(settleBackgroundTasks(), left).catch(() =>
      log().warn('Work after the replies was still running at the end of the grace'),
    );
    await withinTime(closeDatabase(), CLOSE_DATABASE_MS).catch((error: unknown) =>
      log().error({ err: error }, 'Could not close the database'),
    );
    const unanswered = requestsInFlight();
    const took = { duration_ms: Date.now() - started, unanswered };
    if (drained || unanswered === 0) log().info(took, 'Stopped: every request answered');
    else log().warn(took, `Stopped: the grace (${graceMs / 1000} s) ran out with requests unanswered`);
    process.exit(unanswered === 0 ? 0 : 1);
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  return server;
}
