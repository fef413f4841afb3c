// tRPC for the islands: the context (the caller's bearer token and address), the procedures,
// and the mapping of AppError to tRPC errors that keep the documented message and status.
import { initTRPC, TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { AppError, HTTP_STATUS, type AppErrorCode } from '#server/infra/errors.ts';
import { requireCaller } from '#server/auth/current-user.ts';
import { requireModerator } from '#server/trust/moderators.ts';
import { withMessage } from '../message-on-errors.ts';
import { refuseNul } from '../nul-characters.ts';

export interface TrpcContext {
  /** The raw bearer token, or null; procedures resolve the user through the auth service. */
  bearer: string | null;
  clientAddress: string;
}

/** A context with no request, for createCaller in tests and scripts. */
export function createInnerContext(overrides: Partial<TrpcContext> = {}): TrpcContext {
  return { bearer: null, clientAddress: '127.0.0.1', ...overrides };
}

export const TRPC_CODES: Record<AppErrorCode, TRPC_ERROR_CODE_KEY> = {
  BAD_REQUEST: 'BAD_REQUEST',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  INTERNAL: 'INTERNAL_SERVER_ERROR',
};

/** Set with `.meta(...)` on a procedure. */
export interface ProcedureMeta {
  /** The procedure of a (+message) call: its errors carry their text as `message` too, as over REST. */
  messageOnErrors?: boolean;
}

const t = initTRPC
  .context<TrpcContext>()
  .meta<ProcedureMeta>()
  .create({
    errorFormatter({ shape, error }) {
      const cause = error.cause instanceof AppError ? error.cause : undefined;
      return {
        ...shape,
        message: error.code === 'INTERNAL_SERVER_ERROR' && !cause ? 'Internal server error' : shape.message,
        data: {
          code: shape.data.code,
          httpStatus: cause ? HTTP_STATUS[cause.code] : shape.data.httpStatus,
          /** Documented extra fields of the REST reply (e.g. a second `message`). */
          extra: cause?.extra ?? {},
          retryAfter: cause?.retryAfter ?? null,
        },
      };
    },
  });

/** Turns an AppError thrown by a service (or an input parser) into a TRPCError with the same text. */
const mapAppErrors = t.middleware(async ({ meta, next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof AppError) {
    const cause = (meta?.messageOnErrors ? withMessage(result.error.cause) : result.error.cause) as AppError;
    throw new TRPCError({ code: TRPC_CODES[cause.code], message: cause.message, cause });
  }
  return result;
});

/** U+0000 anywhere in the input: the 400 of nul-characters.ts, before the input parser and any service. */
const refuseNulInput = t.middleware(async ({ getRawInput, next }) => {
  refuseNul(await getRawInput());
  return next();
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(mapAppErrors).use(refuseNulInput);
export const middleware = t.middleware;

/** Resolves the bearer to the caller (401 with the documented texts) and narrows ctx.caller. */
export const protectedProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const caller = await requireCaller(ctx.bearer);
  return next({ ctx: { ...ctx, caller } });
});

/** 401 without a valid bearer, 403 "Moderator access required" for a member; the role is read on every call. */
export const moderatorProcedure = publicProcedure.use(async ({ ctx, next }) =>
  next({ ctx: { ...ctx, caller: await requireModerator(ctx.bearer) } }),
);
