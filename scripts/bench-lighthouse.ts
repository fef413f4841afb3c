// npm run bench:lighthouse [-- options]: its usage (below; --help) says what it does. The page
// types are listed in lib/lighthouse-pages.ts; mobile emulation and simulated throttling are
// Lighthouse's defaults.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { databaseFile } from '#server/infra/env.ts';
import { AUTH_STORAGE_KEY } from '#stores/auth.ts';
import { pageTypes, pickPageIds, type PageType } from './lib/lighthouse-pages.ts';
import type { StoredEntries } from './lib/lighthouse-run.ts';
import { startBenchSite, type BenchSite } from './lib/lighthouse-server.ts';
import { firstTapTable, lighthouseTable, type FirstTapResult, type PageResult } from './lib/lighthouse-table.ts';
import { commandLine } from './lib/command-line.ts';

const { values: options } = commandLine({
  usage: `Usage: npm run bench:lighthouse -- [--runs 1] [--json <file>] [--build <build folder>] [--keep]
                                   [--url http://host:port] [--only <page name>]
Lighthouse (mobile) on every page type, in Debian's Chromium (/usr/bin/chromium, or CHROME_PATH). It
starts the built site the way \`npm start\` serves it, in a folder of its own under var/ with the
seed data (building it first), and removes that folder after. Progress goes to stderr; stdout gets
the Markdown tables of medians: the page types, then the first use of Like, Report and the rating
filter on the university page (Interaction to Next Paint and Total Blocking Time of one use right
after the page loads, CPU 4× slower, network throttled in the browser).
  --runs N        runs per page, the median reported (default 1, at most 20)
  --json <file>   also write the raw numbers there
  --build <dir>   serve this build instead of building one
  --keep          keep the site's folder under var/
  --url <url>     measure a site already running (the ids come from the database DATABASE_URL names)
  --only <name>   only this page type or first use, e.g. --only home --only "university (reviews)"
                  --only "first use: Report" (repeatable)`,
  options: {
    runs: { type: 'string', default: '1' },
    json: { type: 'string' },
    build: { type: 'string' },
    url: { type: 'string' },
    only: { type: 'string', multiple: true },
    keep: { type: 'boolean', default: false },
  },
});
// Lighthouse takes seconds to load: only once the command line is read, so that --help answers at once.
const { runLighthouse } = await import('./lib/lighthouse-run.ts');
const { firstTaps, measureFirstTap } = await import('./lib/lighthouse-first-tap.ts');
const root = path.resolve(import.meta.dirname, '..');
const runs = Math.max(1, Math.min(20, Number(options.runs) || 1));

let site: BenchSite | undefined;
let baseURL: string;
let database: string;
if (options.url) {
  baseURL = options.url.replace(/\/$/, '');
  database = databaseFile();
} else {
  console.error(options.build ? `Starting the site on ${options.build} ...` : 'Starting the site (it builds first) ...');
  site = await startBenchSite(root, { build: options.build, keep: options.keep });
  ({ baseURL, databaseFile: database } = site);
}

const MODERATOR = { username: 'lighthouse-moderator', email: 'lighthouse-moderator@example.com', password: 'Lighthouse-moderator-1' };

/**
 * A moderator's saved session, as the auth store keeps it after a login: the account is made
 * (signup, then the operator's `npm run moderator -- grant`) on first use, and each run logs in
 * afresh, because a run's page may rotate the refresh token it was given.
 */
async function savedSession(page: PageType): Promise<StoredEntries> {
  const post = (route: string, body: unknown) =>
    fetch(`${baseURL}/api/users/${route}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  let login = await post('login', MODERATOR);
  if (login.status === 401) {
    const signup = await post('signup', MODERATOR);
    if (signup.status !== 201) throw new Error(`${page.name}: signup answered ${signup.status} ${await signup.text()}`);
    const grant = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/moderator.ts', 'grant', MODERATOR.email], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: `file:${database}` },
      encoding: 'utf8',
    });
    if (grant.status !== 0) throw new Error(`${page.name}: npm run moderator failed: ${grant.stderr}`);
    login = await post('login', MODERATOR);
  }
  if (login.status !== 200) throw new Error(`${page.name}: login answered ${login.status} ${await login.text()}`);
  const { user, token, refreshToken } = (await login.json()) as { user: unknown; token: string; refreshToken: string };
  const queue = await fetch(`${baseURL}/api/moderation/queue?view=held`, { headers: { authorization: `Bearer ${token}` } });
  if (queue.status !== 200) throw new Error(`${page.name}: ${MODERATOR.email} is not a moderator on this site (queue: ${queue.status})`);
  return { [AUTH_STORAGE_KEY]: JSON.stringify({ token, refreshToken, user }) };
}

const chosen = (name: string) => !options.only || options.only.includes(name);

try {
  const ids = pickPageIds(database);
  const pages = pageTypes(ids).filter((page) => chosen(page.name));
  const taps = firstTaps(ids.reviewed).filter((tap) => chosen(`first use: ${tap.name}`));
  const results: PageResult[] = [];
  const tapResults: FirstTapResult[] = [];
  const total = (pages.length + taps.length) * runs;
  let done = 0;
  const started = Date.now();
  for (const page of pages) {
    const result: PageResult = { name: page.name, url: page.url, runs: [] };
    for (let run = 1; run <= runs; run += 1) {
      const numbers = await runLighthouse(`${baseURL}${page.url}`, 2, page.session && (() => savedSession(page)));
      result.runs.push(numbers);
      done += 1;
      const seconds = Math.round((Date.now() - started) / 1000);
      console.error(`[${done}/${total}, ${seconds} s] ${page.name} ${page.url} run ${run}: performance ${numbers.performance}`);
      for (const failure of run === 1 ? numbers.failed : []) console.error(`    failed ${failure}`);
    }
    results.push(result);
  }
  for (const tap of taps) {
    const result: FirstTapResult = { name: tap.name, url: tap.url, runs: [] };
    for (let run = 1; run <= runs; run += 1) {
      const numbers = await measureFirstTap(baseURL, tap);
      result.runs.push(numbers);
      done += 1;
      const seconds = Math.round((Date.now() - started) / 1000);
      console.error(`[${done}/${total}, ${seconds} s] first use: ${tap.name} run ${run}: INP ${Math.round(numbers.inpMs)} ms`);
    }
    tapResults.push(result);
  }
  const times = runs > 1 ? `median of ${runs} runs` : '1 run';
  if (results.length) {
    console.log(`Lighthouse ${times} per page, mobile, simulated throttling\n`);
    console.log(lighthouseTable(results));
  }
  if (tapResults.length) {
    console.log(`\nFirst use right after the page loads, Lighthouse timespan, ${times} each, mobile, CPU 4×, devtools throttling\n`);
    console.log(firstTapTable(tapResults));
  }
  if (options.json) {
    const raw = { baseURL, runs, measuredAt: new Date().toISOString(), results, firstUses: tapResults };
    fs.writeFileSync(options.json, `${JSON.stringify(raw, null, 2)}\n`);
    console.error(`Raw numbers in ${options.json}`);
  }
} finally {
  await site?.stop();
}
