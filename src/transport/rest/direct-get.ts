// GET (and HEAD) requests of the REST API answered straight from Node's request by the server in
// front of Astro (src/edge/serve-build.ts, from its first request on), past Astro's handler (its
// static-file lookup, route matching and render pipeline cost more than the reviews page query
// itself): the same router (rest-api.ts), the same client address and the same reply. Astro still
// answers every request this does not take: other methods, tRPC, and any target that Astro could
// read differently from how it was sent (escapes, dot segments, repeated slashes), so a request
// never reaches another route than through Astro (docs/decisions/024-api-read-path.md).
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { CLIENT_GONE, clientAddressOf } from '../client-address.ts';
import type { RequestView } from '../request-view.ts';
import { routeRestRequest } from './rest-api.ts';
import { INTERNAL_ERROR, json, type RestReply } from './http.ts';

/** `/api` and plain segments below it (no escape, no empty segment), an optional query, no fragment. */
const PLAIN_API_TARGET = /^(\/api(?:\/[A-Za-z0-9\-._~!$&'()*+,;=:@]+)*\/?)(?:\?[^#]*)?$/;
/** Astro's pattern for the tRPC mount point (src/pages/api/trpc/[trpc].ts): those stay with Astro. */
const TRPC_ROUTE = /^\/api\/trpc\/([^/]+?)\/?$/;

/**
 * Takes a GET or HEAD under /api that the REST mount point would answer and answers it (asynchronously;
 * Node sends no body to HEAD, and the Content-Length is the GET's),
 * returning true; false leaves the request untouched for Astro. The Host header has already been
 * checked (src/edge/api-replies.ts refuses the ones Astro could not build a URL from).
 */
export function answerRestGet(req: IncomingMessage, res: ServerResponse): boolean {
  const host = req.headers.host;
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !host || !req.url) return false;
  const path = PLAIN_API_TARGET.exec(req.url)?.[1];
  if (path === undefined || TRPC_ROUTE.test(path)) return false;
  let url: URL;
  try {
    url = new URL(`http://${host}${req.url}`);
  } catch {
    return false;
  }
  // `.` and `..` segments are resolved by the URL parser: Astro would route the result elsewhere.
  if (url.pathname !== path) return false;
  void answer(req, res, url);
  return true;
}

async function answer(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  let reply: RestReply;
  try {
    reply = await restReply(req, url);
  } catch (error) {
    console.error('Unhandled error in a REST request:', error);
    reply = json(500, { error: INTERNAL_ERROR });
  }
  if (res.destroyed) return;
  // The whole body at once, as text: Node then sends the head and the body in one write (a
  // Buffer would take a vectored write, which profiling showed to cost more than the query), with
  // a Content-Length instead of chunks. Only the public bulk replies (public-bulk.ts) are bytes,
  // kept encoded: hundreds of kilobytes, for which one more write is nothing.
  const { status, body } = reply;
  const headers: Record<string, string | number> = { ...reply.headers };
  if (status !== 204 && status !== 304) headers['content-length'] = body === null ? 0 : Buffer.byteLength(body);
  res.writeHead(status, headers);
  res.end(body ?? undefined);
}

/**
 * The router's reply to the request, read through a view of Node's request (request-view.ts) that
 * gives what a web Request built by Astro's node adapter would: the URL, the headers as Node joined
 * them, no body.
 */
function restReply(req: IncomingMessage, url: URL): Promise<RestReply> | RestReply {
  // Gone before it was handled (Astro's clientAddress would throw): the mount point's quiet 400.
  const peer = req.socket.remoteAddress;
  if (peer === undefined) return CLIENT_GONE;
  const request: RequestView = { method: req.method!, url: url.href, headers: new NodeHeaders(req.headers), body: null };
  return routeRestRequest(request, clientAddressOf(request, peer), url);
}

/** `headers.get` over Node's parsed headers (names lower-case; only Set-Cookie comes as a list). */
class NodeHeaders {
  constructor(private readonly headers: IncomingHttpHeaders) {}

  get(name: string): string | null {
    const value = this.headers[name.toLowerCase()];
    if (value === undefined) return null;
    return typeof value === 'string' ? value : value.join(', ');
  }
}
