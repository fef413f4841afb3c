// One definition per endpoint: what it takes (a parser over a shared zod schema), who may call it,
// what it does (a call into a service) and how each transport shows it. The REST routes and their
// OpenAPI doc (rest.ts), the tRPC procedures (trpc.ts) and so the islands' typed client are
// derived from these entries; nothing about an endpoint is written a second time.
import type { Caller } from '#server/auth/current-user.ts';
import type { RestReply } from '../rest/http.ts';
import type { RestRequest, Route } from '../rest/router.ts';
import type { AuthLevel, RouteDoc } from '../rest/route-doc.ts';

/** none: no caller; optional: anonymous without a bearer, checked when sent; bearer: required; moderator: a moderator's bearer. */
export type Auth = 'none' | 'optional' | 'bearer' | 'moderator';

/** The caller an endpoint's `run` gets: resolved from the bearer by the transport, never sent by the client. */
export type CallerOf<A extends Auth> = A extends 'bearer' | 'moderator' ? Caller : A extends 'optional' ? Caller | null : null;

/** An input parser (parse-input.ts): clients see `_input`, `run` gets `_output`; a failure is an AppError (400). */
export interface Parser<In, Out> {
  _input: In;
  _output: Out;
  parse(raw: unknown): Out;
}

export interface RunArgs<A extends Auth, Out> {
  input: Out;
  caller: CallerOf<A>;
  clientAddress: string;
}

/** How the documented REST API shows the endpoint (docs/rules/api-contract.md). */
export interface RestSide<Out, R> {
  method: Route['method'];
  /** Path below /api, e.g. '/reviews/{id}/like'. */
  path: string;
  /** What the OpenAPI document and the reference page say (route-doc.ts); `auth` comes from the endpoint. */
  doc: Omit<RouteDoc, 'auth'>;
  /** The raw input from the request; by default the path parameters with the query (GET) or the JSON body. */
  read?(request: RestRequest): unknown;
  /** The status and body of the success reply, in REST's own shape; by default 200 and the result. */
  reply?(result: R, input: Out): { status: 200 | 201; body: unknown } | RestReply;
  /** A (+message) call: every error reply but a 401 also carries its text as `message`. */
  messageOnErrors?: boolean;
  /** The REST-only calls that answer from the request itself (open data, the API description). */
  handler?: Route['handler'];
}

export interface TrpcSide {
  kind: 'query' | 'mutation';
  /** Errors carry `message` too, as over REST. */
  messageOnErrors?: boolean;
}

export interface Endpoint<A extends Auth = Auth, In = unknown, Out = unknown, R = unknown> {
  auth: A;
  input?: Parser<In, Out>;
  /** The service call; absent only for a REST call with its own `rest.handler`. */
  run?(this: void, args: RunArgs<A, Out>): Promise<R> | R;
  /** The islands' procedure; absent for a call only REST clients use. */
  trpc?: TrpcSide;
  /** The documented REST call; absent for a procedure only the islands use. */
  rest?: RestSide<Out, R>;
}

/** Declares an endpoint, keeping its types (and whether it is a query or a mutation) for the derived tRPC router. */
export function endpoint<A extends Auth, R, const T extends TrpcSide | undefined = undefined, In = undefined, Out = undefined>(
  definition: Endpoint<A, In, Out, R> & { trpc?: T },
): Endpoint<A, In, Out, R> & { trpc: T } {
  return definition as Endpoint<A, In, Out, R> & { trpc: T };
}

/** What the reference page says of the endpoint's authorization. */
export const docAuth = (auth: Auth): AuthLevel => (auth === 'moderator' ? 'bearer' : auth);
