// Serves the build `dist` points to and follows the link: when a rebuild swaps it, a server on the
// new tree starts on the same port (node:cluster shares the socket) and the old one is stopped only
// once the new one listens; it finishes the requests it has (serve-build.ts). A new build that
// does not start is reported, and `dist` is pointed back at the tree still being served. A server
// that dies is logged and replaced by a new one on the same build. On SIGTERM or SIGINT it passes
// the signal on to its servers, waits until they have finished (serve-build.ts) and exits, 0 when
// each finished in time. This is the `npm start` process (scripts/start.ts, under tsx); each server
// is a worker running scripts/serve.mjs. Its events are log lines (src/server/infra/log.ts).
import cluster, { type Worker } from 'node:cluster';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { settings } from '#server/infra/env.ts';
import { log } from '#server/infra/log.ts';
import { deployPaths, linkTarget, pointDistAt } from './deploy-link.ts';

/** How long a stopped server may take beyond its grace (closing the database) before it is killed. */
const PAST_GRACE_MS = 3_000;
const START_TIMEOUT_MS = 60_000;
/** More deaths than this within the window end npm start instead of another restart. */
const MAX_CRASHES = 5;
const CRASH_WINDOW_MS = 60_000;

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function serveAndFollowBuilds(): Promise<void> {
  const { projectRoot, siteDir, distLink } = deployPaths();
  // Each server accepts on the shared socket itself; nothing passes through this process.
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  cluster.setupPrimary({ exec: path.join(projectRoot, 'scripts/serve.mjs'), args: [distLink], execArgv: [] });
  const env = { HOST: process.env.HOST ?? 'localhost', PORT: process.env.PORT ?? '4321' };

  const alive = new Set<Worker>();
  let current: Worker | undefined;
  let stopping = false;
  let deaths: number[] = [];
  /** The exit code once stopped: 1 when a server did not finish in time. */
  let stopCode = 0;
  const drainMs = settings().SHUTDOWN_GRACE_SECONDS * 1000 + PAST_GRACE_MS;

  cluster.on('exit', (worker, code, signal) => {
    alive.delete(worker);
    if (stopping) {
      if (code !== 0) stopCode = 1;
      if (alive.size === 0) {
        log().info(stopCode ? 'Stopped; a server did not finish its requests in time' : 'Stopped');
        process.exit(stopCode);
      }
    } else if (worker === current) {
      // The server in service died (a replaced one is meant to stop): start another on the same
      // build, unless it keeps dying, which a restart will not cure.
      const cause = signal ?? `exit code ${code}`;
      const now = Date.now();
      deaths = deaths.filter((time) => now - time < CRASH_WINDOW_MS).concat(now);
      if (deaths.length > MAX_CRASHES) {
        log().fatal(`The server died ${deaths.length} times within ${CRASH_WINDOW_MS / 1000} s (last: ${cause}); giving up.`);
        process.exit(code || 1);
      }
      log().error(`The server died (${cause}); starting a new one.`);
      current = undefined;
      startServer().then(
        (worker) => (stopping || current ? retire(worker) : (current = worker)),
        (error) => {
          log().fatal(`The server could not be restarted (${message(error)}).`);
          process.exit(1);
        },
      );
    }
  });

  function retire(worker: Worker) {
    worker.process.kill('SIGTERM');
    setTimeout(() => worker.process.kill('SIGKILL'), drainMs).unref();
  }

  /** Starts a server on the tree `dist` points to now; resolves once it listens. */
  async function startServer(): Promise<Worker> {
    const worker = cluster.fork(env);
    alive.add(worker);
    try {
      await Promise.race([
        once(worker, 'listening'),
        once(worker, 'exit').then(() => Promise.reject(new Error('it exited before it listened'))),
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error(`it did not listen within ${START_TIMEOUT_MS / 1000} s`)), START_TIMEOUT_MS).unref(),
        ),
      ]);
    } catch (error) {
      worker.process.kill('SIGKILL');
      throw error;
    }
    return worker;
  }

  let served = linkTarget();
  async function follow() {
    const target = linkTarget();
    if (stopping || !target || target === served) return;
    log().info(`New build found (${path.relative(projectRoot, target)}): switching the server to it.`);
    try {
      const next = await startServer();
      if (stopping) return retire(next);
      const previous = current;
      [current, served] = [next, target];
      if (previous) retire(previous);
    } catch (error) {
      log().error(
        `The new build did not start (${message(error)}); still serving ${path.relative(projectRoot, served ?? '')}, and dist points back to it.`,
      );
      if (served) pointDistAt(served);
    }
  }

  let switching = Promise.resolve();
  const watcher = fs.watch(siteDir, (_event, name) => {
    if (name !== 'dist') return;
    switching = switching.then(follow).catch((error) => log().error(`Could not follow the dist link: ${message(error)}`));
  });
  watcher.on('error', (error) => log().error(`Watching for new builds stopped: ${message(error)}`));

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      watcher.close();
      log().info({ signal, servers: alive.size }, 'Stopping: the servers finish their requests');
      if (alive.size === 0) process.exit(0);
      for (const worker of alive) retire(worker);
    });
  }

  current = await startServer();
}
