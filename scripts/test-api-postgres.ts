// npm run test:api:postgres [-- <vitest arguments>]: its usage (below; --help) says what it does.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { postgresBinDir } from './lib/postgres-cluster.ts';
import { commandLine } from './lib/command-line.ts';

const { positionals: vitestArguments } = commandLine({
  usage: `Usage: npm run test:api:postgres [-- <vitest arguments>]
Runs the API tier on PostgreSQL (the api-postgres Vitest project), in a throwaway cluster made with
Debian's PostgreSQL binaries (/usr/lib/postgresql/<version>/bin), or on the server TEST_POSTGRES_URL
names (a login that may create databases). Without either it says so and skips, except under
CI=true, where it fails. Every argument but --help goes on to \`vitest run\` (test files, -t <name>,
--reporter ...).`,
  passOn: true,
});

if (!process.env.TEST_POSTGRES_URL && !postgresBinDir()) {
  const ci = process.env.CI === 'true';
  console.error(
    `${ci ? 'Failing' : 'Skipping'} the API tier on PostgreSQL: no /usr/lib/postgresql/<version>/bin/pg_ctl and no TEST_POSTGRES_URL. ` +
      'Install PostgreSQL (apt-get install postgresql; bash .ci/run does) or name a server whose login may create databases.',
  );
  process.exit(ci ? 1 : 0);
}

const vitest = path.join(import.meta.dirname, '../node_modules/vitest/vitest.mjs');
const result = spawnSync(process.execPath, [vitest, 'run', '--project', 'api-postgres', ...vitestArguments], { stdio: 'inherit' });
process.exit(result.status ?? 1);
