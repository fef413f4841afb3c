// Public bulk replies: the university list and the open-data files, megabytes that are the same
// for every caller, carry no secret and reflect nothing the caller sent. So, unlike every other
// API reply (never compressed: BREACH, docs/decisions/025-speed-budgets-and-compression.md), they
// go out in Brotli or gzip when the client accepts it, compressed once per kept body, with a strong
// ETag that a client can revalidate with.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { entityTag, matchesIfNoneMatch, type RestReply } from './http.ts';
import type { RequestHeadersView } from '../request-view.ts';
import { chosenCoding, type Coding } from '#shared/content-coding.mjs';

/**
 * Brotli's quality for a body: 5 (fast) for one kept only until the next write, which may come
 * every second; 9 for one kept for a while (the open-data files: 14 % fewer bytes than quality 5
 * on the 5.8 MB JSON, 693 against 804 kB, in about 0.5 s instead of 0.2 s), where with 50 clients
 * at once the bytes decide the wait (docs/benchmarks.md). Quality 11 would save 17 % more but
 * takes 9 s. gzip is at zlib's default level 6.
 */
export type BrotliQuality = 5 | 9;

const compressors: Record<Coding, (bytes: Buffer, quality: BrotliQuality) => Promise<Buffer<ArrayBuffer>>> = {
  br: (bytes, quality) =>
    promisify(zlib.brotliCompress)(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  gzip: (bytes) => promisify(zlib.gzip)(bytes),
};

/**
 * A body to keep (with `keptUntilWrite` or the open-data cache) in place of its text: its UTF-8
 * bytes, their tag, and each compressed form once some client has asked for it, so that the
 * compressed forms are forgotten with the body.
 */
export class PublicBody {
  readonly bytes: Buffer<ArrayBuffer>;
  /** The tag of the uncompressed bytes; each coding's ETag adds its name (RFC 9110 §8.8.3.3). */
  readonly tag: string;
  private readonly compressed = new Map<Coding, Promise<Buffer<ArrayBuffer>>>();

  constructor(
    text: string,
    private readonly brotliQuality: BrotliQuality = 5,
  ) {
    this.bytes = Buffer.from(text);
    this.tag = entityTag(this.bytes);
  }

  /** The bytes in `coding`, compressed (off the main thread) on the first request for it. */
  encoded(coding: Coding): Promise<Buffer<ArrayBuffer>> {
    let bytes = this.compressed.get(coding);
    if (!bytes) {
      bytes = compressors[coding](this.bytes, this.brotliQuality);
      this.compressed.set(coding, bytes);
      // A failed compression is tried again by the next request.
      bytes.catch(() => this.compressed.delete(coding));
    }
    return bytes;
  }

  etag(coding: Coding | null): string {
    return coding ? `"${this.tag}-${coding}"` : `"${this.tag}"`;
  }
}

/**
 * The reply with `body`: compressed as the request accepts, or 304 with no body when its
 * If-None-Match names this very representation. `headers` are the call's own (content type,
 * cache control); a 304 carries the cache control but not the content type.
 */
export async function publicBulkReply(
  request: RequestHeadersView,
  body: PublicBody,
  headers: { 'content-type': string; 'cache-control': string },
): Promise<RestReply> {
  const coding = chosenCoding(request.headers.get('accept-encoding'));
  const validators = { 'cache-control': headers['cache-control'], etag: body.etag(coding), vary: 'Accept-Encoding' };
  if (matchesIfNoneMatch(request, validators.etag)) return { status: 304, headers: validators, body: null };
  const bytes = coding ? await body.encoded(coding) : body.bytes;
  return {
    status: 200,
    headers: {
      'content-type': headers['content-type'],
      ...validators,
      ...(coding && { 'content-encoding': coding }),
      'content-length': String(bytes.length),
    },
    body: bytes,
  };
}
