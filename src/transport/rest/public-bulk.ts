// Public bulk replies: the university list and the open-data files, megabytes that are the same
// for every caller, carry no secret and reflect nothing the caller sent. So, unlike every other
// API reply (never compressed: BREACH, docs/decisions/025-speed-budgets-and-compression.md), they
// go out in Brotli or gzip when the client accepts it, compressed once per kept body, with a strong
// ETag that a client can revalidate with. A body that stays unchanged is compressed again, harder,
// in the background (docs/decisions/033-bulk-bodies-harden-when-settled.md).
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { entityTag, matchesIfNoneMatch, type RestReply } from './http.ts';
import type { RequestHeadersView } from '../request-view.ts';
import { chosenCoding, type Coding } from '#shared/content-coding.ts';
import { settings } from '#server/infra/env.ts';
import type { SlicedText } from '#server/infra/sliced-text.ts';

/**
 * Brotli's quality at first: fast (0.1 s for the 5.8 MB open-data JSON, 804 kB), since a body may
 * be replaced within seconds; and once it has settled: 10 (588 kB in about 5 s of one core, off the
 * main thread). Quality 11 would save 2 % more for twice the time. gzip stays at zlib's level 6.
 */
const FIRST_BROTLI_QUALITY = 5;
const SETTLED_BROTLI_QUALITY = 10;

/** How long a body must have been kept before it is worth compressing harder (30 s unless set). */
export function bulkSettleMs(): number {
  return settings().BULK_SETTLE_SECONDS * 1000;
}

const brotli = (bytes: Buffer, quality: number) =>
  promisify(zlib.brotliCompress)(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });

const compressors: Record<Coding, (bytes: Buffer) => Promise<Buffer<ArrayBuffer>>> = {
  br: (bytes) => brotli(bytes, FIRST_BROTLI_QUALITY),
  gzip: (bytes) => promisify(zlib.gzip)(bytes),
};

/** A body's bytes in one coding, with the strong ETag of exactly those bytes. */
export interface Encoded {
  bytes: Buffer<ArrayBuffer>;
  etag: string;
}

/** Set while a settled body is being compressed harder: one at a time in the process, whatever the number of bodies. */
let hardening = false;

/**
 * A body to keep (with `keptUntilWrite` or the open-data cache) in place of its text: its UTF-8
 * bytes, their tag, and each compressed form once some client has asked for it, so that the
 * compressed forms are forgotten with the body.
 */
export class PublicBody {
  readonly bytes: Buffer<ArrayBuffer>;
  /** The tag of the uncompressed bytes; each coding's ETag adds its name (RFC 9110 §8.8.3.3). */
  readonly tag: string;
  private readonly compressed = new Map<Coding, Promise<Encoded>>();
  /** Since when the body has been kept; after a failed harder compression, since that failure. */
  private keptSince = Date.now();
  private hardened = false;

  constructor(
    content: string | Buffer<ArrayBuffer>,
    private readonly settleMs = bulkSettleMs(),
    /** The digest of the rows the body was written from (src/server/infra/sliced-text.ts), if it was. */
    readonly rowsDigest?: string,
  ) {
    this.bytes = typeof content === 'string' ? Buffer.from(content) : content;
    this.tag = entityTag(this.bytes);
  }

  /**
   * `previous` when it was written from rows with the same digest, with its compressed forms; a
   * new body of `write()`'s bytes (`rows` put together) otherwise. So a rebuilt body whose rows
   * read the same keeps its bytes, its ETags and its harder compression.
   */
  static keptOrWritten(previous: PublicBody | undefined, rows: SlicedText, write: () => Buffer<ArrayBuffer>): PublicBody {
    return previous?.rowsDigest === rows.digest ? previous : new PublicBody(write(), bulkSettleMs(), rows.digest);
  }

  /** The bytes in `coding`, compressed (off the main thread) on the first request for it. */
  encoded(coding: Coding): Promise<Encoded> {
    let encoded = this.compressed.get(coding);
    if (!encoded) {
      encoded = compressors[coding](this.bytes).then((bytes) => ({ bytes, etag: this.etag(coding) }));
      this.compressed.set(coding, encoded);
      // A failed compression is tried again by the next request.
      encoded.catch(() => {
        if (this.compressed.get(coding) === encoded) this.compressed.delete(coding);
      });
    }
    if (coding === 'br') this.hardenIfSettled();
    return encoded;
  }

  /** The uncompressed bytes' ETag, or that of the first form in `coding`. */
  etag(coding: Coding | null): string {
    return coding ? `"${this.tag}-${coding}"` : `"${this.tag}"`;
  }

  /**
   * Once the body has been kept `settleMs`, compresses it again at the settled quality and serves
   * that from then on, under its own ETag (other bytes, another strong validator). Skipped while
   * another body is being hardened: a later request tries again. A failure waits another
   * `settleMs` before the next attempt, so that a compression that keeps failing does not keep a
   * core busy.
   */
  private hardenIfSettled(): void {
    if (this.hardened || hardening || Date.now() - this.keptSince < this.settleMs) return;
    this.hardened = hardening = true;
    brotli(this.bytes, SETTLED_BROTLI_QUALITY)
      .then((bytes) => this.compressed.set('br', Promise.resolve({ bytes, etag: `"${this.tag}-br${SETTLED_BROTLI_QUALITY}"` })))
      .catch(() => {
        this.hardened = false;
        this.keptSince = Date.now();
      })
      .finally(() => (hardening = false));
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
  // Compressed even for a 304: which form is current (and so its ETag) is known only then.
  const { bytes, etag } = coding ? await body.encoded(coding) : { bytes: body.bytes, etag: body.etag(null) };
  const validators = { 'cache-control': headers['cache-control'], etag, vary: 'Accept-Encoding' };
  if (matchesIfNoneMatch(request, etag)) return { status: 304, headers: validators, body: null };
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
