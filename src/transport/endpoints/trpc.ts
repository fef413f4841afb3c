// The tRPC procedures of a table of endpoints (endpoint.ts), typed from the table, so the islands'
// client (src/lib/trpc.ts) is derived too. The bearer is checked before the input, as tRPC's
// procedures always did; an optional caller is resolved after it, as over REST.
import type { TRPCMutationProcedure, TRPCQueryProcedure } from '@trpc/server';
import { optionalCaller } from '#server/auth/current-user.ts';
import { moderatorProcedure, protectedProcedure, publicProcedure, router, type ProcedureMeta, type TrpcContext } from '../trpc/init.ts';
import type { Auth, CallerOf, Endpoint, TrpcSide } from './endpoint.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a table mixes endpoints of every input type
type AnyEndpoint = Endpoint<Auth, any, any, unknown>;

type Def<In, R> = { input: [In] extends [undefined] ? void : In; output: Awaited<R>; meta: ProcedureMeta };

/** The procedure type of one endpoint: a query or a mutation, by its `trpc.kind`. */
export type ProcedureOf<E> =
  E extends Endpoint<Auth, infer In, unknown, infer R>
    ? E extends { trpc: { kind: 'query' } }
      ? TRPCQueryProcedure<Def<In, R>>
      : TRPCMutationProcedure<Def<In, R>>
    : never;

/** The endpoints of a table that have a tRPC side, by procedure name. */
export type ProceduresOf<T> = { [K in keyof T as T[K] extends { trpc: TrpcSide } ? K : never]: ProcedureOf<T[K]> };

type Context = TrpcContext & { caller?: CallerOf<'bearer'> };

async function callerIn(auth: Auth, ctx: Context): Promise<CallerOf<Auth>> {
  if (auth === 'none') return null;
  if (auth === 'optional') return optionalCaller(ctx.bearer);
  return ctx.caller!;
}

function procedure(endpoint: AnyEndpoint) {
  const { trpc, run } = endpoint;
  if (!trpc || !run) throw new Error('A tRPC procedure needs trpc and run');
  const base = endpoint.auth === 'bearer' ? protectedProcedure : endpoint.auth === 'moderator' ? moderatorProcedure : publicProcedure;
  const withMeta = trpc.messageOnErrors ? base.meta({ messageOnErrors: true }) : base;
  const withInput = endpoint.input ? withMeta.input(endpoint.input) : withMeta;
  const resolve = async ({ ctx, input }: { ctx: Context; input: unknown }) =>
    run({ input, caller: await callerIn(endpoint.auth, ctx), clientAddress: ctx.clientAddress });
  return trpc.kind === 'query' ? withInput.query(resolve) : withInput.mutation(resolve);
}

/** A tRPC router of the endpoints that have a tRPC side, named as in the table. */
export function trpcRouterOf<T extends Record<string, AnyEndpoint>>(endpoints: T) {
  const procedures = Object.fromEntries(
    Object.entries(endpoints)
      .filter(([, endpoint]) => endpoint.trpc)
      .map(([name, endpoint]) => [name, procedure(endpoint)]),
  );
  return router(procedures as unknown as ProceduresOf<T>);
}
