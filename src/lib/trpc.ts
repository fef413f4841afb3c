// The typed client of the islands: tRPC over HTTP to /api/trpc (or PUBLIC_API_BASE's origin).
import { createTRPCClient, httpLink, TRPCClientError } from '@trpc/client';
import type { AppRouter } from '#transport/trpc/root.ts';

export type ApiClient = ReturnType<typeof createTRPCClient<AppRouter>>;
type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

const apiBase = (import.meta.env?.PUBLIC_API_BASE as string | undefined)?.replace(/\/$/, '') ?? '';

/** A client whose requests go through `fetchImpl` (the auth store adds the bearer and refresh). */
export function makeApiClient(fetchImpl: Fetch): ApiClient {
  return createTRPCClient<AppRouter>({
    links: [httpLink({ url: `${apiBase}/api/trpc`, fetch: (input, init) => fetchImpl(input as RequestInfo, init as RequestInit) })],
  });
}

export interface ApiErrorInfo {
  message: string;
  status: number | null;
  /** Documented extra fields of the reply, such as `message` on some endpoints. */
  extra: Record<string, unknown>;
  /** True when the server could not be reached at all. */
  network: boolean;
}

/** What an island needs to know about a failed call. */
export function apiErrorInfo(error: unknown): ApiErrorInfo {
  if (error instanceof TRPCClientError) {
    const data = (error.data ?? {}) as { httpStatus?: number; extra?: Record<string, unknown> };
    const network = data.httpStatus === undefined && !error.shape;
    return { message: error.message, status: data.httpStatus ?? null, extra: data.extra ?? {}, network };
  }
  return { message: error instanceof Error ? error.message : String(error), status: null, extra: {}, network: true };
}
