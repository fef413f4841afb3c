// A RequestSpec made into the request that goes on the wire: references filled in from the
// session, large values built, text made sendable by node:http, bodies framed.
import http from 'node:http';
import { Big, JsonText, QueryValue, Ref, type Piece, type RequestSpec, type Value } from './request-spec.ts';
import type { FuzzSession } from './session.ts';
import type { Outgoing } from './send.ts';
import { percentEncode } from './percent-encoding.ts';

const MAX_URL = 24_000;
/** Node's limit on a request head (request line and headers), and the API's on a body. */
const MAX_HEAD_BYTES = 16 * 1024;
const MAX_BODY_BYTES = 100 * 1024;

/**
 * Whether a request is one the server may refuse and then stop reading (a head over Node's limit,
 * a body over the API's, a method Node's parser does not know): the connection can then be reset
 * before the client has read the refusal.
 */
export function refusedUnread(out: Outgoing): boolean {
  const head = out.path.length + Object.entries(out.headers).reduce((sum, [name, value]) => sum + name.length + value.length + 4, 0);
  return head > MAX_HEAD_BYTES || (out.body?.length ?? 0) > MAX_BODY_BYTES || !http.METHODS.includes(out.method);
}

/** The request as it goes on the wire. */
export async function materialize(spec: RequestSpec, session: FuzzSession): Promise<Outgoing> {
  const resolve: Resolve = (ref) => session.resolve(ref, spec.account);
  // Long enough to pass Node's 16 kB limit on a request head, not megabytes that the server
  // (rightly) stops reading.
  const path = sendablePath(spec.path.map((piece) => render(piece, resolve, 'path')).join('')).slice(0, MAX_URL);
  const headers: Record<string, string> = {};
  const authorization = await session.authorization(spec.auth, spec.account);
  if (authorization !== null) headers.authorization = authorization;
  let body: Buffer | null = null;
  if (spec.body) {
    body = Buffer.from(
      spec.body.kind === 'text'
        ? spec.body.text
        : spec.body.kind === 'big'
          ? renderBig(spec.body.big, 'json')
          : serialize(spec.body.value, resolve),
      'utf8',
    );
    if (spec.contentType !== null) headers['content-type'] = spec.contentType;
  } else if (spec.contentType !== null && spec.contentType !== 'application/json') {
    headers['content-type'] = spec.contentType;
  }
  let setHost = true;
  for (const [name, value] of spec.headers) {
    if (name === 'host' && value === '\u0000absent') setHost = false;
    else headers[name] = sendableHeader(value);
  }
  // Framed explicitly: node:http sends a body on GET, HEAD or DELETE without Content-Length or
  // chunking, and the server would read it as a second request.
  const chunked = spec.chunked && body !== null;
  if (chunked) headers['transfer-encoding'] = 'chunked';
  else if (body) headers['content-length'] = String(body.length);
  return { method: spec.method, path, headers, body, chunked, setHost };
}

type Resolve = (ref: Ref) => string | number;

/** A piece as text: in a path (ids as digits, strings as they are), in a query (lists comma-separated), or JSON. */
function render(piece: Piece, resolve: Resolve, where: 'path' | 'query'): string {
  if (piece instanceof QueryValue) {
    const text = render(piece.value, resolve, 'query');
    return piece.raw ? text : percentEncode(text);
  }
  if (piece instanceof JsonText) return serialize(piece.value, resolve);
  if (piece instanceof Ref) return String(resolve(piece));
  if (piece instanceof Big) return renderBig(piece, 'text');
  if (Array.isArray(piece)) return piece.map((item) => render(item, resolve, where)).join(where === 'query' ? ',' : '');
  if (piece !== null && typeof piece === 'object') return serialize(piece, resolve);
  return String(piece);
}

/** JSON text of a Value, with large values spliced in as text (too deep for JSON.stringify). */
function serialize(value: Value, resolve: Resolve): string {
  if (value instanceof Ref) return JSON.stringify(resolve(value));
  if (value instanceof Big) return renderBig(value, 'json');
  if (Array.isArray(value)) return `[${value.map((item) => serialize(item, resolve)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}:${serialize(item, resolve)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function renderBig(value: Big, as: 'text' | 'json'): string {
  const n = value.size;
  switch (value.kind) {
    case 'repeat':
      return as === 'json' ? `"${'x'.repeat(n)}"` : 'x'.repeat(n);
    case 'escapes':
      return as === 'json' ? `"${'%41'.repeat(Math.ceil(n / 3))}"` : '%41'.repeat(Math.ceil(n / 3));
    case 'deepArray':
      return '['.repeat(n) + ']'.repeat(n);
    case 'deepObject':
      return '{"a":'.repeat(n) + '1' + '}'.repeat(n);
    case 'wideObject':
      return `{${Array.from({ length: n }, (_, i) => `"k${i}":${i}`).join(',')}}`;
  }
}
/** What node:http refuses in a path (controls, spaces, anything past U+00FF) percent-encoded. */
function sendablePath(path: string): string {
  return path.replace(/[^\u0021-\u00ff]/gu, (char) => percentEncode(char));
}

/** What node:http refuses in a header value replaced by `?`. */
function sendableHeader(value: string): string {
  return value.replace(/[^\t\u0020-\u007e\u0080-\u00ff]/g, '?');
}
