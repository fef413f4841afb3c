// npm run check:js [-- options]: its usage (below; --help) says what it does; the budgets
// and what counts are in scripts/lib/js-budget.ts. The build served for the run is
// scripts/serve.mjs on a free port.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { databaseFile } from '#server/infra/env.ts';
import { deployPaths } from '#edge/deploy-link.ts';
import { freePort } from './lib/free-port.ts';
import { waitForServer } from './lib/wait-for-server.ts';
import { JS_BUDGET_KB, measureHtml, measurePage, type PageJs } from './lib/js-budget.ts';
import { pageTypes, pickPageIds, type PageType } from './lib/lighthouse-pages.ts';
import { commandLine } from './lib/command-line.ts';

const { values: options } = commandLine({
  usage: `Usage: npm run check:js -- [--dir <build folder>] [--url http://host:port] [--report] [--verbose]
The JavaScript budget over a build: for each page type, the KB of gzip a visitor downloads before
interacting, against the budgets in scripts/lib/js-budget.ts; exit code 1 when a page is over its
budget. Prerendered pages are read from the build's files; pages rendered on demand are fetched as
a browser gets them, from the build served for the run.
  --dir <folder>  the build (default: the one dist points to, what npm start serves); the university
                  ids come from the database DATABASE_URL names, the one that build was made from
  --url <url>     fetch the pages rendered on demand from this running site instead
  --report        print the table, but exit 0 when over budget
  --verbose       list every file counted, on stderr`,
  options: {
    dir: { type: 'string' },
    url: { type: 'string' },
    report: { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
  },
});

const chosen = options.dir ? path.resolve(options.dir) : deployPaths().distLink;
const buildDir = fs.existsSync(chosen) ? fs.realpathSync(chosen) : chosen;
const clientDir = path.join(buildDir, 'client');
if (!fs.existsSync(path.join(clientDir, 'index.html'))) {
  console.error(`No built site in ${buildDir} (run npm run build, or name one with --dir).`);
  process.exit(2);
}

const SERVER_START_MS = 60_000;
let server: ChildProcess | undefined;
let siteUrl: Promise<string> | undefined;

/** Serves the build on a free loopback port until the end of the run. */
async function serveBuild(): Promise<string> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.resolve(import.meta.dirname, 'serve.mjs'), buildDir], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  server = child;
  await waitForServer(child, `${base}/`, {
    label: `The server of ${buildDir}`,
    timeoutMs: SERVER_START_MS,
    ready: (response) => response.ok,
  });
  return base;
}

/** A page rendered on demand, measured from the HTML the server sends for its URL. */
async function measureOnDemand(page: PageType): Promise<PageJs> {
  siteUrl ??= options.url ? Promise.resolve(options.url.replace(/\/$/, '')) : serveBuild();
  const response = await fetch(`${await siteUrl}${page.url}`);
  if (!response.ok) throw new Error(`${page.name}: ${page.url} answered ${response.status}`);
  const pageFile = `${new URL(page.url, 'http://site').pathname.replace(/^\/|\/$/g, '')}/index.html`.replace(/^\//, '');
  return measureHtml(clientDir, await response.text(), pageFile);
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const rows = ['| page | KB gzip before interaction | budget | result | + client:visible KB |', '|---|--:|--:|---|--:|'];
let over = 0;
try {
  // A signed-in visitor's view loads the same files as the first visit it is a variant of.
  for (const page of pageTypes(pickPageIds(databaseFile())).filter((type) => !type.session)) {
    if (page.file && !fs.existsSync(path.join(clientDir, page.file))) {
      console.error(`${page.name}: ${page.file} is not in the build, skipped`);
      continue;
    }
    const js = page.file ? measurePage(clientDir, page.file) : await measureOnDemand(page);
    const budget = JS_BUDGET_KB[page.name];
    const isOver = budget !== undefined && js.beforeBytes > budget * 1024;
    if (isOver) over += 1;
    const result = budget === undefined ? '' : isOver ? '**over**' : 'under';
    const name = page.file ? page.name : `${page.name} (on demand)`;
    rows.push(`| ${name} | ${kb(js.beforeBytes)} | ${budget ?? '–'} | ${result} | ${kb(js.visibleBytes)} |`);
    if (options.verbose) {
      for (const file of js.beforeInteraction) console.error(`  ${page.name}: ${file.file} ${kb(file.gzipBytes)} KB`);
      for (const file of js.visibleOnly) console.error(`  ${page.name} (visible): ${file.file} ${kb(file.gzipBytes)} KB`);
    }
  }
} finally {
  server?.kill('SIGTERM');
}
console.log(`JavaScript before interaction in ${path.relative(process.cwd(), buildDir) || buildDir} (gzip level 6)\n`);
console.log(rows.join('\n'));
if (over) {
  console.log(`\n${over} page type(s) over budget.`);
  if (!options.report) process.exit(1);
}
