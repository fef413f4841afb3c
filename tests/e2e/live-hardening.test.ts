// The abuse holes that only show through the real server (as `npm start` runs it): whose address
// a request counts against, how much body it may send, how many procedures one request may run,
// and what happens when a server process dies.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveServer, type LiveServer } from '../support/live-server.ts';

const LOGIN_LIMIT = 5;
let site: LiveServer;

beforeAll(async () => {
  site = await startLiveServer({ RATE_LIMIT_LOGIN: String(LOGIN_LIMIT), CORS_ORIGINS: 'https://app.example' });
});

afterAll(async () => {
  await site?.stop();
});

const login = (headers: Record<string, string> = {}) =>
  fetch(`${site.baseURL}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email: 'nobody@example.com', password: 'Wrong-pass1' }),
  });

/** Sends raw HTTP on one connection; what came back within `ms`, and when its first byte came. */
function rawExchange(send: (socket: net.Socket) => Promise<void>, ms: number): Promise<{ text: string; firstByteMs: number }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const socket = net.connect(site.port, '127.0.0.1');
    let text = '';
    let firstByteMs = Infinity;
    const done = () => resolve({ text, firstByteMs });
    socket.on('data', (chunk) => {
      if (!text) firstByteMs = Date.now() - started;
      text += chunk;
    });
    socket.on('error', done);
    socket.on('close', done);
    setTimeout(() => {
      socket.destroy();
      done();
    }, ms);
    socket.on('connect', () => send(socket).catch(reject));
  });
}

describe('client addresses through the real server', () => {
  it('ignores X-Forwarded-For, X-Real-IP and Forwarded without TRUST_PROXY: the limit holds', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_LIMIT + 3; i++) {
      const spoof = `198.51.100.${i + 1}`;
      const reply = await login({ 'x-forwarded-for': spoof, 'x-real-ip': spoof, forwarded: `for=${spoof}` });
      statuses.push(reply.status);
    }
    // Before the fix every one of these answered 401: each spoofed address had its own counter.
    expect(statuses.slice(0, LOGIN_LIMIT)).toEqual(Array(LOGIN_LIMIT).fill(401));
    expect(statuses.slice(LOGIN_LIMIT)).toEqual([429, 429, 429]);
  });
});

describe('client addresses behind our own proxy (TRUST_PROXY)', () => {
  it('counts the right-most X-Forwarded-For entry, never the ones the client wrote', async () => {
    // A second server on the same folder and database (already seeded), behind a "proxy".
    const proxied = await startLiveServer({ RATE_LIMIT_LOGIN: '2', TRUST_PROXY: 'true' }, site.dir);
    try {
      const attempt = (forwardedFor: string) =>
        fetch(`${proxied.baseURL}/api/users/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
          body: JSON.stringify({ email: 'nobody@example.com', password: 'Wrong-pass1' }),
        }).then((reply) => reply.status);
      // The client varies what it claims; the proxy's own entry (right-most) stays the same.
      expect([await attempt('1.1.1.1, 203.0.113.9'), await attempt('2.2.2.2, 203.0.113.9'), await attempt('3.3.3.3, 203.0.113.9')]).toEqual(
        [401, 401, 429],
      );
      // Another client behind the proxy has its own count.
      expect(await attempt('1.1.1.1, 203.0.113.10')).toBe(401);
    } finally {
      await proxied.stop();
    }
  });
});

describe('request bodies through the real server', () => {
  it('answers 413 JSON to a chunked body as soon as it passes 100 kB, however slowly it comes', async () => {
    const reply = await rawExchange(async (socket) => {
      socket.write(
        'POST /api/users/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
      );
      // 120 kB in 12 chunks, 200 ms apart: the reply must not wait for the end.
      for (let i = 0; i < 12 && !socket.destroyed; i++) {
        const chunk = 'x'.repeat(10 * 1024);
        socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }, 5_000);
    expect(reply.text).toMatch(/^HTTP\/1\.1 413/);
    expect(reply.text).toContain('{"error":"Request body too large"}');
    // Answered while the rest was still coming (all of it would take 2.4 s).
    expect(reply.firstByteMs).toBeLessThan(2_400);
  });

  it('caps tRPC bodies the same way, whatever Content-Length claims', async () => {
    const big = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(2_000_000) });
    const declared = await fetch(`${site.baseURL}/api/trpc/account.login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: big,
    });
    expect(declared.status).toBe(413);
    // tRPC's own error shape and code for the status, as every other tRPC error has.
    expect((await declared.json()).error).toEqual({
      message: 'Request body too large',
      code: -32013,
      data: { code: 'PAYLOAD_TOO_LARGE', httpStatus: 413, extra: {}, retryAfter: null },
    });

    const lying = await rawExchange(async (socket) => {
      socket.write(
        `POST /api/trpc/account.login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`,
      );
      const chunk = 'y'.repeat(64 * 1024);
      for (let i = 0; i < 3 && !socket.destroyed; i++) socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
    }, 5_000);
    expect(lying.text).toMatch(/^HTTP\/1\.1 413/);
  });
});

describe('tRPC through the real server', () => {
  it('refuses batches: one request runs one procedure', async () => {
    for (const size of [2, 50]) {
      const names = Array.from({ length: size }, () => 'universities.featured').join(',');
      const input = encodeURIComponent(JSON.stringify(Object.fromEntries(Array.from({ length: size }, (_, i) => [i, {}]))));
      const reply = await fetch(`${site.baseURL}/api/trpc/${names}?batch=1&input=${input}`);
      expect(reply.status).toBe(400);
      expect(reply.headers.get('content-type')).toContain('application/json');
    }
    // The islands' single calls still work.
    expect((await fetch(`${site.baseURL}/api/trpc/universities.featured`)).status).toBe(200);
  });
});

describe('files on disk', () => {
  it('keeps var/ (database, secret, outbox, backups) readable by its owner only', async () => {
    const { statSync } = await import('node:fs');
    const { projectRoot } = await import('../support/paths.ts');
    expect(statSync(`${projectRoot}/var`).mode & 0o777).toBe(0o700);
  });
});

describe('HEAD through the real server', () => {
  it('answers a GET route as GET does, without the body, and lists HEAD where GET is allowed', async () => {
    for (const path of ['/api/specificUni/getFeaturedUniversities', '/api/openapi.json', '/api/open-data/universities.csv']) {
      const get = await fetch(`${site.baseURL}${path}`, { headers: { 'accept-encoding': 'identity' } });
      const bytes = Buffer.byteLength(await get.text());
      const head = await rawExchange(async (socket) => {
        socket.write(`HEAD ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: identity\r\nConnection: close\r\n\r\n`);
      }, 5_000);
      const [headers = '', body = ''] = head.text.split('\r\n\r\n');
      expect({ path, status: headers.split('\r\n')[0] }).toEqual({ path, status: 'HTTP/1.1 200 OK' });
      expect(headers).toMatch(new RegExp(`^content-length: ${bytes}$`, 'im'));
      expect(headers).toMatch(/^content-type: (application\/json|text\/csv)/im);
      expect(body).toBe('');
    }
    const wrong = await fetch(`${site.baseURL}/api/specificUni/getFeaturedUniversities`, { method: 'DELETE' });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('GET, HEAD');
    expect((await fetch(`${site.baseURL}/api/reviews/1/like`, { method: 'HEAD' })).headers.get('allow')).toBe('POST');
  });
});

describe('CORS through the real server', () => {
  it('answers an allowed origin on tRPC as on REST, and nobody else, every reply varying by Origin', async () => {
    for (const path of ['/api/trpc/universities.featured', '/api/specificUni/getFeaturedUniversities']) {
      const preflight = await fetch(`${site.baseURL}${path}`, {
        method: 'OPTIONS',
        headers: { origin: 'https://app.example', 'access-control-request-method': 'GET' },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('https://app.example');
      const call = await fetch(`${site.baseURL}${path}`, { headers: { origin: 'https://app.example' } });
      expect(call.headers.get('access-control-allow-origin')).toBe('https://app.example');
      expect(call.headers.get('vary')).toMatch(/\bOrigin\b/);
      // The replies without the headers say they depend on Origin too: a shared cache must not
      // hand them to the allowed origin (nor its reply to anyone else).
      const stranger = await fetch(`${site.baseURL}${path}`, { headers: { origin: 'https://other.example' } });
      expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
      expect(stranger.headers.get('vary')).toMatch(/\bOrigin\b/);
      const sameOrigin = await fetch(`${site.baseURL}${path}`);
      expect(sameOrigin.headers.get('access-control-allow-origin')).toBeNull();
      expect(sameOrigin.headers.get('vary')).toMatch(/\bOrigin\b/);
    }
  });
});

describe('a server process that dies', () => {
  it('is replaced by npm start, and the death is logged', async () => {
    const workers = await serverProcesses(site.child.pid!);
    expect(workers).toHaveLength(1);
    process.kill(workers[0]!, 'SIGKILL');
    const deadline = Date.now() + 30_000;
    let answered = false;
    while (!answered && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      answered = await fetch(`${site.baseURL}/api/specificUni/getFeaturedUniversities`).then(
        (r) => r.ok,
        () => false,
      );
    }
    expect(answered).toBe(true);
    expect(site.output()).toMatch(/The server died \(SIGKILL\); starting a new one/);
    const replaced = await serverProcesses(site.child.pid!);
    expect(replaced).toHaveLength(1);
    expect(replaced[0]).not.toBe(workers[0]);
  });
});

/** The pids of the serve.mjs processes under npm start's process. */
async function serverProcesses(parent: number): Promise<number[]> {
  const fs = await import('node:fs');
  const pids: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const cmd = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (ppid === parent && cmd.includes('serve.mjs')) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}
