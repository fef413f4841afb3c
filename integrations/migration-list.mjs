// The migrations a build's code was made for, listed in the build as <build>/server/migrations.json,
// for each provider (prisma/migrations for SQLite, prisma/migrations-postgresql, which began
// later): the server's readiness check (src/edge/operations.ts) finds a database that lacks one of
// them not ready for this build.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MIGRATIONS_DIRS = {
  sqlite: fileURLToPath(new URL('../prisma/migrations', import.meta.url)),
  postgresql: fileURLToPath(new URL('../prisma/migrations-postgresql', import.meta.url)),
};
const LIST_FILE = 'migrations.json';

/**
 * The names of a migrations folder's migrations, in order.
 * @param {string} dir
 */
function migrationNames(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/**
 * The migrations listed in a build, by provider.
 * @param {string} buildDir the build folder
 * @returns {{ sqlite: string[]; postgresql: string[] }}
 */
export function readMigrationList(buildDir) {
  return JSON.parse(fs.readFileSync(path.join(buildDir, 'server', LIST_FILE), 'utf8'));
}

/** @returns {import('astro').AstroIntegration} */
export function migrationList() {
  /** @type {URL | undefined} */
  let serverDir;
  return {
    name: 'migration-list',
    hooks: {
      'astro:config:done': ({ config }) => {
        serverDir = config.build.server;
      },
      'astro:build:done': () => {
        const lists = { sqlite: migrationNames(MIGRATIONS_DIRS.sqlite), postgresql: migrationNames(MIGRATIONS_DIRS.postgresql) };
        if (serverDir) fs.writeFileSync(new URL(LIST_FILE, serverDir), `${JSON.stringify(lists)}\n`);
      },
    },
  };
}
