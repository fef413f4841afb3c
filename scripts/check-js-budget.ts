// npm run check:js [-- --dir <build folder>] [--report] [--verbose]
// The JavaScript budget of issue 15 over a build: for each prerendered page type, the KB of gzip
// a visitor downloads before interacting (scripts/lib/js-budget.ts says what counts), against
// the budgets in that file. Exits 1 when a page is over its budget, unless --report.
// Default build: the one `dist` points to (what npm start serves); the university ids come from
// the database DATABASE_URL names, the one that build was made from.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { databaseFile } from '#server/env.ts';
import { deployPaths } from './lib/deploy-link.ts';
import { JS_BUDGET_KB, measurePage } from './lib/js-budget.ts';
import { pageTypes, pickPageIds } from './lib/lighthouse-pages.ts';

const { values: options } = parseArgs({
  options: {
    dir: { type: 'string' },
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

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const rows = ['| page | KB gzip before interaction | budget | result | + client:visible KB |', '|---|--:|--:|---|--:|'];
let over = 0;
for (const page of pageTypes(pickPageIds(databaseFile()))) {
  if (!page.file) continue; // rendered on demand: no file in the build to read
  if (!fs.existsSync(path.join(clientDir, page.file))) {
    console.error(`${page.name}: ${page.file} is not in the build, skipped`);
    continue;
  }
  const js = measurePage(clientDir, page.file);
  const budget = JS_BUDGET_KB[page.name];
  const isOver = budget !== undefined && js.beforeBytes > budget * 1024;
  if (isOver) over += 1;
  const result = budget === undefined ? '' : isOver ? '**over**' : 'under';
  rows.push(`| ${page.name} | ${kb(js.beforeBytes)} | ${budget ?? '–'} | ${result} | ${kb(js.visibleBytes)} |`);
  if (options.verbose) {
    for (const file of js.beforeInteraction) console.error(`  ${page.name}: ${file.file} ${kb(file.gzipBytes)} KB`);
    for (const file of js.visibleOnly) console.error(`  ${page.name} (visible): ${file.file} ${kb(file.gzipBytes)} KB`);
  }
}
console.log(`JavaScript before interaction in ${path.relative(process.cwd(), buildDir) || buildDir} (gzip level 6)\n`);
console.log(rows.join('\n'));
if (over) {
  console.log(`\n${over} page type(s) over budget.`);
  if (!options.report) process.exit(1);
}
