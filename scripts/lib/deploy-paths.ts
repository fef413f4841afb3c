// Where the builds live: `builds/<stamp>` folders and the `dist` link to the one being served.
// SITE_DIR moves them (the operator tests use a folder of their own); it must stay inside the
// project, because a build finds its packages in the project's node_modules.
import path from 'node:path';

const projectRoot = path.resolve(import.meta.dirname, '../..');

export function deployPaths() {
  const siteDir = path.resolve(projectRoot, process.env.SITE_DIR ?? '.');
  if (path.relative(projectRoot, siteDir).startsWith('..')) {
    throw new Error(`SITE_DIR must be a folder inside the project (${projectRoot}); got ${siteDir}`);
  }
  return { projectRoot, siteDir, buildsDir: path.join(siteDir, 'builds'), distLink: path.join(siteDir, 'dist') };
}
