// Sends the files the build compressed ahead (integrations/precompress.mjs) as they are: Brotli
// when the client takes it, else gzip, else the request goes on to Astro's static handler (and a
// Range request always does). The headers are the ones that handler gives the file itself, so a
// client cannot tell the two apart but by the encoding; the browser tier compares them.
import fs from 'node:fs';
import path from 'node:path';
import { readPrecompressed } from '#integrations/precompress.mjs';
import { chosenCoding } from '#shared/content-coding.ts';
import type { Step } from './step.ts';
import { sendFileBytes } from './send-file-bytes.ts';

/** Content types as Astro's static handler sends them, by extension. */
const CONTENT_TYPES: Record<string, string> = {
  '.json': 'application/json; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.xml': 'application/xml',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
};

export function precompressedFiles(buildDir: string): Step {
  const client = path.join(buildDir, 'client');
  const paths = new Set(readPrecompressed(buildDir));
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers.range) return next();
    const urlPath = (req.url ?? '').split('?')[0] ?? '';
    if (!paths.has(urlPath)) return next();
    const encoding = chosenCoding(req.headers['accept-encoding']);
    if (!encoding) return next();
    const original = path.join(client, urlPath);
    let body: Buffer;
    let stat: fs.Stats;
    try {
      body = fs.readFileSync(`${original}.${encoding === 'br' ? 'br' : 'gz'}`);
      stat = fs.statSync(original);
    } catch {
      return next();
    }
    // The original's validators, as the static handler makes them: one weak tag for every encoding.
    sendFileBytes(req, res, {
      body,
      stat,
      contentType: CONTENT_TYPES[path.extname(urlPath)] ?? 'application/octet-stream',
      cacheControl: urlPath.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0',
      contentEncoding: encoding,
    });
  };
}
