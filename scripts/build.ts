// npm run build: builds the site into a fresh folder under builds/ and then swaps the `dist`
// link to it in one rename, so a running server never sees a half-built tree. The build the link
// pointed to before is kept (it may still be serving, and it is the rollback); older ones go.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { applyMigrations } from '#server/migrations.ts';
import { databaseFile } from '#server/env.ts';
import { deployPaths } from './lib/deploy-paths.ts';

const { projectRoot: root, siteDir, buildsDir, distLink } = deployPaths();

export async function buildSite(): Promise<string> {
  await applyMigrations(databaseFile());
  fs.mkdirSync(buildsDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  const outDir = path.join(buildsDir, stamp);
  const started = Date.now();
  console.log(`Building the site into ${path.relative(root, outDir)} ...`);
  // The same Node that runs this command runs Astro (npx would pick node_modules/.bin/node).
  await run(process.execPath, [path.join(root, 'node_modules/astro/bin/astro.mjs'), 'build'], { ...process.env, ASTRO_OUT_DIR: outDir });
  const previous = linkTarget();
  pointDistAt(outDir);
  prune([fs.realpathSync(outDir), previous]);
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s; dist -> builds/${stamp}`);
  return outDir;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

/** The build `dist` points to, or undefined when there is none. */
export function linkTarget(): string | undefined {
  try {
    return fs.realpathSync(distLink);
  } catch {
    return undefined;
  }
}

/** Points the `dist` link at a build folder in one rename. */
export function pointDistAt(target: string) {
  const stat = fs.lstatSync(distLink, { throwIfNoEntry: false });
  if (stat && !stat.isSymbolicLink()) fs.rmSync(distLink, { recursive: true, force: true });
  const temp = `${distLink}.next`;
  fs.rmSync(temp, { force: true });
  fs.symlinkSync(path.relative(siteDir, target), temp);
  fs.renameSync(temp, distLink);
}

function prune(keep: (string | undefined)[]) {
  for (const name of fs.readdirSync(buildsDir).filter((entry) => /^\d{14}$/.test(entry))) {
    const folder = fs.realpathSync(path.join(buildsDir, name));
    if (!keep.includes(folder)) fs.rmSync(folder, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  buildSite().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
