// Browser tier: seeds a temporary database, builds the site against it into a temporary folder,
// and starts the built server on a free port. Tests read the address with inject('baseURL').
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { projectRoot, testVarDir } from './paths.ts';
import { freePort } from '#scripts/lib/free-port.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    e2eDir: string;
  }
}

let server: ChildProcess | undefined;

export default async function setup(project: TestProject) {
  const dir = path.join(testVarDir, `e2e-${Date.now()}`);
  fs.mkdirSync(dir, { recursive: true });
  const port = await freePort();
  const env = {
    ...process.env,
    DATABASE_URL: `file:${path.join(dir, 'e2e.db')}`,
    AUTH_SECRET: 'e2e-secret-that-is-long-enough-for-hs256-signing',
    OUTBOX_DIR: path.join(dir, 'outbox'),
    SITE_URL: `http://127.0.0.1:${port}`,
    ASTRO_OUT_DIR: path.join(dir, 'build'),
    ASTRO_TELEMETRY_DISABLED: '1',
    // Every browser test comes from 127.0.0.1; the limits themselves are tested in the API tier.
    RATE_LIMIT_LOGIN: '1000',
    RATE_LIMIT_SIGNUP: '1000',
    RATE_LIMIT_FORGOT_PASSWORD: '1000',
    RATE_LIMIT_RESET_PASSWORD: '1000',
    RATE_LIMIT_REVIEW: '1000',
    RATE_LIMIT_MAIL_FORM: '1000',
    RATE_LIMIT_REPORT: '1000',
    RATE_LIMIT_EDIT: '1000',
  };
  run('npx', ['tsx', 'scripts/seed.ts'], env);
  // Built for production as a deployment is: under Vitest NODE_ENV is 'test', which would compile
  // React's development JSX (jsxDEV), and that crashes mid-page where a live server
  // (support/live-server.ts) runs the build with NODE_ENV=production.
  run('npx', ['astro', 'build'], { ...env, NODE_ENV: 'production' });

  server = spawn(process.execPath, [path.join(projectRoot, 'scripts/serve.mjs'), path.join(dir, 'build')], {
    cwd: projectRoot,
    // Its warnings and errors in the test output, not a line per request.
    env: { ...env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForServer(baseURL);
  project.provide('baseURL', baseURL);
  project.provide('e2eDir', dir);

  return async () => {
    server?.kill('SIGTERM');
    if (!process.env.KEEP_E2E) fs.rmSync(dir, { recursive: true, force: true });
  };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  const result = spawnSync(command, args, { cwd: projectRoot, env, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed with status ${result.status}`);
}

async function waitForServer(url: string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The built server did not answer at ${url} within 30 s`);
}
