// Pages and assets are compressed for browsers that accept it (scripts/serve.mjs); the API never
// is, since its replies put tokens next to text the caller chose (the BREACH side channel).
import http from 'node:http';
import zlib from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';

const baseURL = inject('baseURL');

interface RawReply {
  status: number;
  encoding: string | undefined;
  vary: string | undefined;
  body: Buffer;
}

/** A GET through node:http, which (unlike fetch) leaves the body as sent. */
function rawGet(path: string, acceptEncoding: string): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const request = http.get(new URL(path, baseURL), { headers: { 'Accept-Encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          encoding: response.headers['content-encoding'],
          vary: response.headers.vary,
          body: Buffer.concat(chunks),
        }),
      );
    });
    request.on('error', reject);
  });
}

const decode = (reply: RawReply) =>
  reply.encoding === 'br' ? zlib.brotliDecompressSync(reply.body) : reply.encoding === 'gzip' ? zlib.gunzipSync(reply.body) : reply.body;

describe('compression', () => {
  it('sends a page in Brotli, or gzip, to a browser that accepts it, and plain otherwise', async () => {
    const plain = await rawGet('/faq', 'identity');
    expect(plain.status).toBe(200);
    expect(plain.encoding).toBeUndefined();
    for (const encoding of ['br', 'gzip']) {
      const reply = await rawGet('/faq', `${encoding}`);
      expect(reply.status).toBe(200);
      expect(reply.encoding).toBe(encoding);
      expect(reply.vary).toMatch(/accept-encoding/i);
      expect(reply.body.length).toBeLessThan(plain.body.length / 2);
      expect(decode(reply).toString()).toBe(plain.body.toString());
    }
  });

  it('compresses the scripts of the islands', async () => {
    const page = (await rawGet('/', 'identity')).body.toString();
    const script = /\/_astro\/[\w.-]+\.js/.exec(page)?.[0];
    expect(script).toBeDefined();
    const reply = await rawGet(script!, 'br, gzip');
    expect(reply.status).toBe(200);
    expect(reply.encoding).toBe('br');
  });

  it('never compresses the API, REST or tRPC', async () => {
    for (const path of [
      '/api/searchUniversity/all?query=university',
      `/api/trpc/universities.search?input=${encodeURIComponent(JSON.stringify({ query: 'university' }))}`,
    ]) {
      const reply = await rawGet(path, 'br, gzip');
      expect(reply.status, path).toBe(200);
      expect(reply.body.length, path).toBeGreaterThan(1024);
      expect(reply.encoding, path).toBeUndefined();
      expect(() => JSON.parse(reply.body.toString()), path).not.toThrow();
    }
  });

  it('never compresses a path that Astro may read as the API (escapes, dot segments, double slashes)', async () => {
    for (const path of ['/%61pi/openapi.json', '/api//openapi.json', '/x/../api/openapi.json', '/%2E%2E/api/openapi.json']) {
      const reply = await rawGet(path, 'br, gzip');
      expect(reply.encoding, path).toBeUndefined();
      expect(() => JSON.parse(reply.body.toString()), path).not.toThrow();
    }
  });
});
