// Under /api every reply is JSON (`{"error": "<message>"}` with a 4xx status), but a few requests
// are answered before any route of ours runs, by Astro's standalone handler or by Node itself:
//   - a malformed percent-escape anywhere in the URL (`%ff`, a lone `%`): Astro's plain-text
//     "Bad request." (node_modules/@astrojs/node/dist/standalone.js);
//   - escapes nested more than 10 levels deep (`%252525...`): Astro's empty 400 (FetchState);
//   - a path that decodes to a line break (`%0A`, `%0D`, U+2028/9): no route pattern matches it
//     (`.` stops at line terminators), so Astro renders the HTML 404 page;
//   - duplicate trailing slashes: Astro's HTML 301 to the collapsed path;
//   - `.` or `..` segments hidden behind an encoded slash (`/api/%2f..`): Astro's static file
//     server decodes them, finds a folder of the build and redirects to it (an HTML 301);
//   - a Host header Astro cannot build a URL from (`a b`, `x/y`, empty): Astro falls back to `/`
//     and renders the HTML 404 page; a missing one on HTTP/1.1: Node's empty 400;
//   - a Host with credentials (`user@host`), and TRACE: the fetch Request that Astro makes of
//     every request refuses them, and Astro answers a plain-text 500;
//   - an `Expect` other than 100-continue: Node's empty 417;
//   - a request Node cannot parse (an unknown method, a request line and headers over 16 kB):
//     Node's empty 400 or 431.
// The edge (serve-build.ts) answers those here instead, in JSON, when the path is under /api. Other
// paths are left to Astro and Node as before, but for the two 500s (an empty 400 and 405 instead)
// and a request line too long to tell its path (JSON then too).
import { Buffer } from 'node:buffer';
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';

/** What these checks read of a request. */
export type RequestHead = Pick<IncomingMessage, 'url' | 'method' | 'httpVersion' | 'headers'>;

/** A refusal to send in JSON. */
export interface Refusal {
  status: number;
  error: string;
}

const API_PATH = /^\/api(?:\/|$)/;
/** Astro's route patterns use `.`, which matches no line terminator. */
const LINE_TERMINATOR = /[\n\r\u2028\u2029]/;
/** Astro refuses a path that still changes after this many decodes. */
const MAX_DECODES = 10;
/** Methods a fetch Request cannot carry (Astro makes one of every request, and answers 500 when that throws). */
const UNREQUESTABLE_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);
/** uri-host [":" port] (RFC 3986): an IP literal or a reg-name, nothing that could start a path. */
const HOST = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9\-._~!$&'()*+,;=%]+)(?::\d*)?$/;

/**
 * Whether `decodeURI` accepts the text. Its result is used on purpose: the build's bundler drops a
 * call to `decodeURI` whose result is unused, and with it the check.
 */
export function decodesAsUri(text: string): boolean {
  try {
    return typeof decodeURI(text) === 'string';
  } catch {
    return false;
  }
}

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

/**
 * The path as Astro matches routes on it: decoded until it stops changing (as sent when an escape
 * is malformed); `tooDeep` when it still changes after 10 decodes (Astro refuses those), with
 * `path` as far as it got.
 */
function routedPath(pathname: string): { path: string; tooDeep: boolean } {
  let current = pathname;
  for (let decodes = 0; ; decodes++) {
    let next: string;
    try {
      next = decodeURI(current);
    } catch {
      return { path: current, tooDeep: false };
    }
    if (next === current) return { path: current, tooDeep: false };
    if (decodes === MAX_DECODES) return { path: current, tooDeep: true };
    current = next;
  }
}

/** Whether the path, once percent-decoded as the static file server does, has a `.` or `..` segment. */
function hasHiddenDotSegment(pathname: string): boolean {
  try {
    return decodeURIComponent(pathname)
      .split(/[\\/]/)
      .some((segment) => segment === '.' || segment === '..');
  } catch {
    return false;
  }
}

/** The URL Astro builds for a request target (`http://<host><target>`), with a host that cannot move the path. */
function targetUrl(target: string): URL | null {
  const text = `http://localhost${target}`;
  return URL.canParse(text) ? new URL(text) : null;
}

/** Whether a request target (path and query, as on the request line) is under /api, before or after decoding. */
export function isApiTarget(target: string | undefined): boolean {
  if (typeof target !== 'string' || !target.startsWith('/')) return false;
  const url = targetUrl(target);
  if (!url) return false;
  return API_PATH.test(url.pathname) || API_PATH.test(routedPath(url.pathname).path);
}

/** Whether the URL Astro builds from this Host header carries credentials, which a fetch Request refuses. */
function hostWithCredentials(host: string | undefined, target: string): boolean {
  const text = `http://${host}${target}`;
  if (typeof host !== 'string' || !URL.canParse(text)) return false;
  const url = new URL(text);
  return url.username !== '' || url.password !== '';
}

/** Whether Astro can build the request's URL from this Host header without it changing the path. */
export function isUsableHost(host: string | undefined): boolean {
  return typeof host === 'string' && HOST.test(host) && URL.canParse(`http://${host}/`);
}

/**
 * The JSON error for a request under /api that Astro would otherwise answer itself (see the top
 * of this file), or null when the request may go on to Astro.
 */
export function refusalBeforeAstro(req: RequestHead): Refusal | null {
  const target = req.url ?? '/';
  if (!isApiTarget(target)) return null;
  if (req.headers.host !== undefined || req.httpVersion === '1.1') {
    if (!isUsableHost(req.headers.host)) return { status: 400, error: 'Invalid Host header' };
  }
  if (!decodesAsUri(target)) return { status: 400, error: 'Malformed URL' };
  // isApiTarget could parse it.
  const url = targetUrl(target)!;
  const routed = routedPath(url.pathname);
  if (routed.tooDeep) return { status: 400, error: 'Malformed URL' };
  if (LINE_TERMINATOR.test(routed.path) || url.pathname.endsWith('//') || hasHiddenDotSegment(url.pathname)) {
    return { status: 404, error: 'Not found' };
  }
  if (UNREQUESTABLE_METHODS.has(req.method ?? '')) return { status: 405, error: 'Method not allowed' };
  return null;
}

/** Writes `{"error": message}` with the status (headers already set on `res` stay). */
export function sendJsonError(res: ServerResponse, status: number, error: string): void {
  res.writeHead(status, JSON_HEADERS);
  res.end(JSON.stringify({ error }));
}

/**
 * For the server created with `requireHostHeader: false` (so that a missing Host reaches this
 * check): answers what Node or Astro would answer in another format, and returns true; or returns
 * false and the request goes on to Astro. Outside /api, a missing Host on HTTP/1.1 gets Node's
 * own empty 400, as before; a Host with credentials an empty 400 and TRACE an empty 405, instead
 * of Astro's 500.
 */
export function answeredBeforeAstro(req: IncomingMessage, res: ServerResponse): boolean {
  const refusal = refusalBeforeAstro(req);
  if (refusal) {
    sendJsonError(res, refusal.status, refusal.error);
    return true;
  }
  if (req.httpVersion === '1.1' && req.headers.host === undefined) {
    res.writeHead(400, { connection: 'close' });
    res.end();
    return true;
  }
  if (hostWithCredentials(req.headers.host, req.url ?? '/')) {
    res.writeHead(400, { connection: 'close' });
    res.end();
    return true;
  }
  // Elsewhere too, rather than Astro's 500 (and the static files do not answer TRACE either).
  if (UNREQUESTABLE_METHODS.has(req.method ?? '')) {
    res.writeHead(405, { allow: 'GET, HEAD' });
    res.end();
    return true;
  }
  return false;
}

/** The `checkExpectation` listener: Node's 417 for an Expect other than 100-continue, in JSON under /api. */
export function refuseExpectation(req: IncomingMessage, res: ServerResponse): void {
  if (isApiTarget(req.url)) return sendJsonError(res, 417, 'Expectation failed');
  res.writeHead(417);
  res.end();
}

const REQUEST_LINE = /([!#$%&'*+.^_`|~0-9A-Za-z-]+) (\/[^ \r\n]*) HTTP\/\d\.\d\r?\n/g;

/** What Node's `clientError` hands over beside the message: its code, and the bytes it was parsing. */
export type ClientError = Error & { code?: string; rawPacket?: unknown };

/** The part of the connection `replyToClientError` reads and writes (Node passes its socket). */
export interface ClientErrorSocket {
  writable: boolean;
  end(text: string): unknown;
  destroy(error?: Error): unknown;
  /** The reply under way on this connection, if any (Node's own field, as its default handler reads it). */
  _httpMessage?: { headersSent: boolean } | null;
}

/**
 * The method and target of the request that failed to parse, from the bytes Node was parsing
 * (`rawPacket`): the last request line in them, since the packet can begin with the end of the
 * previous request's body; else the packet's first line, which may be cut short. Undefined when
 * the packet holds neither (a request line longer than one read began in an earlier one).
 */
function failedRequest(error: ClientError): { method?: string; target?: string } {
  const text = Buffer.isBuffer(error.rawPacket) ? error.rawPacket.toString('latin1') : '';
  const complete = [...text.matchAll(REQUEST_LINE)].at(-1);
  if (complete) return { method: complete[1], target: complete[2] };
  const [, method, target] = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+) (\/[^ \r\n]*)/.exec(text) ?? [];
  return { method, target };
}

const CLIENT_ERROR_STATUS: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};
const CLIENT_ERROR_MESSAGE: Record<number, string> = {
  400: 'Bad request',
  408: 'Request timeout',
  413: 'Request too large',
  431: 'Request headers too large',
};

/**
 * The `clientError` listener: what Node does by default for a request it cannot parse (a bare
 * status line, then close), with a JSON body when the request line that arrived targets /api (or
 * cannot be told).
 */
export function replyToClientError(error: ClientError, socket: ClientErrorSocket): void {
  // As Node: nothing is written once a reply on this connection has begun, or to a closed peer.
  const inFlight = socket._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || (inFlight && inFlight.headersSent)) {
    socket.destroy(error);
    return;
  }
  const status = CLIENT_ERROR_STATUS[error.code ?? ''] ?? 400;
  const { method, target } = failedRequest(error);
  let head = `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n`;
  let body = '';
  // JSON also when the target is unknown: it may be under /api, and elsewhere the body is harmless.
  if (target === undefined || isApiTarget(target)) {
    const json = JSON.stringify({ error: CLIENT_ERROR_MESSAGE[status] });
    head += `Content-Type: ${JSON_HEADERS['content-type']}\r\nCache-Control: no-store\r\nContent-Length: ${Buffer.byteLength(json)}\r\n`;
    // A reply to HEAD has no body (the client would read it as the start of another reply).
    if (method !== 'HEAD') body = json;
  }
  socket.end(`${head}\r\n${body}`);
}
