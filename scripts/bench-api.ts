// npm run bench:api -- [--list <world list>] [options]: its usage (below; --help) says what it
// does. Everything lives in a temporary folder under var/, removed at the end unless --keep (or
// --dir) is given.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import autocannon, { type Client, type Options, type Result } from 'autocannon';
import { progressBar } from './lib/progress.ts';
import { commandLine, refuse } from './lib/command-line.ts';
import { freePort } from './lib/free-port.ts';
import { waitForServer } from './lib/wait-for-server.ts';
import { startPostgresCluster } from './lib/postgres-cluster.ts';
import { besideBare, combineLoads, median, resultsTable, type Measured } from './lib/bench-api-table.ts';
import { setTimeout as sleep } from 'node:timers/promises';
import { bulkSettleMs } from '#transport/rest/public-bulk.ts';

const root = path.resolve(import.meta.dirname, '..');

const USAGE = `Usage: npm run bench:api -- --list <world list> [--reviews 200000] [--duration 10] [--connections 50]
       [--runs 3] [--users 20] [--keep] [--dir <work dir>] [--no-build --build-dir <build>]
       [--only <text> ...] [--postgres] [--processes N]
Builds a benchmark database (the world list plus synthetic reviews), builds the site against it,
starts the built server and two bare node:http yardsticks, loads every documented GET read path and
the like toggle with autocannon, --runs times, and prints per path the median req/s (with its
range), the median and worst p99 and the server's CPU time per request; then the reviews page's
throughput as a share of the bare server's (each run loads both back to back), the same share by
CPU time, and which paths miss the 50 ms p99 target. The bulk downloads (the university list, the
open-data files) are asked for with Accept-Encoding: br, gzip, first left to settle (30 s) so that
they are sent in their harder compression, as a server sends them once they have stayed unchanged,
and each is loaded back to back on a bare server sending the very bytes ours sent.
  --list <file>        the public world-universities JSON (not shipped); default: WORLD_UNIVERSITIES_LIST
                       (a database reused with --dir needs none)
  --reviews N          synthetic reviews (default 200000)
  --duration S         seconds per path and run (default 10, at most 60)
  --connections N      concurrent connections (default 50)
  --runs N             runs of every path (default 3)
  --users N            users liking reviews in the like toggle (default 20)
  --keep               keep the temporary folder
  --dir <folder>       work in this folder and reuse its database and build (kept)
  --no-build           with --build-dir: serve that existing build
  --only <text>        (repeatable) just the paths whose label holds one of the texts (the reviews
                       page pair always runs)
  --postgres           the same on a throwaway PostgreSQL cluster (the reviews-page yardstick is
                       SQLite's and is left out)
  --processes N        N servers over the one database; each path through one, then through all N`;
const { values: options } = commandLine({
  usage: USAGE,
  options: {
    reviews: { type: 'string', default: '200000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    runs: { type: 'string', default: '3' },
    users: { type: 'string', default: '20' },
    keep: { type: 'boolean', default: false },
    dir: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    'build-dir': { type: 'string' },
    list: { type: 'string' },
    only: { type: 'string', multiple: true },
    postgres: { type: 'boolean', default: false },
    processes: { type: 'string', default: '1' },
  },
});
const worldList = options.list ? path.resolve(options.list) : process.env.WORLD_UNIVERSITIES_LIST || undefined;
const duration = Math.min(60, Math.max(1, Number(options.duration)));
const connections = Math.min(500, Math.max(1, Number(options.connections)));
const reviewCount = Number(options.reviews);
const runs = Math.min(20, Math.max(1, Number(options.runs)));
const processCount = Math.min(8, Math.max(1, Number(options.processes) || 1));
const onPostgres = options.postgres;
if (onPostgres && options.dir) refuse(USAGE, '--postgres loads a fresh cluster each time: --dir reuses only an SQLite database.');
/** The latency target of every read path at 50 connections. */
const P99_TARGET_MS = 50;

// Under the project's var/ rather than the system temp folder: the built server resolves its
// external packages (node_modules) from where it lives.
fs.mkdirSync(path.join(root, 'var'), { recursive: true });
const workDir = options.dir ? path.resolve(options.dir) : fs.mkdtempSync(path.join(root, 'var', 'bench-api-'));
fs.mkdirSync(workDir, { recursive: true });
const dbFile = path.join(workDir, 'bench.db');
const buildDir = path.resolve(options['build-dir'] ?? path.join(workDir, 'build'));
const keep = options.keep || Boolean(options.dir);

// The bench process, the build, and the server all use the same database and secret, so the
// tokens made here are valid there. Likes are not rate limited during the run: the write path
// measures the toggle, not the 429.
const cluster = onPostgres ? await startPostgresCluster() : undefined;
cluster?.sql('CREATE DATABASE bench');
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'production',
  DATABASE_URL: cluster ? cluster.url('bench') : `file:${dbFile}`,
  AUTH_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
  OUTBOX_DIR: path.join(workDir, 'outbox'),
  PAGES_DIR: path.join(workDir, 'pages'),
  SITE_URL: 'http://127.0.0.1:4321',
  ASTRO_OUT_DIR: buildDir,
  ASTRO_TELEMETRY_DISABLED: '1',
  RATE_LIMIT_LIKE: '1000000000',
};
Object.assign(process.env, env);

const children: ChildProcess[] = [];
/** Set once the bench stops its servers itself. */
let stopping = false;

function step(label: string) {
  console.error(`\n== ${label}`);
}

function run(command: string, args: string[]) {
  const started = Date.now();
  // The children's output goes to stderr, so stdout carries only the result table.
  const result = spawnSync(command, args, { cwd: root, env, stdio: ['ignore', 2, 2] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed with status ${result.status}`);
  console.error(`   (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

async function startServer(label: string, args: string[], url: string, extraEnv: NodeJS.ProcessEnv = {}): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(child);
  // A server that stops mid-run (a signal from elsewhere on a shared machine) would otherwise only
  // show as a row of errors.
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`WARNING: ${label} exited (${signal ?? `code ${code}`}) before the end; its later figures are errors.`);
  });
  await waitForServer(child, url, { label, timeoutMs: 30_000, pollMs: 200 });
  return child;
}

/** Clock ticks per second of /proc/<pid>/stat's CPU times (USER_HZ, 100 on Linux). */
const CLOCK_TICKS = 100;

/**
 * The CPU time (user + system, µs) a process has used so far, from /proc (Linux); null elsewhere.
 * Per request, it is far steadier than req/s on a shared machine: waiting for a core costs no CPU.
 */
function cpuMicros(pid: number | undefined): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces, in parentheses): utime and stime are 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

const WARM_UP_SECONDS = 2;

/**
 * Makes a connection read replies as a browser or curl does: bytes are counted, not kept.
 * autocannon appends every reply's body to a string (`body += chunk`, decoding it as UTF-8) that
 * nothing here reads; on compressed downloads of hundreds of kilobytes that costs the load
 * generator a whole core of the two, which then shows as the server's latency.
 */
function discardBodies(client: Client) {
  const queue = client.pipelinedRequests;
  if (typeof queue?.addBody !== 'function') throw new Error('autocannon changed: its connections no longer have pipelinedRequests.addBody');
  queue.addBody = () => {};
}

/** Loads one path: a short unmeasured warm-up (JIT, caches), then the measured run, through every
 * server given at once (the connections split evenly), with their CPU time per answered request. */
async function load(
  label: string,
  servers: { child: ChildProcess; origin: string }[],
  optionsFor: (origin: string) => Options,
): Promise<Measured> {
  const share = Math.max(1, Math.round(connections / servers.length));
  await Promise.all(
    servers.map(({ origin }) =>
      autocannon({ connections: share, duration: WARM_UP_SECONDS, timeout: 10, setupClient: discardBodies, ...optionsFor(origin) }),
    ),
  );
  const bar = progressBar(label.padEnd(28), duration);
  let seconds = 0;
  const cpuBefore = servers.map(({ child }) => cpuMicros(child.pid));
  const instances = servers.map(({ origin }) =>
    autocannon({ connections: share, duration, timeout: 10, setupClient: discardBodies, ...optionsFor(origin) }),
  );
  instances[0]!.on('tick', () => bar.update(Math.min(duration, (seconds += 1))));
  const results = await Promise.all(instances);
  const cpuAfter = servers.map(({ child }) => cpuMicros(child.pid));
  bar.stop();
  const cpuUsed =
    cpuBefore.every((value) => value !== null) && cpuAfter.every((value) => value !== null)
      ? cpuAfter.reduce((sum, value, i) => sum + value! - cpuBefore[i]!, 0)
      : null;
  return combineLoads(results as Result[], cpuUsed);
}

async function prepareData() {
  if (!onPostgres && fs.existsSync(dbFile)) {
    console.error(`Reusing the database in ${dbFile}`);
    // A database kept from an older version gets the newer migrations first.
    const { applyMigrations } = await import('#server/infra/migrations.ts');
    await applyMigrations(dbFile);
    return;
  }
  if (!worldList) throw new Error('Name the world universities list with --list <file> (or reuse a database with --dir).');
  if (!fs.existsSync(worldList)) throw new Error(`The world universities list is missing: ${worldList}`);
  const { applyMigrations } = await import('#server/infra/migrations.ts');
  step(`Migrating the benchmark database (${onPostgres ? 'PostgreSQL' : 'SQLite'})`);
  await applyMigrations(onPostgres ? undefined : dbFile);
  step('Importing the world universities list');
  run('npx', ['tsx', 'scripts/import-universities.ts', worldList]);
  step(`Adding ${reviewCount} synthetic reviews`);
  run('npx', ['tsx', 'scripts/synthesize.ts', String(reviewCount)]);
}

function prepareBuild() {
  const entry = path.join(buildDir, 'server/entry.mjs');
  if (options['no-build']) {
    if (!fs.existsSync(entry)) throw new Error(`--no-build needs an existing build: ${entry} is missing (give --build-dir)`);
    console.error(`Reusing the build in ${buildDir}`);
    return buildDir;
  }
  step('Building the site against the benchmark database');
  // A fresh folder: files of an earlier build would otherwise be indexed again by Pagefind.
  if (!options['build-dir']) fs.rmSync(buildDir, { recursive: true, force: true });
  run('npx', ['astro', 'build']);
  return buildDir;
}

/** Bench accounts with live sessions, the busiest universities and some reviews to like. */
async function prepareFixtures() {
  const { db } = await import('#server/infra/db.ts');
  const { openSession } = await import('#server/auth/sessions.ts');
  const stamp = Date.now().toString(36);
  const count = Math.max(1, Number(options.users));
  await db().user.createMany({
    data: Array.from({ length: count }, (_, i) => ({
      username: `bench_${stamp}_${i}`,
      email: `bench_${stamp}_${i}@bench.invalid`,
      passwordHash: '!bench',
    })),
  });
  const users = await db().user.findMany({ where: { username: { startsWith: `bench_${stamp}_` } }, select: { id: true } });
  const tokens = await Promise.all(users.map(async (user) => (await openSession(user.id)).token));
  const busiest = await db().universityStats.findMany({
    orderBy: { reviewCount: 'desc' },
    take: 2,
    select: { universityId: true, reviewCount: true },
  });
  if (busiest.length < 2) throw new Error('The benchmark database has fewer than two universities');
  const reviews = await db().review.findMany({
    where: { universityId: busiest[0]!.universityId },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: 20,
    select: { id: true },
  });
  await db().$disconnect();
  return { tokens, busiest, reviewIds: reviews.map((review) => review.id) };
}

/** One loaded path: its label in the table and the autocannon options (against either server). */
interface Load {
  name: string;
  options: (origin: string) => Options;
  /** A bulk download: loaded beside the bare server that sends the same bytes. */
  bulkPath?: string;
}

/** The public bulk downloads (src/transport/rest/public-bulk.ts), 0.7-5.8 MB before compression. */
const BULK_PATHS = ['/api/specificUni/all_university_ids', '/api/open-data/universities.json', '/api/open-data/universities.csv'];
/** What browsers and HTTP libraries send; our server answers the bulk downloads in Brotli. */
const CLIENT_ACCEPT_ENCODING = 'br, gzip';

/** Every documented GET read path (src/transport/rest/rest-api.ts), with the bench fixtures. */
function readPaths(fixtures: Awaited<ReturnType<typeof prepareFixtures>>): Load[] {
  const [busy, second] = fixtures.busiest;
  const token = fixtures.tokens[0]!;
  const get = (path: string, authorized = false, shown = path): Load => ({
    name: `GET ${shown}${authorized ? ' (signed in)' : ''}`,
    options: (origin) => ({
      url: origin + path,
      headers: authorized ? { authorization: `Bearer ${token}` } : ({} as Record<string, string>),
    }),
  });
  const bulk = (path: string): Load => ({
    name: `GET ${path} (${CLIENT_ACCEPT_ENCODING})`,
    options: (origin) => ({ url: origin + path, headers: { 'accept-encoding': CLIENT_ACCEPT_ENCODING } }),
    bulkPath: path,
  });
  return [
    get('/api/specificUni/getFeaturedUniversities'),
    get('/api/searchUniversity/limit?query=univ'),
    get('/api/searchUniversity/all?query=univ'),
    get(`/api/specificUni/${busy!.universityId}`),
    get(`/api/specificUni/university_name/${busy!.universityId}`),
    get(`/api/specificUni/${busy!.universityId}/stats`),
    get(`/api/specificUni/${busy!.universityId}/reviews?page=2&limit=20&sort=popular`),
    get(`/api/compare?uni1=${busy!.universityId}&uni2=${second!.universityId}`),
    get('/api/countries'),
    // The country with most universities in the full list, ranked by the overall rating and by a category.
    get('/api/countries/us/universities'),
    get('/api/countries/us/universities?category=housing&page=3'),
    ...BULK_PATHS.map(bulk),
    get('/api/openapi.json'),
    get(`/api/reviews/${fixtures.reviewIds[0]}/hasLiked`, true),
    get(
      `/api/reviews/bulk-like-status?reviewIds=${fixtures.reviewIds.join(',')}`,
      true,
      `/api/reviews/bulk-like-status?reviewIds=<${fixtures.reviewIds.length} ids>`,
    ),
    get('/api/users/getReviews', true),
  ];
}

/** A server the bench started, and where it listens. */
interface Server {
  child: ChildProcess;
  origin: string;
}

/** How the table marks a yardstick's row. */
const BARE_MARK = '(bare node:http)';

/**
 * The bulk downloads' yardstick (scripts/lib/bare-bytes-server.ts), which fetches each path from
 * our server once as the load asks for it; with what each reply weighs as sent, and a warning if
 * the two servers do not send the same number of bytes.
 */
async function startBareBytesServer(ours: string, paths: string[]) {
  const origin = `http://127.0.0.1:${await freePort()}`;
  const args = ['--import', 'tsx', 'scripts/lib/bare-bytes-server.ts', new URL(origin).port, ours, CLIENT_ACCEPT_ENCODING, ...paths];
  const child = await startServer('the bare bytes server', args, `${origin}/`);
  const sizes = new Map<string, string>();
  for (const path of paths) {
    // fetch decodes the body, but the headers say what was sent.
    const [our, bare] = await Promise.all(
      [ours, origin].map(async (server) => {
        const response = await fetch(server + path, { headers: { 'accept-encoding': CLIENT_ACCEPT_ENCODING } });
        await response.arrayBuffer();
        return `${response.headers.get('content-length')} B ${response.headers.get('content-encoding') ?? 'uncompressed'}`;
      }),
    );
    if (our !== bare) console.error(`WARNING: ${path} is ${our} from ours and ${bare} from the bare server; not like for like.`);
    sizes.set(path, our!);
  }
  return { server: { child, origin }, sizes };
}

/**
 * Brings each bulk download on each of our servers to the form it is served in once settled (its
 * harder compression, src/transport/rest/public-bulk.ts): asks for it, waits the settling time,
 * then asks again until its ETag changes. Measured before that, a path would be timed against a
 * compression running beside it on one of the two cores, and the bare server would copy the
 * first, larger form.
 */
async function settleBulkBodies(origins: string[], paths: string[]) {
  // The servers' setting: they run with this process's environment.
  const settleMs = bulkSettleMs();
  step(`Letting the bulk downloads settle (${settleMs / 1000} s), then compressing them harder`);
  const etagOf = async (url: string) => {
    const response = await fetch(url, { headers: { 'accept-encoding': CLIENT_ACCEPT_ENCODING } });
    await response.arrayBuffer();
    return response.headers.get('etag');
  };
  const urls = origins.flatMap((origin) => paths.map((path) => origin + path));
  const first = await Promise.all(urls.map(etagOf));
  const bar = progressBar('settling'.padEnd(28), settleMs / 1000);
  for (let second = 1; second <= settleMs / 1000 + 1; second++) {
    await sleep(1000);
    bar.update(Math.min(settleMs / 1000, second));
  }
  bar.stop();
  for (const [i, url] of urls.entries()) {
    const started = Date.now();
    while ((await etagOf(url)) === first[i]) {
      if (Date.now() - started > 60_000) {
        console.error(`WARNING: ${url} was not compressed harder within 60 s; measured in its first form.`);
        break;
      }
      await sleep(250);
    }
  }
}

/** The like toggle: the one write path measured (20 users over 20 reviews, so both directions). */
function likeToggles(fixtures: Awaited<ReturnType<typeof prepareFixtures>>): Load {
  let next = 0;
  return {
    name: `POST /api/reviews/{id}/like (${fixtures.tokens.length} users x ${fixtures.reviewIds.length} reviews)`,
    options: (origin) => ({
      url: origin,
      requests: [
        {
          method: 'POST',
          path: '/api/reviews/0/like',
          setupRequest: (request) => {
            next += 1;
            const token = fixtures.tokens[next % fixtures.tokens.length]!;
            const reviewId = fixtures.reviewIds[Math.floor(next / fixtures.tokens.length) % fixtures.reviewIds.length]!;
            // A JSON content type, as API clients send it: Astro refuses body-less POSTs
            // without one as cross-site form posts (403, not JSON).
            const headers = { ...request.headers, authorization: `Bearer ${token}`, 'content-type': 'application/json' };
            return { ...request, path: `/api/reviews/${reviewId}/like`, headers };
          },
        },
      ],
    }),
  };
}

async function main() {
  const started = Date.now();
  console.error(`Working in ${workDir}${cluster ? `, on PostgreSQL at ${cluster.url('bench')}` : ''}`);
  await prepareData();
  const build = prepareBuild();
  const fixtures = await prepareFixtures();
  const [busy] = fixtures.busiest;

  step(`Starting ${processCount} built server(s)${cluster ? '' : ' and the bare node:http server'} on loopback`);
  // Served as `npm start` serves it: through the wrapper that adds the security headers.
  const servers: Server[] = [];
  for (let i = 1; i <= processCount; i++) {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const child = await startServer(
      `built server ${i}`,
      [path.join(root, 'scripts/serve.mjs'), build],
      `${origin}/api/specificUni/getFeaturedUniversities`,
      {
        HOST: '127.0.0.1',
        PORT: String(port),
      },
    );
    servers.push({ child, origin });
  }
  const one = servers.slice(0, 1);
  const ours = one[0]!.origin;
  const reviewsPath = `/api/specificUni/${busy!.universityId}/reviews?page=1&limit=20`;
  // The bare yardstick reads the SQLite file; on PostgreSQL there is none to compare with.
  let bareServer: Server | undefined;
  if (!cluster) {
    const origin = `http://127.0.0.1:${await freePort()}`;
    const child = await startServer(
      'the bare server',
      ['--import', 'tsx', 'scripts/lib/bare-reviews-server.ts', dbFile, new URL(origin).port],
      `${origin}/`,
    );
    bareServer = { child, origin };
    const [ourPage, barePage] = await Promise.all([
      fetch(ours + reviewsPath).then((r) => r.json()),
      fetch(origin + reviewsPath).then((r) => r.json()),
    ]);
    if (!isDeepStrictEqual(ourPage, barePage))
      console.error('WARNING: the bare server does not answer the same JSON as ours; the ratio is not like for like.');
  }
  console.error(`Busiest university ${busy!.universityId} has ${busy!.reviewCount} reviews; ${fixtures.tokens.length} bench accounts.`);

  const reviewsPage: Load = { name: `GET ${reviewsPath}`, options: (origin) => ({ url: origin + reviewsPath }) };
  const only = options.only ?? [];
  const loads = [...readPaths(fixtures), likeToggles(fixtures)].filter(
    ({ name }) => !only.length || only.some((text) => name.includes(text)),
  );
  const bulkPaths = loads.flatMap((l) => (l.bulkPath ? [l.bulkPath] : []));
  if (bulkPaths.length)
    await settleBulkBodies(
      servers.map((server) => server.origin),
      bulkPaths,
    );
  const bareBytes = bulkPaths.length ? await startBareBytesServer(ours, bulkPaths) : undefined;

  const results = new Map<string, Measured[]>();
  const spreadResults = new Map<string, Measured[]>();
  const record = (into: Map<string, Measured[]>, name: string, result: Measured) => into.set(name, [...(into.get(name) ?? []), result]);
  const cpuRatios: number[] = [];
  const ratios: number[] = [];
  /**
   * A path on our server and on a bare yardstick back to back, in alternating order by run, so
   * that the two compare loads made under the same conditions (the machine may be shared); both
   * rows go in the table, the bare one marked.
   */
  async function loadBesideBare(run: number, label: string, bare: Server, { name, options }: Load) {
    const order = run % 2 ? [one, [bare]] : [[bare], one];
    const measured = new Map<Server[], Measured>();
    for (const target of order) measured.set(target, await load(target === one ? label : `${label.slice(0, 22)}, bare`, target, options));
    const [our, theirs] = [measured.get(one)!, measured.get(order.find((target) => target !== one)!)!];
    record(results, name, our);
    record(results, `${name} ${BARE_MARK}`, theirs);
    return { our, theirs };
  }
  for (let run = 1; run <= runs; run++) {
    step(`Run ${run} of ${runs}: each path for ${duration} s with ${connections} connections`);
    if (bareServer) {
      const { our, theirs } = await loadBesideBare(run, 'reviews page', bareServer, reviewsPage);
      ratios.push(our.requests.average / theirs.requests.average);
      if (our.cpuPerRequest !== null && theirs.cpuPerRequest !== null) cpuRatios.push(theirs.cpuPerRequest / our.cpuPerRequest);
    } else {
      record(results, reviewsPage.name, await load('reviews page', one, reviewsPage.options));
    }
    if (servers.length > 1)
      record(spreadResults, reviewsPage.name, await load(`reviews page, ${servers.length} proc.`, servers, reviewsPage.options));
    for (const path of loads) {
      if (path.bulkPath && bareBytes) await loadBesideBare(run, path.name.slice(0, 28), bareBytes.server, path);
      else record(results, path.name, await load(path.name.slice(0, 28), one, path.options));
      if (servers.length > 1)
        record(spreadResults, path.name, await load(`${path.name.slice(0, 20)}, ${servers.length} proc.`, servers, path.options));
    }
  }

  const rowsOf = (map: Map<string, Measured[]>) => [...map].map(([name, list]) => ({ name, results: list }));
  const rows = rowsOf(results);
  const database = cluster ? 'PostgreSQL' : 'SQLite';
  // What the database holds: with --dir it is the kept database's count, whatever --reviews says.
  const { db } = await import('#server/infra/db.ts');
  const held = await db().review.count();
  console.log(
    `\nAPI benchmark on ${database}: ${held.toLocaleString('en-US')} reviews, ${connections} connections, ${duration} s per path, ${runs} run(s), Node ${process.version}, ${os.cpus().length} CPUs\n`,
  );
  console.log(`One server process:\n\n${resultsTable(rows)}`);
  const percent = (value: number) => `${(value * 100).toFixed(0)}%`;
  if (servers.length > 1) {
    console.log(
      `\n${servers.length} server processes over the one database, the connections split evenly:\n\n${resultsTable(rowsOf(spreadResults))}`,
    );
    const gains = rowsOf(spreadResults).map(({ name, results: spread }) => {
      const single = median(results.get(name)!.map((r) => r.requests.average));
      return { name, gain: median(spread.map((r) => r.requests.average)) / single };
    });
    console.log(
      `\nThroughput through ${servers.length} processes against one (median req/s): ${gains.map(({ name, gain }) => `${name} ${gain.toFixed(2)}x`).join('; ')}.`,
    );
  }
  if (ratios.length)
    console.log(
      `\nReviews page throughput: ${percent(median(ratios))} of the bare node:http + better-sqlite3 server (median of ${runs} run(s): ${ratios.map(percent).join(', ')}; target >= 70%).`,
    );
  if (cpuRatios.length)
    console.log(
      `By server CPU time per request (steadier on a shared machine), the bare server needs ${percent(median(cpuRatios))} of ours (runs: ${cpuRatios.map(percent).join(', ')}).`,
    );
  if (bareBytes) {
    console.log(
      `\nBulk downloads beside a bare node:http server sending the same bytes (Accept-Encoding: ${CLIENT_ACCEPT_ENCODING}; medians of ${runs} run(s)):\n`,
    );
    for (const path of loads.filter((l) => l.bulkPath)) {
      const [our, bare] = [results.get(path.name)!, results.get(`${path.name} ${BARE_MARK}`)!];
      console.log(`- ${besideBare(path.bulkPath!, bareBytes.sizes.get(path.bulkPath!)!, our, bare)}`);
    }
  }
  const reads = rows.filter((row) => row.name.startsWith('GET ') && !row.name.endsWith(BARE_MARK));
  const slow = reads.filter((row) => Math.max(...row.results.map((r) => r.latency.p99)) >= P99_TARGET_MS);
  console.log(
    slow.length
      ? `p99 at ${P99_TARGET_MS} ms or more through one process (worst run): ${slow.map((row) => row.name).join('; ')}.`
      : `Every read path has p99 under ${P99_TARGET_MS} ms in every run through one process (worst: ${Math.max(...reads.flatMap((row) => row.results.map((r) => r.latency.p99))).toFixed(1)} ms).`,
  );
  console.error(`\nDone in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
}

function cleanUp() {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  cluster?.stop();
  if (keep) console.error(`Kept ${workDir}`);
  else fs.rmSync(workDir, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    cleanUp();
    process.exit(130);
  });
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  cleanUp();
}
