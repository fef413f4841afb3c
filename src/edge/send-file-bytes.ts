// Sends bytes of a file the server keeps beside a build (a university page rendered again, a file
// compressed ahead) the way Astro's static handler sends a build's files: a weak ETag and
// Last-Modified from the file (`stat`), 304 when If-None-Match names that tag, Content-Length, no
// body for HEAD. The security headers are already set (serve-build.ts).
import type { Stats } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface FileBytes {
  body: Buffer;
  /** The file the validators describe (for a compressed copy, the original's). */
  stat: Stats;
  contentType: string;
  cacheControl: string;
  contentEncoding?: string;
}

export function sendFileBytes(
  req: IncomingMessage,
  res: ServerResponse,
  { body, stat, contentType, cacheControl, contentEncoding }: FileBytes,
): void {
  // stat.mtime, not mtimeMs: Node rounds it to the millisecond, and the static handler uses it.
  const etag = `W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}"`;
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('Last-Modified', stat.mtime.toUTCString());
  res.setHeader('ETag', etag);
  res.setHeader('Content-Type', contentType);
  if (contentEncoding) res.setHeader('Vary', 'Accept-Encoding');
  if (req.headers['if-none-match'] === etag) {
    res.statusCode = 304;
    res.end();
    return;
  }
  if (contentEncoding) res.setHeader('Content-Encoding', contentEncoding);
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}
