// Builds the site into a fresh folder under builds/ and then swaps the `dist` link to it
// (src/edge/deploy-link.ts): what `npm run build`, `npm run rebuild` and a stale `npm start` run.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { applyMigrations } from '#server/infra/migrations.ts';
import { pruneFreshCopies } from '#server/universities/page-marks.ts';
import { deployPaths, linkTarget, newBuildDir, pointDistAt, pruneBuilds } from '#edge/deploy-link.ts';
import { buildStartMs } from '#edge/fresh-pages.ts';

/** Migrates the database, builds, points `dist` at the new build and prunes; resolves with its folder. */
export async function buildSite(): Promise<string> {
  const { projectRoot: root, buildsDir } = deployPaths();
  await applyMigrations();
  fs.mkdirSync(buildsDir, { recursive: true });
  const outDir = newBuildDir();
  const started = Date.now();
  console.log(`Building the site into ${path.relative(root, outDir)} ...`);
  // The same Node that runs this command runs Astro (npx would pick node_modules/.bin/node).
  await run(root, process.execPath, [path.join(root, 'node_modules/astro/bin/astro.mjs'), 'build'], {
    ...process.env,
    ASTRO_OUT_DIR: outDir,
  });
  const previous = linkTarget();
  pointDistAt(outDir);
  pruneBuilds([fs.realpathSync(outDir), previous]);
  // The pages changed since the builds still served are the only fresh copies a server may read.
  // The new build is live by now: a failure here is only reported.
  try {
    const pruned = pruneFreshCopies(Math.min(...[outDir, previous].flatMap((dir) => (dir ? [buildStartMs(dir)] : []))));
    if (pruned) console.log(`Deleted ${pruned} fresh page copies older than the builds being served.`);
  } catch (error) {
    console.error(`Could not delete old fresh page copies: ${error instanceof Error ? error.message : error}`);
  }
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s; dist -> builds/${path.basename(outDir)}`);
  return outDir;
}

function run(cwd: string, command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}
