// npm run bench:build -- --list <world list> [--reviews N] [--keep]: times a full build (pages,
// sitemap, Pagefind) over the public world-universities list plus N synthetic reviews (default
// 200,000), with peak memory (GNU time) and the size of the output. Uses a temporary database and
// folder. The list (the format `npm run import:universities` reads) is not shipped with the
// repository: name a copy with --list, or set WORLD_UNIVERSITIES_LIST.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const listFlag = process.argv.indexOf('--list');
const list =
  listFlag > 0 && process.argv[listFlag + 1] ? path.resolve(process.argv[listFlag + 1]!) : process.env.WORLD_UNIVERSITIES_LIST || undefined;
const reviewsFlag = process.argv.indexOf('--reviews');
const reviews = reviewsFlag > 0 ? Number(process.argv[reviewsFlag + 1]) : 200_000;
// Inside the project: the built server resolves its packages from the project's node_modules.
fs.mkdirSync(path.join(root, 'var'), { recursive: true });
const dir = fs.mkdtempSync(path.join(root, 'var', 'bench-build-'));
const env = {
  ...process.env,
  DATABASE_URL: `file:${path.join(dir, 'bench.db')}`,
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

function sizeOf(folder: string): number {
  let total = 0;
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    total += entry.isDirectory() ? sizeOf(full) : fs.statSync(full).size;
  }
  return total;
}

try {
  if (!list) throw new Error('Name the world universities list with --list <file>.');
  if (!fs.existsSync(list)) throw new Error(`The world universities list is missing: ${list}`);
  step('Importing the world-universities list', 'npx', ['tsx', 'scripts/import-universities.ts', list]);
  step(`Adding ${reviews.toLocaleString('en-US')} synthetic reviews`, 'npx', ['tsx', 'scripts/synthesize.ts', String(reviews)]);
  const timeFile = path.join(dir, 'time.txt');
  console.log('\n== Building (astro build: pages, sitemap, Pagefind)');
  const started = Date.now();
  const build = spawnSync('/usr/bin/time', ['-v', '-o', timeFile, 'npx', 'astro', 'build'], { cwd: root, env, stdio: 'inherit' });
  const seconds = (Date.now() - started) / 1000;
  if (build.status !== 0) throw new Error('The build failed');
  const timing = fs.readFileSync(timeFile, 'utf8');
  const peakKb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(timing)?.[1] ?? 0);
  const out = path.join(dir, 'build');
  const pages = fs.readdirSync(path.join(out, 'client/university')).length;
  console.log('\n| measure | value |\n|---|---|');
  console.log(`| university pages | ${pages.toLocaleString('en-US')} |`);
  console.log(`| build time (wall) | ${seconds.toFixed(1)} s |`);
  console.log(`| peak memory (max RSS of the largest process) | ${(peakKb / 1024).toFixed(0)} MB |`);
  console.log(
    `| dist size | ${(sizeOf(out) / 1024 / 1024).toFixed(0)} MB (client ${(sizeOf(path.join(out, 'client')) / 1024 / 1024).toFixed(0)} MB, Pagefind ${(sizeOf(path.join(out, 'client/pagefind')) / 1024 / 1024).toFixed(0)} MB) |`,
  );
} finally {
  if (!process.argv.includes('--keep')) fs.rmSync(dir, { recursive: true, force: true });
  else console.log(`Kept ${dir}`);
}
