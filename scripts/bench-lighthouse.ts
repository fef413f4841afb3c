// npm run bench:lighthouse [-- --runs 3] [--json <file>] [--build <build folder>] [--keep]
//                          [--url http://host:port] [--only <page name>]
// Lighthouse (mobile emulation and simulated throttling: its defaults) on every page type of
// issue 15, in Debian's Chromium (/usr/bin/chromium, or CHROME_PATH). By default it starts the
// built site the way `npm start` serves it, in a folder of its own under var/ with the seed data
// (building it, or linking the build named by --build), and removes that folder after unless
// --keep. With --url it measures a site already running and takes the ids from the database
// DATABASE_URL names. Progress goes to stderr; stdout gets the Markdown table of medians.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { databaseFile } from '#server/env.ts';
import { pageTypes, pickPageIds } from './lib/lighthouse-pages.ts';
import { runLighthouse } from './lib/lighthouse-run.ts';
import { startBenchSite, type BenchSite } from './lib/lighthouse-server.ts';
import { lighthouseTable, type PageResult } from './lib/lighthouse-table.ts';

const root = path.resolve(import.meta.dirname, '..');

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    json: { type: 'string' },
    build: { type: 'string' },
    url: { type: 'string' },
    only: { type: 'string', multiple: true },
    keep: { type: 'boolean', default: false },
  },
});
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

try {
  const pages = pageTypes(pickPageIds(database)).filter((page) => !options.only || options.only.includes(page.name));
  const results: PageResult[] = [];
  const total = pages.length * runs;
  let done = 0;
  const started = Date.now();
  for (const page of pages) {
    const result: PageResult = { name: page.name, url: page.url, runs: [] };
    for (let run = 1; run <= runs; run += 1) {
      const numbers = await runLighthouse(`${baseURL}${page.url}`);
      result.runs.push(numbers);
      done += 1;
      const seconds = Math.round((Date.now() - started) / 1000);
      console.error(`[${done}/${total}, ${seconds} s] ${page.name} ${page.url} run ${run}: performance ${numbers.performance}`);
      for (const failure of run === 1 ? numbers.failed : []) console.error(`    failed ${failure}`);
    }
    results.push(result);
  }
  console.log(`Lighthouse ${runs > 1 ? `median of ${runs} runs` : '1 run'} per page, mobile, simulated throttling\n`);
  console.log(lighthouseTable(results));
  if (options.json) {
    fs.writeFileSync(options.json, `${JSON.stringify({ baseURL, runs, measuredAt: new Date().toISOString(), results }, null, 2)}\n`);
    console.error(`Raw numbers in ${options.json}`);
  }
} finally {
  await site?.stop();
}
