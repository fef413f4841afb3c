// The one application error. Services throw it; the REST and tRPC adapters map `code` to a
// status. `message` is the documented text shown to people; `extra` carries documented
// additional reply fields (such as a second `message`).

export type AppErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'TOO_MANY_REQUESTS'
  | 'INTERNAL';

export const HTTP_STATUS: Record<AppErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
};

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
    /** Seconds a client should wait (429 only). */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, extra?: Record<string, unknown>) => new AppError('BAD_REQUEST', message, extra);
export const notFound = (message: string, extra?: Record<string, unknown>) => new AppError('NOT_FOUND', message, extra);

/**
 * True when Prisma refused a query with this code: P2002 a unique value already taken, P2003 a
 * row it refers to is gone (foreign key), P2025 no row to update or delete.
 */
export function isPrismaError(error: unknown, ...codes: ('P2002' | 'P2003' | 'P2025')[]): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (codes as string[]).includes(code);
}
