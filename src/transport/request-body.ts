// Request bodies, capped by the bytes actually read: a Content-Length can lie and a chunked body
// has none, so the stream is counted as it arrives and abandoned at the first byte over the cap.
// REST and tRPC both read through here.
import { AppError } from '#server/infra/errors.ts';
import type { RequestHeadersView, RequestView } from './request-view.ts';

export const MAX_BODY_BYTES = 100 * 1024;
export const BODY_TOO_LARGE = 'Request body too large';
export const BODY_INCOMPLETE = 'Request body incomplete';

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', BODY_TOO_LARGE);
/**
 * The connection ended before the body did (a client that gave up, as a load tester does at its
 * end): the client's doing, not a fault. A 400 that nobody reads, so nothing is logged and no
 * handler goes on with half a request.
 */
const incomplete = () => new AppError('BAD_REQUEST', BODY_INCOMPLETE);

/** True when the declared length alone is over the cap (checked before anything is read). */
export function declaredTooLarge(request: RequestHeadersView, max = MAX_BODY_BYTES): boolean {
  return Number(request.headers.get('content-length') ?? '0') > max;
}

/** The whole body; a 413 AppError as soon as more than `max` bytes have arrived, a 400 when it stops short. */
export async function readBodyCapped(
  request: Pick<RequestView, 'headers' | 'body'>,
  max = MAX_BODY_BYTES,
): Promise<Uint8Array<ArrayBuffer>> {
  if (declaredTooLarge(request, max)) throw tooLarge();
  if (!request.body) return new Uint8Array(new ArrayBuffer(0));
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read().catch(() => {
      throw incomplete();
    });
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(new ArrayBuffer(size));
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
