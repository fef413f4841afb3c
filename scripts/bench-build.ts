// npm run bench:build -- --list <world list> [--reviews N] [--keep] [--database <file>]: its usage
// (below; --help) says what it does. CPU time is user + sys, which a busy machine inflates far
// less than wall time; peak memory is GNU time's.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { commandLine, refuse } from './lib/command-line.ts';

const USAGE = `Usage: npm run bench:build -- --list <world list> [--reviews N] [--keep] [--database <file>]
Times a full build (pages, sitemap, Pagefind) over the public world-universities list plus N
synthetic reviews: wall time of the whole build and of its two long steps (prerendering the pages;
Pagefind), CPU time, peak memory and the size of the output. Uses a temporary database and folder
under var/, removed at the end.
  --list <file>      the list, in the format \`npm run import:universities\` reads (not shipped with the
                     repository); default: the file WORLD_UNIVERSITIES_LIST names
  --reviews N        synthetic reviews to add (default 200000)
  --keep             keep the temporary database and folder
  --database <file>  build from such a kept database, without importing or synthesising again`;
const { values: options } = commandLine({
  usage: USAGE,
  options: {
    list: { type: 'string' },
    reviews: { type: 'string', default: '200000' },
    keep: { type: 'boolean', default: false },
    database: { type: 'string' },
  },
});
const reviews = Number(options.reviews);
if (!Number.isInteger(reviews) || reviews <= 0) refuse(USAGE, `--reviews must be a whole number above 0, not '${options.reviews}'.`);
const root = path.resolve(import.meta.dirname, '..');
const list = options.list ? path.resolve(options.list) : process.env.WORLD_UNIVERSITIES_LIST || undefined;
const keptDatabase = options.database ? path.resolve(options.database) : undefined;
if (keptDatabase) {
  if (!fs.existsSync(keptDatabase)) refuse(USAGE, `The database is missing: ${keptDatabase}`);
} else if (!list) {
  refuse(USAGE, 'Name the world universities list with --list <file>.');
} else if (!fs.existsSync(list)) {
  refuse(USAGE, `The world universities list is missing: ${list}`);
}
// Inside the project: the built server resolves its packages from the project's node_modules.
fs.mkdirSync(path.join(root, 'var'), { recursive: true });
const dir = fs.mkdtempSync(path.join(root, 'var', 'bench-build-'));
const env = {
  ...process.env,
  DATABASE_URL: `file:${keptDatabase ?? path.join(dir, 'bench.db')}`,
  ASTRO_OUT_DIR: path.join(dir, 'build'),
  ASTRO_TELEMETRY_DISABLED: '1',
};

function step(label: string, command: string, args: string[], quiet = false) {
  console.log(`\n== ${label}`);
  const result = spawnSync(command, args, { cwd: root, env, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', encoding: 'utf8' });
  if (result.status !== 0) {
    console.error(result.stderr ?? '');
    throw new Error(`${label} failed`);
  }
  return result;
}

/**
 * Runs the build under GNU time, echoing its output, and times its steps as their lines arrive:
 * prerendering runs from Astro's "prerendering static routes" to the next "Completed in"; Pagefind
 * reports its own time (integrations/pagefind.mjs).
 */
function timedBuild(timeFile: string): Promise<{ seconds: number; pagesSeconds: number; pagefindSeconds: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let prerenderStarted = 0;
    let pagesSeconds = NaN;
    let pagefindSeconds = NaN;
    const child = spawn('/usr/bin/time', ['-v', '-o', timeFile, process.execPath, 'node_modules/astro/bin/astro.mjs', 'build'], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let pending = '';
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      const lines = (pending + chunk.toString('utf8')).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (line.includes('prerendering static routes')) prerenderStarted = Date.now();
        else if (prerenderStarted && Number.isNaN(pagesSeconds) && line.includes('Completed in'))
          pagesSeconds = (Date.now() - prerenderStarted) / 1000;
        const pagefind = /Pagefind indexed .* in (\d+) ms/.exec(line);
        if (pagefind) pagefindSeconds = Number(pagefind[1]) / 1000;
      }
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve({ seconds: (Date.now() - started) / 1000, pagesSeconds, pagefindSeconds })
        : reject(new Error('The build failed')),
    );
  });
}

function sizeOf(folder: string): number {
  let total = 0;
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    total += entry.isDirectory() ? sizeOf(full) : fs.statSync(full).size;
  }
  return total;
}

try {
  if (!keptDatabase && list) {
    step('Importing the world-universities list', 'npx', ['tsx', 'scripts/import-universities.ts', list]);
    step(`Adding ${reviews.toLocaleString('en-US')} synthetic reviews`, 'npx', ['tsx', 'scripts/synthesize.ts', String(reviews)]);
  }
  const timeFile = path.join(dir, 'time.txt');
  console.log('\n== Building (astro build: pages, sitemap, Pagefind)');
  const { seconds, pagesSeconds, pagefindSeconds } = await timedBuild(timeFile);
  const timing = fs.readFileSync(timeFile, 'utf8');
  const measure = (label: string) => Number(new RegExp(`${label}: ([\\d.]+)`).exec(timing)?.[1] ?? NaN);
  const peakKb = measure('Maximum resident set size \\(kbytes\\)');
  const cpuSeconds = measure('User time \\(seconds\\)') + measure('System time \\(seconds\\)');
  const out = path.join(dir, 'build');
  const universityDir = path.join(out, 'client/university');
  const pages = fs.readdirSync(universityDir).length;
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  const universityBytes = sizeOf(universityDir);
  console.log('\n| measure | value |\n|---|---|');
  console.log(`| university pages | ${pages.toLocaleString('en-US')} |`);
  console.log(
    `| build time (wall) | ${seconds.toFixed(1)} s (pages ${pagesSeconds.toFixed(1)} s, Pagefind ${pagefindSeconds.toFixed(1)} s) |`,
  );
  console.log(`| CPU time (user + sys, every process) | ${cpuSeconds.toFixed(1)} s |`);
  console.log(`| peak memory (max RSS of the largest process) | ${(peakKb / 1024).toFixed(0)} MB |`);
  console.log(
    `| dist size | ${mb(sizeOf(out))} (client ${mb(sizeOf(path.join(out, 'client')))}: university pages ${mb(universityBytes)}, ${(universityBytes / pages / 1024).toFixed(0)} KB a page; Pagefind ${mb(sizeOf(path.join(out, 'client/pagefind')))}) |`,
  );
  console.log(
    `\nLoad average at the end (1, 5, 15 min): ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(', ')} on ${os.availableParallelism()} CPUs.`,
  );
} finally {
  if (!options.keep) fs.rmSync(dir, { recursive: true, force: true });
  else console.log(`Kept ${dir}`);
}
