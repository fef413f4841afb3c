// The site for `npm run bench:lighthouse`, started the way `npm start` serves it (scripts/start.ts:
// migrate, seed the demo universities and reviews, build when there is no build, serve) in a
// folder of its own under var/, so the measurement never touches the real database or build.
// A build handed in with --build is linked as that folder's `dist` instead of building again.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from './free-port.ts';
import { waitForServer } from './wait-for-server.ts';

export interface BenchSite {
  baseURL: string;
  databaseFile: string;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 300_000;

export async function startBenchSite(projectRoot: string, options: { build?: string; keep: boolean }): Promise<BenchSite> {
  fs.mkdirSync(path.join(projectRoot, 'var'), { recursive: true });
  const dir = fs.mkdtempSync(path.join(projectRoot, 'var', 'bench-lighthouse-'));
  if (options.build) fs.symlinkSync(fs.realpathSync(options.build), path.join(dir, 'dist'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const databaseFile = path.join(dir, 'data.db');
  // Its own process group, so that stop() reaches the cluster's servers too.
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: projectRoot,
    detached: true,
    // The server's output goes to stderr, so stdout carries only the result table.
    stdio: ['ignore', 2, 2],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SITE_DIR: path.relative(projectRoot, dir),
      DATABASE_URL: `file:${databaseFile}`,
      OUTBOX_DIR: path.join(dir, 'outbox'),
      AUTH_SECRET: 'lighthouse-bench-secret-long-enough-for-hs256',
      SITE_URL: baseURL,
      HOST: '127.0.0.1',
      PORT: String(port),
      ASTRO_TELEMETRY_DISABLED: '1',
      // Its warnings and errors beside the progress, not a line per request.
      LOG_LEVEL: 'warn',
    },
  });
  const exited = once(child, 'exit');
  async function stop() {
    if (child.exitCode === null && child.signalCode === null) {
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    }
    if (!options.keep) fs.rmSync(dir, { recursive: true, force: true });
    else console.error(`Kept ${dir}`);
  }

  try {
    await waitForServer(child, `${baseURL}/`, {
      label: 'npm start',
      timeoutMs: START_TIMEOUT_MS,
      ready: (response) => response.ok,
      pollMs: 500,
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, databaseFile, stop };
}
