// The REST routes of a table of endpoints (endpoint.ts): each request is read (path parameters
// and the query, or the JSON body), parsed by the endpoint's input, then the caller is resolved,
// in the documented check order (docs/rules/api-contract.md#check-order): input before bearer.
import { optionalCaller, requireCaller } from '#server/auth/current-user.ts';
import { requireModerator } from '#server/trust/moderators.ts';
import { bearerToken, json, readJsonBody } from '../rest/http.ts';
import type { RestRequest, Route } from '../rest/router.ts';
import type { RequestView } from '../request-view.ts';
import { parseInput } from '../parse-input.ts';
import { reviewIdInput } from '#shared/schemas/reviews.ts';
import { docAuth, type Auth, type CallerOf, type Endpoint, type RestSide } from './endpoint.ts';

/** The path parameters with the query (a value given empty counts as not given), or with the JSON body. */
async function defaultRead({ request, url, params }: RestRequest, method: Route['method']): Promise<Record<string, unknown>> {
  if (method === 'GET') {
    const query = Object.fromEntries([...url.searchParams.keys()].map((name) => [name, url.searchParams.get(name) || undefined]));
    return { ...query, ...params };
  }
  return { ...(await readJsonBody(request)), ...params };
}

/** A `read` for the calls on one review: the path's review id (its 400 first), then the JSON body, as `{ ...body, reviewId }` (tRPC's input). */
export async function readReviewIdThenBody({ request, params }: RestRequest): Promise<Record<string, unknown>> {
  const reviewId = parseInput(reviewIdInput, params.id);
  return { ...(await readJsonBody(request)), reviewId };
}

/** The caller the endpoint's authorization asks for, from the request's bearer token. */
export async function restCaller<A extends Auth>(auth: A, request: RequestView): Promise<CallerOf<A>> {
  if (auth === 'none') return null as CallerOf<A>;
  const bearer = bearerToken(request);
  if (auth === 'optional') return (await optionalCaller(bearer)) as CallerOf<A>;
  return (await (auth === 'moderator' ? requireModerator(bearer) : requireCaller(bearer))) as CallerOf<A>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a table mixes endpoints of every input type
type AnyEndpoint = Endpoint<Auth, any, any, unknown>;

/** Reads, parses, resolves the caller, runs the service and shapes REST's reply. */
function serviceHandler(endpoint: AnyEndpoint, rest: RestSide<unknown, unknown>, run: NonNullable<AnyEndpoint['run']>): Route['handler'] {
  return async (request) => {
    const raw = rest.read ? await rest.read(request) : await defaultRead(request, rest.method);
    const input: unknown = endpoint.input ? endpoint.input.parse(raw) : undefined;
    const caller = await restCaller(endpoint.auth, request.request);
    const result: unknown = await run({ input, caller, clientAddress: request.clientAddress });
    const shaped = rest.reply ? rest.reply(result, input) : { status: 200 as const, body: result };
    return 'headers' in shaped ? shaped : json(shaped.status, shaped.body);
  };
}

function restRoute(endpoint: AnyEndpoint, rest: RestSide<unknown, unknown>): Route {
  const handler = rest.handler ?? (endpoint.run && serviceHandler(endpoint, rest, endpoint.run));
  if (!handler) throw new Error(`${rest.method} ${rest.path}: an endpoint needs run or rest.handler`);
  return {
    method: rest.method,
    path: rest.path,
    doc: { ...rest.doc, auth: docAuth(endpoint.auth) },
    handler,
    ...(rest.messageOnErrors && { messageOnErrors: true }),
  };
}

/** The REST routes of the endpoints that have a REST side, in the table's order. */
export function restRoutesOf(endpoints: Record<string, AnyEndpoint>): Route[] {
  return Object.values(endpoints).flatMap((endpoint) => (endpoint.rest ? [restRoute(endpoint, endpoint.rest)] : []));
}
