// The REST GETs that scripts/serve.mjs answers past Astro's handler (src/transport/rest/direct-get.ts),
// through the server the browser tests run as `npm start` serves it, with raw HTTP targets that
// fetch would normalise: each reply carries the security headers, is JSON, and is never a 500;
// an odd target gets the same answer as its plain twin or a documented refusal.
import http from 'node:http';
import { describe, expect, inject, it } from 'vitest';

const baseURL = inject('baseURL');

function rawGet(target: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const request = http.request({ hostname, port, path: target, method: 'GET' }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('REST GETs answered past Astro', () => {
  it('answer the same twice over, with the security headers, the direct one with its length', async () => {
    const first = await rawGet('/api/specificUni/1');
    const second = await rawGet('/api/specificUni/1');
    for (const reply of [first, second]) {
      expect(reply.status).toBe(200);
      expect(reply.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
      expect(reply.headers['content-type']).toMatch(/application\/json/);
    }
    // The first REST request loads the mount point through Astro, which registers the direct path;
    // the direct path writes head and body at once, with their length.
    expect(Number(second.headers['content-length'])).toBe(Buffer.byteLength(second.body));
    expect(JSON.parse(second.body)).toEqual(JSON.parse(first.body));
  });

  it('leave odd targets to Astro, which answers them in JSON, never with a 500', async () => {
    const plain = await rawGet('/api/specificUni/1');
    for (const target of [
      '/api/specificUni/%31',
      '/api/specificUni/2/../1',
      '/api/./specificUni/1',
      '/api/specificUni/1?',
      '/api/specificUni//1',
    ]) {
      const reply = await rawGet(target);
      expect(reply.status, target).toBeLessThan(500);
      expect(reply.headers['content-security-policy'], target).toBeDefined();
      expect(() => JSON.parse(reply.body), `${target}: ${reply.body.slice(0, 80)}`).not.toThrow();
      if (reply.status === 200) expect(JSON.parse(reply.body), target).toEqual(JSON.parse(plain.body));
    }
  });
});
