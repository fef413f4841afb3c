// npm start: creates and migrates the database, seeds it on first start, builds the site when
// there is no build or the sources changed since, then serves it (default http://localhost:4321).
// When `npm run rebuild` swaps in a new build, the server is restarted onto it.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { applyMigrations } from '../src/server/migrations.ts';
import { databaseFile } from '../src/server/env.ts';
import { db } from '../src/server/db.ts';
import { seedDatabase } from './lib/seed.ts';
import { buildSite } from './build.ts';

const root = path.resolve(import.meta.dirname, '..');
const distLink = path.join(root, 'dist');
const entry = path.join(distLink, 'server/entry.mjs');
const serveScript = path.join(root, 'scripts/serve.mjs');

const applied = await applyMigrations(databaseFile());
if (applied.length) console.log(`Database ready at ${databaseFile()} (${applied.length} migration(s) applied).`);
if ((await db().university.count()) === 0) {
  console.log('Empty database: adding the seed universities and demo reviews ...');
  await seedDatabase();
}
await db().$disconnect();

if (needsBuild()) await buildSite();

let server: ChildProcess | undefined;
let currentTarget = fs.realpathSync(distLink);

function startServer() {
  server = spawn(process.execPath, [serveScript, distLink], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, HOST: process.env.HOST ?? 'localhost', PORT: process.env.PORT ?? '4321' },
  });
  server.on('exit', (code, signal) => {
    // Stopped for a restart onto a new build (it exits cleanly on SIGTERM): not the end of npm start.
    if (restarting) return;
    process.exit(code ?? 1);
  });
}

let restarting = false;
// A rebuild swaps the dist link; restart onto the new tree so pages and server code agree.
fs.watch(root, (_event, name) => {
  if (name !== 'dist') return;
  const target = fs.realpathSync(distLink, { throwIfNoEntry: false } as never) as string | undefined;
  if (!target || target === currentTarget) return;
  currentTarget = target;
  console.log(`New build found (${path.relative(root, target)}): restarting the server.`);
  restarting = true;
  server?.once('exit', () => {
    restarting = false;
    startServer();
  });
  server?.kill('SIGTERM');
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server?.kill(signal);
    process.exit(0);
  });
}
startServer();

function needsBuild(): boolean {
  if (!fs.existsSync(entry)) return true;
  const built = fs.statSync(entry).mtimeMs;
  return ['src', 'prisma', 'public', 'astro.config.mjs', 'package-lock.json'].some((item) => newerThan(path.join(root, item), built));
}

function newerThan(file: string, time: number): boolean {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) return false;
  if (stat.mtimeMs > time) return true;
  if (!stat.isDirectory() || file.endsWith('generated')) return false;
  return fs.readdirSync(file).some((name) => newerThan(path.join(file, name), time));
}
