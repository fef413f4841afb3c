// The REST GETs that the server answers past Astro's handler (src/edge/serve-build.ts calls
// src/transport/rest/direct-get.ts), through the server the browser tests run as `npm start` serves
// it, with raw HTTP targets that fetch would normalise: each reply carries the security headers, is
// JSON, and is never a 500; an odd target gets the same answer as its plain twin or a documented
// refusal. The direct path answers from a new server's very first request on. Which path answered
// shows in the reply: Astro's handler streams its replies in chunks, the direct path writes head
// and body at once, with their length.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { freePort } from '#scripts/lib/free-port.ts';
import { projectRoot } from '../support/paths.ts';

const baseURL = inject('baseURL');

function rawGet(target: string, origin = baseURL): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const { hostname, port } = new URL(origin);
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
    // Both past Astro: head and body at once, with their length.
    for (const reply of [first, second]) {
      expect(reply.headers['transfer-encoding']).toBeUndefined();
      expect(Number(reply.headers['content-length'])).toBe(Buffer.byteLength(reply.body));
    }
    expect(JSON.parse(second.body)).toEqual(JSON.parse(first.body));
  });

  it("take a new server's very first request, before Astro has routed anything under /api", async () => {
    const dir = inject('e2eDir');
    const port = await freePort();
    // The browser tier's build and database, served by a second server of its own.
    const server = spawn(process.execPath, [path.join(projectRoot, 'scripts/serve.mjs'), path.join(dir, 'build')], {
      cwd: projectRoot,
      env: {
        ...process.env,
        DATABASE_URL: `file:${path.join(dir, 'e2e.db')}`,
        AUTH_SECRET: 'e2e-secret-that-is-long-enough-for-hs256-signing',
        OUTBOX_DIR: path.join(dir, 'outbox'),
        HOST: '127.0.0.1',
        PORT: String(port),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      // Listening once it says so; nothing has asked it anything before the request below.
      await new Promise<void>((resolve, reject) => {
        let printed = '';
        server.stdout!.on('data', (chunk: Buffer) => {
          printed += chunk.toString();
          if (printed.includes('Serving ')) resolve();
        });
        server.on('exit', (code) => reject(new Error(`scripts/serve.mjs exited with ${code} before it listened`)));
      });
      const first = await rawGet('/api/specificUni/1', `http://127.0.0.1:${port}`);
      expect(first.status).toBe(200);
      expect(first.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(first.headers['transfer-encoding']).toBeUndefined();
      expect(Number(first.headers['content-length'])).toBe(Buffer.byteLength(first.body));
      expect(JSON.parse(first.body)).toEqual(JSON.parse((await rawGet('/api/specificUni/1')).body));
    } finally {
      // Nothing to finish: it would otherwise wait for the idle keep-alive connection.
      server.kill('SIGKILL');
      if (server.exitCode === null && server.signalCode === null) await once(server, 'exit');
    }
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
