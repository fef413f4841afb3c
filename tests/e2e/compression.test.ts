// Pages and assets are compressed for browsers that accept it (src/edge/serve-build.ts); the API never
// is, since its replies put tokens next to text the caller chose (the BREACH side channel), but
// for its public bulk downloads (bulk-downloads.test.ts). The large files a build compressed ahead
// are sent as the build wrote them (src/edge/precompressed.ts).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { readPrecompressed } from '#integrations/precompress.mjs';
import { decoded, rawGet as rawGetFrom } from '../support/raw-get.ts';

const baseURL = inject('baseURL');

const rawGet = (path: string, acceptEncoding: string) => rawGetFrom(baseURL, path, { 'Accept-Encoding': acceptEncoding });

describe('compression', () => {
  it('sends a page in Brotli, or gzip, to a browser that accepts it, and plain otherwise', async () => {
    const plain = await rawGet('/faq', 'identity');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const encoding of ['br', 'gzip']) {
      const reply = await rawGet('/faq', `${encoding}`);
      expect(reply.status).toBe(200);
      expect(reply.headers['content-encoding']).toBe(encoding);
      expect(reply.headers.vary).toMatch(/accept-encoding/i);
      expect(reply.body.length).toBeLessThan(plain.body.length / 2);
      expect(decoded(reply).toString()).toBe(plain.body.toString());
    }
  });

  it('compresses the scripts of the islands', async () => {
    const page = (await rawGet('/', 'identity')).body.toString();
    const script = /\/_astro\/[\w.-]+\.js/.exec(page)?.[0];
    expect(script).toBeDefined();
    const reply = await rawGet(script!, 'br, gzip');
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
  });

  it('never compresses the API, REST or tRPC', async () => {
    for (const path of [
      '/api/searchUniversity/all?query=university',
      `/api/trpc/universities.search?input=${encodeURIComponent(JSON.stringify({ query: 'university' }))}`,
    ]) {
      const reply = await rawGet(path, 'br, gzip');
      expect(reply.status, path).toBe(200);
      expect(reply.body.length, path).toBeGreaterThan(1024);
      expect(reply.headers['content-encoding'], path).toBeUndefined();
      expect(() => JSON.parse(reply.body.toString()), path).not.toThrow();
    }
  });

  it('never compresses a path that Astro may read as the API (escapes, dot segments, double slashes)', async () => {
    for (const path of ['/%61pi/openapi.json', '/api//openapi.json', '/x/../api/openapi.json', '/%2E%2E/api/openapi.json']) {
      const reply = await rawGet(path, 'br, gzip');
      expect(reply.headers['content-encoding'], path).toBeUndefined();
      expect(() => JSON.parse(reply.body.toString()), path).not.toThrow();
    }
  });
});

describe('files compressed ahead by the build', () => {
  const build = path.join(inject('e2eDir'), 'build');
  const ahead = readPrecompressed(build);

  it('lists the open-data file among them', () => {
    expect(ahead).toContain('/data/universities.json');
  });

  it('sends the bytes the build compressed, with the headers of the file itself', async () => {
    for (const urlPath of ahead) {
      const plain = await rawGet(urlPath, 'identity');
      expect(plain.status, urlPath).toBe(200);
      expect(plain.headers['content-encoding'], urlPath).toBeUndefined();
      for (const [encoding, suffix] of [
        ['br', 'br'],
        ['gzip', 'gz'],
      ] as const) {
        const reply = await rawGet(urlPath, encoding === 'gzip' ? 'gzip, br;q=0' : 'br, gzip');
        expect(reply.headers['content-encoding'], `${urlPath} ${encoding}`).toBe(encoding);
        // Sent as the build wrote it, not compressed again for this request.
        expect(reply.body.equals(fs.readFileSync(path.join(build, 'client', `${urlPath}.${suffix}`))), `${urlPath} ${encoding}`).toBe(true);
        expect(decoded(reply).equals(plain.body), `${urlPath} ${encoding}`).toBe(true);
        for (const header of ['content-type', 'cache-control', 'etag', 'last-modified']) {
          expect(reply.headers[header], `${urlPath} ${encoding} ${header}`).toBe(plain.headers[header]);
        }
        expect(reply.headers.vary).toMatch(/accept-encoding/i);
      }
      const unchanged = await rawGetFrom(baseURL, urlPath, { 'Accept-Encoding': 'br', 'If-None-Match': plain.headers.etag! });
      expect(unchanged.status, urlPath).toBe(304);
      expect(unchanged.body.length).toBe(0);
    }
  });

  it('leaves a range request to the static files', async () => {
    const reply = await rawGetFrom(baseURL, '/data/universities.json', { 'Accept-Encoding': 'br', Range: 'bytes=0-9' });
    expect(reply.status).toBe(206);
    expect(reply.body.toString()).toBe(fs.readFileSync(path.join(build, 'client/data/universities.json'), 'utf8').slice(0, 10));
  });
});
