// npm run fuzz -- [options]: its usage (below; --help) says what it does. The requests and the
// checks are in scripts/lib/api-fuzz/.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from './lib/free-port.ts';
import { progressBar } from './lib/progress.ts';
import { commandLine, refuse } from './lib/command-line.ts';

const USAGE = `Usage: npm run fuzz -- [--requests 2000] [--seed N] [--concurrency 8] [--keep] [--report <file>]
                       [--url http://host:port --auth-secret S]
Fuzzes everything under /api through the real server: starts the site as \`npm start\` does (migrate,
seed, build if stale, serve) on a fresh database in a folder of its own under var/, with the rate
limits lifted, sends random requests built from the route table and the tRPC procedures, and checks
every reply: no 5xx, JSON under /api, and the server still answers at the end. Prints the seed and
a summary; exit code 1 when a reply broke the property.
  --requests N       how many requests (default 2000)
  --seed N           the seed of an earlier run, to repeat its requests (default: a random one)
  --concurrency N    requests in flight at a time (default 8)
  --keep             keep the server's folder (database, outbox, server.log); kept anyway on a failure
  --report <file>    write every failure there as JSON
  --url <url>        fuzz a server that is already running instead
  --auth-secret S    with --url: that server's AUTH_SECRET, so that the expired tokens are signed with it`;
const { values: options } = commandLine({
  usage: USAGE,
  options: {
    requests: { type: 'string', default: '2000' },
    seed: { type: 'string' },
    concurrency: { type: 'string', default: '8' },
    keep: { type: 'boolean', default: false },
    url: { type: 'string' },
    'auth-secret': { type: 'string' },
    report: { type: 'string' },
  },
});

const root = path.resolve(import.meta.dirname, '..');
const requests = Number(options.requests);
const seed = options.seed === undefined ? (Date.now() ^ Math.floor(Math.random() * 2 ** 31)) | 0 : Number(options.seed);
const concurrency = Number(options.concurrency);
for (const [name, value] of Object.entries({ requests, seed, concurrency })) {
  if (!Number.isSafeInteger(value) || (name !== 'seed' && value < 1))
    refuse(USAGE, `--${name} must be ${name === 'seed' ? 'an integer' : 'a positive integer'}.`);
}
// The fuzzer loads the whole API's schemas, which takes seconds: only once the command line is read.
const { formatSummary, runFuzz, UNLIMITED_RATES } = await import('./lib/api-fuzz/index.ts');

interface Site {
  baseURL: string;
  authSecret: string;
  /** Everything the server printed. */
  log: () => string;
  stop: () => Promise<void>;
  dir?: string;
}

/** Starts `npm start` (scripts/start.ts) in a new folder under var/ on a fresh database. */
async function startSite(): Promise<Site> {
  fs.mkdirSync(path.join(root, 'var'), { recursive: true });
  const dir = fs.mkdtempSync(path.join(root, 'var', 'fuzz-'));
  // The project's current build, when there is one: npm start builds again only if it is stale.
  const dist = path.join(root, 'dist');
  if (fs.existsSync(path.join(dist, 'server/entry.mjs'))) fs.symlinkSync(fs.realpathSync(dist), path.join(dir, 'dist'));
  const port = await freePort();
  const authSecret = 'fuzz-secret-that-is-long-enough-for-hs256-signing';
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    SITE_DIR: dir,
    DATABASE_URL: `file:${path.join(dir, 'data.db')}`,
    OUTBOX_DIR: path.join(dir, 'outbox'),
    AUTH_SECRET: authSecret,
    SITE_URL: `http://127.0.0.1:${port}`,
    HOST: '127.0.0.1',
    PORT: String(port),
    ASTRO_TELEMETRY_DISABLED: '1',
    ...UNLIMITED_RATES,
  };
  let printed = '';
  // Its own process group, so that stopping it reaches the server it forks too.
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: root,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (printed += chunk));
  child.stderr!.on('data', (chunk) => (printed += chunk));
  const exited = once(child, 'exit');
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
  };
  process.once('SIGINT', () => void stop().finally(() => process.exit(130)));

  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 240_000;
  console.error(`Starting the site in ${path.relative(root, dir)} (npm start: migrate, seed, build if stale, serve) ...`);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${printed}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`npm start did not answer within 240 s:\n${printed}`);
    }
    const ready = await fetch(`${baseURL}/api/specificUni/getFeaturedUniversities`).then(
      (reply) => reply.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { baseURL, authSecret, log: () => printed, stop, dir };
}

const site: Site = options.url
  ? { baseURL: options.url.replace(/\/$/, ''), authSecret: options['auth-secret'] ?? '', log: () => '', stop: async () => undefined }
  : await startSite();
if (options.url && !options['auth-secret'])
  console.error('No --auth-secret: the "expired" tokens will be signed with an empty key (they stay invalid, not expired).');

console.error(
  `Fuzzing ${site.baseURL} with seed ${seed} (${requests} requests, ${concurrency} at a time). Repeat with: npm run fuzz -- --seed ${seed} --requests ${requests}`,
);
const bar = progressBar('Fuzzing', requests);
let summary;
try {
  summary = await runFuzz({
    baseURL: site.baseURL,
    authSecret: site.authSecret,
    seed,
    requests,
    concurrency,
    onProgress: (done) => bar.update(done),
  });
} finally {
  bar.stop();
  await site.stop();
}

console.log(formatSummary(summary));
if (options.report) fs.writeFileSync(options.report, JSON.stringify(summary, null, 2));
const serverErrors = site
  .log()
  .split('\n')
  .filter((line) => /error|died/i.test(line));
if (serverErrors.length)
  console.log(`\nThe server logged ${serverErrors.length} error lines, e.g.:\n${serverErrors.slice(0, 20).join('\n')}`);

// A handler fault is a bug even when its 500 never arrived (a connection reset hid one once).
const handlerFaults = serverErrors.filter((line) => /Unhandled error|internal error/i.test(line));
const failed = summary.failures.length > 0 || !summary.stillAnswers || handlerFaults.length > 0;
if (site.dir) {
  fs.writeFileSync(path.join(site.dir, 'server.log'), site.log());
  if (failed || options.keep) console.log(`\nThe server's folder (database, outbox, server.log) is kept: ${path.relative(root, site.dir)}`);
  else fs.rmSync(site.dir, { recursive: true, force: true });
}
console.log(`\nseed ${seed}, ${summary.requests} requests: ${failed ? 'FAILED' : 'passed'}`);
process.exit(failed ? 1 : 0);
