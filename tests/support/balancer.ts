// A small round-robin load balancer for the shutdown test (tests/e2e/graceful-shutdown.test.ts),
// set up as docs/deployment.md tells a real one to be: it asks each app process's /readyz every
// 200 ms and sends requests only to the ready ones (any when none is), keeps connections to them
// open (keep-alive), and sends a request to the next process when the one it chose failed it
// before any byte of a reply: the connection was refused (that process no longer listens) or cut
// before the request was read (it was waiting in the closed listener's queue). A reply once begun
// is passed on as it comes, and is never tried twice.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Balancer {
  url: string;
  /** Requests sent to each backend (tries included), by backend URL. */
  sent: Map<string, number>;
  /** Tries that failed before a reply and went to the next backend, by error code. */
  retried: Map<string, number>;
  /** When each backend was first seen not ready (ms since the epoch). */
  unreadySince: Map<string, number>;
  close(): Promise<void>;
}

const READY_POLL_MS = 200;
const MAX_TRIES = 4;

export async function startBalancer(backends: string[]): Promise<Balancer> {
  const ready = new Map(backends.map((backend) => [backend, true]));
  const agents = new Map(backends.map((backend) => [backend, new http.Agent({ keepAlive: true, maxSockets: 64 })]));
  const sent = new Map<string, number>();
  const retried = new Map<string, number>();
  const unreadySince = new Map<string, number>();
  let next = 0;
  let polling = true;

  const poll = async () => {
    while (polling) {
      await Promise.all(
        backends.map(async (backend) => {
          const ok = await fetch(`${backend}/readyz`, { signal: AbortSignal.timeout(1000) }).then(
            async (reply) => (await reply.arrayBuffer(), reply.ok),
            () => false,
          );
          ready.set(backend, ok);
          if (!ok && !unreadySince.has(backend)) unreadySince.set(backend, Date.now());
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
    }
  };
  const polled = poll();

  /** The next ready backend not tried yet for this request (round robin), or any untried one. */
  function choose(tried: Set<string>): string | undefined {
    const candidates = backends.filter((backend) => !tried.has(backend));
    const healthy = candidates.filter((backend) => ready.get(backend));
    const pool = healthy.length ? healthy : candidates;
    if (!pool.length) return undefined;
    next += 1;
    return pool[next % pool.length];
  }

  function forward(req: http.IncomingMessage, body: Buffer, res: http.ServerResponse, tried: Set<string>) {
    const backend = choose(tried.size >= backends.length ? new Set() : tried);
    if (!backend || tried.size >= MAX_TRIES) {
      res.writeHead(502).end();
      return;
    }
    tried.add(backend);
    sent.set(backend, (sent.get(backend) ?? 0) + 1);
    const target = new URL(backend);
    let replied = false;
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: target.host, 'content-length': body.length },
        agent: agents.get(backend),
      },
      (reply) => {
        replied = true;
        res.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(res);
        reply.on('error', () => res.destroy());
      },
    );
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (replied) return res.destroy();
      const code = error.code ?? error.message;
      retried.set(code, (retried.get(code) ?? 0) + 1);
      forward(req, body, res, tried);
    });
    upstream.end(body);
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => forward(req, Buffer.concat(chunks), res, new Set()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    sent,
    retried,
    unreadySince,
    async close() {
      polling = false;
      await polled;
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      for (const agent of agents.values()) agent.destroy();
    },
  };
}
