// Starts the site exactly as `npm start` does (scripts/start.ts: migrate, seed, serve through the
// cluster primary and scripts/serve.mjs), in a folder of its own, on the build the browser tier
// made (so it does not build again). For what must be proven through the real server: client
// addresses, body limits, headers, crashes, production settings.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { freePort } from '#scripts/lib/free-port.ts';
import { openDb } from '#server/infra/db.ts';
import { projectRoot, testVarDir } from './paths.ts';

export interface LiveServer {
  baseURL: string;
  port: number;
  /** The folder with the database, outbox and `dist` link. */
  dir: string;
  databaseFile: string;
  child: ChildProcess;
  /** Everything the server printed so far (stdout and stderr). */
  output(): string;
  /** A Prisma client on the server's database, closed by stop(). */
  db(): ReturnType<typeof openDb>;
  /** SIGTERM to npm start, and waits until it has exited. */
  stop(): Promise<void>;
  /** SIGKILL to the whole process group (npm start and its servers), as a power cut would. */
  crash(): Promise<void>;
}

/** The settings a live server gets unless `env` overrides them. */
export function liveServerEnv(dir: string, port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    SITE_DIR: dir,
    DATABASE_URL: `file:${path.join(dir, 'data.db')}`,
    OUTBOX_DIR: path.join(dir, 'outbox'),
    PAGES_DIR: path.join(dir, 'pages'),
    AUTH_SECRET: 'live-server-test-secret-long-enough-for-hs256',
    SITE_URL: `http://127.0.0.1:${port}`,
    HOST: '127.0.0.1',
    PORT: String(port),
    ASTRO_TELEMETRY_DISABLED: '1',
  };
}

/** Makes the folder a live server runs in, with `dist` pointing at the browser tier's build. */
export function makeSiteDir(): string {
  fs.mkdirSync(testVarDir, { recursive: true });
  const dir = fs.mkdtempSync(path.join(testVarDir, 'live-'));
  fs.symlinkSync(path.join(inject('e2eDir'), 'build'), path.join(dir, 'dist'));
  return dir;
}

export async function startLiveServer(env: NodeJS.ProcessEnv = {}, existingDir?: string): Promise<LiveServer> {
  const dir = existingDir ?? makeSiteDir();
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const fullEnv = { ...liveServerEnv(dir, port), ...env };
  let printed = '';
  // Its own process group, so that crash() reaches the cluster workers too.
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: projectRoot,
    env: fullEnv,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (printed += chunk));
  child.stderr!.on('data', (chunk) => (printed += chunk));
  const baseURL = `http://127.0.0.1:${port}`;
  const databaseFile = fullEnv.DATABASE_URL!.replace(/^file:/, '');
  let client: ReturnType<typeof openDb> | undefined;

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${printed}`);
    if (Date.now() > deadline) {
      // Not left running behind the failed test.
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
      throw new Error(`npm start did not answer within 120 s:\n${printed}`);
    }
    const answered = await fetch(`${baseURL}/api/specificUni/getFeaturedUniversities`).then(
      (r) => r.ok,
      () => false,
    );
    if (answered) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  const exited = () =>
    child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : once(child, 'exit').then(() => undefined);
  return {
    baseURL,
    port,
    dir,
    databaseFile,
    child,
    output: () => printed,
    db: () => (client ??= openDb(databaseFile)),
    async stop() {
      await client?.$disconnect();
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited();
      // A folder this call made goes with it; one that was handed in belongs to the caller.
      if (!existingDir && !process.env.KEEP_E2E) fs.rmSync(dir, { recursive: true, force: true });
    },
    async crash() {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
      await exited();
    },
  };
}
