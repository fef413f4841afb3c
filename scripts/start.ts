// npm start: creates and migrates the database, seeds it on first start, builds the site when
// there is no build or the sources changed since, then serves it (default http://localhost:4321).
// When `npm run rebuild` swaps in a new build, a server on the new build starts on the same port
// before the old one stops, so visitors never meet a closed port (node:cluster shares the socket).
import cluster, { type Worker } from 'node:cluster';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { applyMigrations } from '../src/server/migrations.ts';
import { databaseFile } from '../src/server/env.ts';
import { db } from '../src/server/db.ts';
import { seedDatabase } from './lib/seed.ts';
import { deployPaths } from './lib/deploy-paths.ts';
import { buildSite } from './build.ts';

const { projectRoot, siteDir, distLink } = deployPaths();
const entry = path.join(distLink, 'server/entry.mjs');
/** How long a replaced server may take to finish the requests it has started. */
const DRAIN_MS = 10_000;

const applied = await applyMigrations(databaseFile());
if (applied.length) console.log(`Database ready at ${databaseFile()} (${applied.length} migration(s) applied).`);
if ((await db().university.count()) === 0) {
  console.log('Empty database: adding the seed universities and demo reviews ...');
  await seedDatabase();
}
await db().$disconnect();

if (needsBuild()) await buildSite();

// Each server listens on the socket itself (no hand-off through this process for every connection).
cluster.schedulingPolicy = cluster.SCHED_NONE;
cluster.setupPrimary({ exec: path.join(projectRoot, 'scripts/serve.mjs'), args: [distLink], execArgv: [] });
const serverEnv = { HOST: process.env.HOST ?? 'localhost', PORT: process.env.PORT ?? '4321' };

let current: Worker | undefined;

/** Starts a server on the build `dist` points to now; resolves once it is listening. */
async function startServer(): Promise<Worker> {
  const worker = cluster.fork(serverEnv);
  worker.on('exit', (code, signal) => {
    // Only the server in service ending is the end of npm start; a replaced one is meant to stop.
    if (worker !== current) return;
    console.error(`The server stopped (${signal ?? `exit code ${code}`}).`);
    process.exit(code || 1);
  });
  await Promise.race([
    once(worker, 'listening'),
    once(worker, 'exit').then(() => Promise.reject(new Error('the server exited before it listened'))),
  ]);
  return worker;
}

function retire(worker: Worker) {
  worker.process.kill('SIGTERM');
  setTimeout(() => worker.process.kill('SIGKILL'), DRAIN_MS + 1000).unref();
}

let currentTarget = fs.realpathSync(distLink);
let switching = Promise.resolve();
// A rebuild swaps the dist link; serve the new tree so pages and server code agree.
fs.watch(siteDir, (_event, name) => {
  if (name !== 'dist') return;
  switching = switching.then(async () => {
    const target = fs.realpathSync(distLink, { throwIfNoEntry: false } as never) as string | undefined;
    if (!target || target === currentTarget) return;
    currentTarget = target;
    console.log(`New build found (${path.relative(projectRoot, target)}): switching the server to it.`);
    const previous = current;
    try {
      current = await startServer();
      if (previous) retire(previous);
    } catch (error) {
      current = previous;
      console.error(`The new build did not start; still serving the previous one. ${error instanceof Error ? error.message : error}`);
    }
  });
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    const worker = current;
    current = undefined;
    if (!worker) process.exit(0);
    worker.once('exit', () => process.exit(0));
    retire(worker);
  });
}

current = await startServer();

function needsBuild(): boolean {
  if (!fs.existsSync(entry)) return true;
  const built = fs.statSync(entry).mtimeMs;
  return ['src', 'prisma', 'public', 'astro.config.mjs', 'package-lock.json'].some((item) => newerThan(path.join(projectRoot, item), built));
}

function newerThan(file: string, time: number): boolean {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) return false;
  if (stat.mtimeMs > time) return true;
  if (!stat.isDirectory() || file.endsWith('generated')) return false;
  return fs.readdirSync(file).some((name) => newerThan(path.join(file, name), time));
}
