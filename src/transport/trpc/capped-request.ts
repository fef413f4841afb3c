// tRPC reads its own bodies with no limit, so the body is read here first, through the same byte
// cap as REST, and handed on as a new Request. Over the cap (413), or cut short by a client that
// left (400): tRPC's error shape, and no procedure runs.
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import { AppError, HTTP_STATUS } from '#server/infra/errors.ts';
import { readBodyCapped } from '../request-body.ts';
import { TRPC_CODES } from './init.ts';

export async function cappedTrpcRequest(request: Request): Promise<Request | Response> {
  if (request.method === 'GET' || request.method === 'HEAD') return request;
  try {
    const body = await readBodyCapped(request);
    return new Request(request.url, { method: request.method, headers: request.headers, body, signal: request.signal });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const status = HTTP_STATUS[error.code];
    const code = TRPC_CODES[error.code];
    // The shape init.ts's error formatter gives every other tRPC error.
    const shape = {
      error: {
        message: error.message,
        code: TRPC_ERROR_CODES_BY_KEY[code],
        data: { code, httpStatus: status, extra: error.extra, retryAfter: error.retryAfter ?? null },
      },
    };
    return new Response(JSON.stringify(shape), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });
  }
}
