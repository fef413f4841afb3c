// The deployed builds: `builds/<stamp>` folders and the `dist` link to the one being served.
// A new build is swapped in by pointing the link at it in one rename, so a running server never
// sees a half-built tree; the build the link left is kept (it may still be serving, and it is the
// rollback) and older ones go. SITE_DIR moves all of it (the operator tests use a folder of their
// own); it must stay inside the project, because a build finds its packages in the project's
// node_modules.
import fs from 'node:fs';
import path from 'node:path';

const projectRoot = path.resolve(import.meta.dirname, '../..');
/** A build folder's name: its UTC start time, YYYYMMDDhhmmss. */
const STAMP = /^\d{14}$/;

export function deployPaths() {
  const siteDir = path.resolve(projectRoot, process.env.SITE_DIR ?? '.');
  if (path.relative(projectRoot, siteDir).startsWith('..')) {
    throw new Error(`SITE_DIR must be a folder inside the project (${projectRoot}); got ${siteDir}`);
  }
  return { projectRoot, siteDir, buildsDir: path.join(siteDir, 'builds'), distLink: path.join(siteDir, 'dist') };
}

/** A new, not yet created, folder under builds/ named after the current time. */
export function newBuildDir(): string {
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  return path.join(deployPaths().buildsDir, stamp);
}

/** The build `dist` points to, or undefined when there is none. */
export function linkTarget(): string | undefined {
  try {
    return fs.realpathSync(deployPaths().distLink);
  } catch {
    return undefined;
  }
}

/** Points the `dist` link at a build folder in one rename. */
export function pointDistAt(target: string) {
  const { siteDir, distLink } = deployPaths();
  const stat = fs.lstatSync(distLink, { throwIfNoEntry: false });
  if (stat && !stat.isSymbolicLink()) fs.rmSync(distLink, { recursive: true, force: true });
  const temp = `${distLink}.next`;
  fs.rmSync(temp, { force: true });
  fs.symlinkSync(path.relative(siteDir, target), temp);
  fs.renameSync(temp, distLink);
}

/** Removes every build folder but the ones in `keep` (resolved paths; undefined entries are skipped). */
export function pruneBuilds(keep: (string | undefined)[]) {
  const { buildsDir } = deployPaths();
  for (const name of fs.readdirSync(buildsDir).filter((entry) => STAMP.test(entry))) {
    const folder = fs.realpathSync(path.join(buildsDir, name));
    if (!keep.includes(folder)) fs.rmSync(folder, { recursive: true, force: true });
  }
}
