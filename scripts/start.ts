// npm start: its usage (below; `npm start -- --help`) says what it does. The server follows the
// builds `npm run rebuild` swaps in through src/edge/serve-builds.ts.
import fs from 'node:fs';
import path from 'node:path';
import { applyMigrations } from '#server/infra/migrations.ts';
import { databaseFile, databaseKind } from '#server/infra/env.ts';
import { ensurePrivateDir } from '#server/infra/private-dir.ts';
import { db } from '#server/infra/db.ts';
import { seedDatabase } from './lib/seed.ts';
import { deployPaths } from '#edge/deploy-link.ts';
import { serveAndFollowBuilds } from '#edge/serve-builds.ts';
import { refuseUnsafeProductionStart } from '#edge/production-settings.ts';
import { buildSite } from './lib/build-site.ts';
import { commandLine } from './lib/command-line.ts';
import { EDGE_ENTRY_FILE } from '#integrations/edge-entry.mjs';

commandLine({
  usage: `Usage: npm start
Creates and migrates the database (DATABASE_URL, default var/data.db), seeds it on first start,
builds the site when there is no build or the sources changed since, then serves it on HOST and
PORT (default http://localhost:4321). When \`npm run rebuild\` swaps in a new build, the server
switches to it without dropping a request. With NODE_ENV=production it refuses to start without
AUTH_SECRET, SITE_URL, and SMTP_URL or OUTBOX_DIR. No arguments: the settings are environment
variables (README.md lists them).`,
});
refuseUnsafeProductionStart();

const { projectRoot, distLink } = deployPaths();
const entry = path.join(distLink, 'server/entry.mjs');
/** The server the build carries (integrations/edge-entry.mjs); a build made before it has none. */
const edge = path.join(distLink, 'server', EDGE_ENTRY_FILE);

console.log(`Node ${process.version}`);
// var/ holds the database, the generated secret and the outbox: nobody else may read it.
ensurePrivateDir(path.resolve('var'));
const applied = await applyMigrations();
// The PostgreSQL URL may hold a password: it is not printed.
const where = databaseKind() === 'sqlite' ? databaseFile() : 'the PostgreSQL database in DATABASE_URL';
if (applied.length) console.log(`Database ready at ${where} (${applied.length} migration(s) applied).`);
if ((await db().university.count()) === 0) {
  console.log('Empty database: adding the seed universities and demo reviews ...');
  await seedDatabase();
}
await db().$disconnect();

if (needsBuild()) await buildSite();

await serveAndFollowBuilds();

function needsBuild(): boolean {
  if (!fs.existsSync(entry) || !fs.existsSync(edge)) return true;
  const built = fs.statSync(entry).mtimeMs;
  return ['src', 'prisma', 'public', 'astro.config.mjs', 'package-lock.json'].some((item) =>
    newerThan(path.join(projectRoot, item), built),
  );
}

function newerThan(file: string, time: number): boolean {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) return false;
  if (stat.mtimeMs > time) return true;
  if (!stat.isDirectory() || file.endsWith('generated')) return false;
  return fs.readdirSync(file).some((name) => newerThan(path.join(file, name), time));
}
