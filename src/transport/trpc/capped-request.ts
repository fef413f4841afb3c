// tRPC reads its own bodies with no limit, so the body is read here first, through the same byte
// cap as REST, and handed on as a new Request. Over the cap: tRPC's error shape with status 413.
import { AppError } from '#server/errors.ts';
import { readBodyCapped } from '../request-body.ts';

export async function cappedTrpcRequest(request: Request): Promise<Request | Response> {
  if (request.method === 'GET' || request.method === 'HEAD') return request;
  try {
    const body = await readBodyCapped(request);
    return new Request(request.url, { method: request.method, headers: request.headers, body, signal: request.signal });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const shape = { error: { message: error.message, code: -32600, data: { code: 'PAYLOAD_TOO_LARGE', httpStatus: 413 } } };
    return new Response(JSON.stringify(shape), { status: 413, headers: { 'content-type': 'application/json; charset=utf-8' } });
  }
}
