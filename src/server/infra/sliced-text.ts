// Large bodies written from every university's row (the open-data files, the university list):
// a slice of rows at a time (readRowSlices in read-db.ts), each slice encoded to UTF-8 as it is
// written, with a digest of the whole. Building one then never holds the event loop for more than
// a few milliseconds, and a rebuilt body whose rows read the same is known by its digest, without
// comparing megabytes (docs/decisions/034-bulk-bodies-built-in-slices.md).
import { createHash } from 'node:crypto';

/** Rows written as UTF-8, in the parts they were written in, and the SHA-256 digest of them all. */
export interface SlicedText {
  parts: Buffer[];
  digest: string;
}

/** Writes each slice with `write`, `between` separating two slices' text. */
export async function writeSlices<T>(slices: AsyncIterable<T[]>, write: (rows: T[]) => string, between = ''): Promise<SlicedText> {
  const parts: Buffer[] = [];
  const hash = createHash('sha256');
  for await (const rows of slices) {
    const part = Buffer.from(parts.length > 0 ? between + write(rows) : write(rows));
    hash.update(part);
    parts.push(part);
  }
  return { parts, digest: hash.digest('base64url') };
}

/** The whole body: `head`, the rows, `tail`. */
export function joinSlices(head: string, { parts }: SlicedText, tail = ''): Buffer<ArrayBuffer> {
  return Buffer.concat([Buffer.from(head), ...parts, Buffer.from(tail)]);
}
