// The property every reply must keep: no 5xx, and under /api (as sent or once percent-decoded)
// no redirect (a 304 to a conditional GET is none) and a JSON body (content-type application/json, JSON.parse accepts it, an `error`
// message on 4xx: a string for REST, tRPC's own object for tRPC).
import zlib from 'node:zlib';
import type { Outgoing, Reply } from './send.ts';

/** The body with its Content-Encoding (br or gzip: the public bulk downloads) undone. */
export function decodedBody(reply: Pick<Reply, 'headers' | 'body'>): Buffer {
  const encoding = reply.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(reply.body);
  if (encoding === 'gzip') return zlib.gunzipSync(reply.body);
  return reply.body;
}

const API_PATH = /^\/api(?:\/|$)/;

/** Whether the path the request was sent to is under /api, as sent or once percent-decoded. */
export function underApi(path: string): boolean {
  if (!URL.canParse(`http://localhost${path}`)) return false;
  const pathname = new URL(`http://localhost${path}`).pathname;
  if (API_PATH.test(pathname)) return true;
  let decoded = pathname;
  for (let i = 0; i < 12; i++) {
    try {
      const next = decodeURI(decoded);
      if (next === decoded) break;
      decoded = next;
    } catch {
      break;
    }
  }
  return API_PATH.test(decoded);
}

/** Everything wrong with a reply; empty when it keeps the property. */
export function problemsOf(out: Outgoing, reply: Reply): string[] {
  const problems: string[] = [];
  if (reply.status >= 500) problems.push(`status ${reply.status}`);
  if (!underApi(out.path)) return problems;
  // A 304 answers a conditional GET (the bulk downloads and the OpenAPI document have ETags); it is
  // no redirect.
  const conditional =
    (out.method === 'GET' || out.method === 'HEAD') &&
    Object.keys(out.headers).some((name) => /^if-(none-match|modified-since)$/i.test(name));
  if (reply.status >= 300 && reply.status < 400 && !(reply.status === 304 && conditional)) {
    problems.push(`a redirect (${reply.status}) under /api`);
  }
  const bodyless = out.method === 'HEAD' || reply.status === 204 || reply.status === 304;
  if (bodyless) return problems;
  const contentType = String(reply.headers['content-type'] ?? '');
  // The one success reply that is not JSON: the open-data CSV (docs/rules/open-data.md).
  // Read as the server reads it: a backslash is a slash and a trailing one is dropped.
  const csv = reply.status < 300 && /^\/api\/open-data\/universities\.csv\/?$/.test(new URL(out.path, 'http://fuzz.invalid').pathname);
  if (csv && /^text\/csv\s*(;|$)/i.test(contentType)) return problems;
  if (!/^application\/json\s*(;|$)/i.test(contentType)) problems.push(`content-type ${JSON.stringify(contentType)}, not JSON`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(decodedBody(reply).toString('utf8'));
  } catch {
    problems.push('a body JSON.parse refuses');
    return problems;
  }
  if (reply.status >= 400) {
    const error = (parsed as { error?: unknown } | null)?.error;
    const described =
      typeof error === 'string' ||
      (typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string');
    if (!described) problems.push('a 4xx without an `error` message');
  }
  return problems;
}
