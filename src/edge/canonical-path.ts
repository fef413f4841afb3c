// One address per page (docs/decisions/037-canonical-page-addresses.md). Astro's static handler
// finds a build's file under many spellings of its address: `/university/66/index.html`,
// `/university/%366`, `/university//66`, `/university/./66`, `/university%2F66`... The check for
// a page changed since the build (fresh-pages.ts) knows one spelling, so the others served the
// build's copy of a changed page. The edge (serve-build.ts) redirects them all to the canonical
// address first, so the rest of the server only ever sees that one. The API is left as it is
// (api-replies.ts answers its odd spellings).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { decodesAsUri, isApiTarget } from './api-replies.ts';

const API_PATH = /^\/api(?:\/|$)/;
/** RFC 3986 unreserved characters: an escape of one of them means the character itself. */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;
const ESCAPE = /%([0-9A-Fa-f]{2})/g;

/**
 * The canonical form of a request path (the part before `?`): escapes of unreserved characters
 * decoded and the others in upper case; `\`, `%2F` and repeated slashes as one `/` (as a browser
 * and the static handler read them); `.` and `..` segments resolved, also when escaped; no
 * trailing `index.html` and no trailing slash (`/` itself stays). It always starts with one `/`
 * followed by something other than a slash, so it never reads as another host.
 */
export function canonicalPath(path: string): string {
  const normalised = path.replace(/\\/g, '/').replace(ESCAPE, (_escape, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    if (char === '/') return '/';
    return UNRESERVED.test(char) ? char : `%${hex.toUpperCase()}`;
  });
  const segments: string[] = [];
  for (const segment of normalised.split('/')) {
    if (segment === '..') segments.pop();
    else if (segment !== '' && segment !== '.') segments.push(segment);
  }
  while (segments.at(-1) === 'index.html') segments.pop();
  return `/${segments.join('/')}`;
}

/** Escapes what may not stand in a Location header as it is (Node refuses these in a request). */
const headerSafe = (text: string) =>
  text.replace(/[^\x21-\x7e]/g, (char) => {
    const code = char.charCodeAt(0);
    return code <= 0xff ? `%${code.toString(16).toUpperCase().padStart(2, '0')}` : encodeURIComponent(char);
  });

/**
 * Where a request should go instead: its canonical path with its query, or null when the target
 * is canonical already, or is left to the rest of the server: the API (as sent or decoded, or
 * once canonical), a target that is no path (`*`, an absolute URL: Astro answers 404), and a
 * malformed escape (Astro answers 400).
 * @param target the request target as sent
 */
export function canonicalLocation(target: string | undefined): string | null {
  if (typeof target !== 'string' || !target.startsWith('/')) return null;
  // A fragment is never part of the address (a client should not send one).
  const [withQuery = ''] = target.split('#', 1);
  const queryAt = withQuery.indexOf('?');
  const path = queryAt === -1 ? withQuery : withQuery.slice(0, queryAt);
  const query = queryAt === -1 ? '' : withQuery.slice(queryAt);
  const location = headerSafe(canonicalPath(path) + query);
  // The common case first: a canonical target costs no URL parsing.
  if (location === target || isApiTarget(target) || API_PATH.test(location)) return null;
  return decodesAsUri(target) ? location : null;
}

/**
 * Redirects a request to its canonical address and returns true, or returns false. 301 for GET
 * and HEAD, 308 for other methods (they keep their method and body).
 */
export function redirectedToCanonical(req: IncomingMessage, res: ServerResponse): boolean {
  const location = canonicalLocation(req.url);
  if (location === null) return false;
  const status = req.method === 'GET' || req.method === 'HEAD' ? 301 : 308;
  res.writeHead(status, { location, 'content-length': 0, 'cache-control': 'public, max-age=3600' });
  res.end();
  return true;
}
