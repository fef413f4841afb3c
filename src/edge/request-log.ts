// What an operator sees of each request (docs/decisions/043-operability.md): a request id (the
// client's or a proxy's `X-Request-Id` when it is a sane token, else a new one) echoed in the
// reply and carried by every log line written while the request is handled; then, once the reply
// is done or the client has gone, one log line (id, method, route template, status, duration) and
// one observation of the latency histogram by method, route template and status class. Never the
// path itself, the query, a header's value or the client's address. The health and metrics
// endpoints (operations.ts) are neither logged nor counted: a balancer asks every few seconds.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import client from 'prom-client';
import { inRequest, log } from '#server/infra/log.ts';
import { registry } from '#server/infra/metrics.ts';
import { routeTemplateOf } from './route-template.ts';

/** A request id kept as sent: 1 to 128 letters, digits and `_ . : -` (a UUID, a proxy's id). */
const SANE_REQUEST_ID = /^[\w.:-]{1,128}$/;

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

const requestSeconds = new client.Histogram({
  name: 'unireviews_http_request_duration_seconds',
  help: 'Requests by method, route template and status class (_count), and their time to the last byte of the reply, in seconds',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

/** The request's id: the one it came with when that is sane, else a new UUID. */
export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === 'string' && SANE_REQUEST_ID.test(header) ? header : randomUUID();
}

/** `2xx` … `5xx`, or `aborted` when the client went before the reply was done. */
function statusClass(res: ServerResponse): string {
  return res.writableFinished ? `${Math.floor(res.statusCode / 100)}xx` : 'aborted';
}

/** Requests being handled now (for the shutdown's account of what it waited for). */
let inFlight = 0;
export const requestsInFlight = () => inFlight;

/**
 * Handles a request through `handle` as a logged and counted one (`quiet`: the operations
 * endpoints, neither logged nor counted, but still given an id).
 */
export function observed(req: IncomingMessage, res: ServerResponse, quiet: boolean, handle: () => void): void {
  const started = performance.now();
  const id = requestIdOf(req.headers['x-request-id']);
  res.setHeader('X-Request-Id', id);
  inFlight += 1;
  res.once('close', () => {
    inFlight -= 1;
    if (quiet) return;
    const seconds = (performance.now() - started) / 1000;
    const method = METHODS.has(req.method ?? '') ? req.method! : 'other';
    const route = routeTemplateOf(req.method ?? '', req.url ?? '');
    const status = statusClass(res);
    requestSeconds.observe({ method, route, status }, seconds);
    const line = {
      request_id: id,
      method,
      route,
      status: res.headersSent ? res.statusCode : null,
      ...(status === 'aborted' && { aborted: true }),
      duration_ms: Math.round(seconds * 10_000) / 10,
    };
    if (res.statusCode >= 500) log().error(line, 'request');
    else log().info(line, 'request');
  });
  inRequest({ id }, handle);
}
