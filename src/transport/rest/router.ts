// A small router for the documented REST paths. Patterns use literal segments and `{name}`
// segments that match digits only; routes are tried in the order listed, so literal paths
// (getFeaturedUniversities, bulk-like-status ...) are listed before `{id}` ones.
import { AppError } from '#server/infra/errors.ts';
import { errorReply, json, type RestReply } from './http.ts';
import type { RouteDoc } from './route-doc.ts';
import { corsHeaders } from '../cors.ts';
import { withMessage } from '../message-on-errors.ts';
import { BODY_TOO_LARGE, declaredTooLarge } from '../request-body.ts';
import { refuseNulInUrl } from '../nul-characters.ts';
import type { RequestView } from '../request-view.ts';

export interface RestRequest {
  /** A web Request, or the direct GET path's view of Node's request (request-view.ts). */
  request: RequestView;
  url: URL;
  params: Record<string, string>;
  /** The client's address (see clientAddressOf). */
  clientAddress: string;
}

export type Handler = (req: RestRequest) => Promise<RestReply> | RestReply;

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path below /api, e.g. '/reviews/{id}/like'. */
  path: string;
  handler: Handler;
  /** A (+message) call: every error reply but a 401 also carries its text as `message`. */
  messageOnErrors?: boolean;
  /** What the OpenAPI document and the reference page say about it (route-doc.ts). */
  doc: RouteDoc;
}

interface CompiledRoute extends Route {
  regex: RegExp;
  names: string[];
}

function compile(route: Route): CompiledRoute {
  const names: string[] = [];
  const source = route.path
    .split('/')
    .map((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      if (!param) return segment.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
      names.push(param[1]!);
      // Any segment is captured so the handler can answer 400 for a malformed id; literal
      // routes listed earlier win.
      return '([^/]+)';
    })
    .join('/');
  return { ...route, regex: new RegExp(`^${source}/?$`), names };
}

export const NOT_FOUND = 'Not found';
export const METHOD_NOT_ALLOWED = 'Method not allowed';

export function createRouter(routes: readonly Route[]) {
  const compiled = routes.map(compile);
  /** The reply to a request under /api; `url` is `request.url` parsed, when the caller has it already. */
  return async function route(request: RequestView, clientAddress: string, url = new URL(request.url)): Promise<RestReply> {
    const path = url.pathname.replace(/^\/api(?=\/|$)/, '') || '/';
    const cors = corsHeaders(request);
    if (request.method === 'OPTIONS') return { status: 204, headers: cors, body: null };

    // A path that a literal route spells out (/reviews/submit) belongs to the routes with the
    // fewest `{id}` segments: PUT /reviews/submit is 405, not an edit of review "submit".
    const candidates = compiled.filter((route) => route.regex.test(path));
    const fewestParams = Math.min(...candidates.map((route) => route.names.length));
    const matching = candidates.filter((route) => route.names.length === fewestParams);
    // HEAD is a GET whose body is not sent (RFC 9110 §9.3.2): the GET's handler answers, and
    // Node's server leaves the body out of a reply to HEAD.
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    const route = matching.find((candidate) => candidate.method === method);
    let reply: RestReply;
    if (!route) {
      const allowed = new Set(matching.flatMap((r) => (r.method === 'GET' ? ['GET', 'HEAD'] : [r.method])));
      reply = matching.length
        ? json(405, { error: METHOD_NOT_ALLOWED }, { allow: [...allowed].join(', ') })
        : json(404, { error: NOT_FOUND });
    } else {
      try {
        // Refused before any handler runs, also on routes that never read their body.
        if (declaredTooLarge(request)) throw new AppError('PAYLOAD_TOO_LARGE', BODY_TOO_LARGE);
        const values = route.regex.exec(path)!.slice(1);
        const params = Object.fromEntries(route.names.map((name, i) => [name, decodeSegment(values[i]!)]));
        // So is U+0000 in the path or query (a JSON body's is refused as it is read: http.ts).
        refuseNulInUrl(params, url);
        reply = await route.handler({ request, url, params, clientAddress });
      } catch (error) {
        // The one place error replies are shaped (docs/rules/api-contract.md#error-shape).
        reply = errorReply(route.messageOnErrors ? withMessage(error) : error);
      }
    }
    // A copy: a handler may answer with headers it keeps (never written to). A reply that varies
    // by Accept-Encoding (public-bulk.ts) keeps saying so beside CORS's Origin.
    if (!Object.keys(cors).length) return reply;
    const vary = [reply.headers.vary, cors.vary].filter(Boolean).join(', ');
    return { ...reply, headers: { ...reply.headers, ...cors, ...(vary && { vary }) } };
  };
}

/** A path segment decoded; a malformed escape ('%', '%E0%A4%A') stays as sent, and the handler refuses it. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const compiledTables = new WeakMap<readonly Route[], CompiledRoute[]>();

/**
 * The template of the route in `routes` a request goes to, as the table spells it
 * ('/specificUni/{id}/reviews', below /api): for metrics and logs, which never carry the raw path.
 * Matched as the router matches; a path routed for another method only names its route (the
 * reply is a 405); undefined when no route has the path.
 */
export function routeTemplate(routes: readonly Route[], method: string, path: string): string | undefined {
  let compiled = compiledTables.get(routes);
  if (!compiled) compiledTables.set(routes, (compiled = routes.map(compile)));
  const candidates = compiled.filter((route) => route.regex.test(path));
  const fewestParams = Math.min(...candidates.map((route) => route.names.length));
  const matching = candidates.filter((route) => route.names.length === fewestParams);
  const wanted = method === 'HEAD' ? 'GET' : method;
  return (matching.find((route) => route.method === wanted) ?? matching[0])?.path;
}
