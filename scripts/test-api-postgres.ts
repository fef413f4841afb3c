// npm run test:api:postgres [-- <vitest arguments>]: the API tier on PostgreSQL (the `api-postgres`
// Vitest project). It needs Debian's PostgreSQL binaries for a throwaway cluster, or a server in
// TEST_POSTGRES_URL. Without either it says so and skips, except under CI=true, where it fails.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { postgresBinDir } from './lib/postgres-cluster.ts';

if (!process.env.TEST_POSTGRES_URL && !postgresBinDir()) {
  const ci = process.env.CI === 'true';
  console.error(
    `${ci ? 'Failing' : 'Skipping'} the API tier on PostgreSQL: no /usr/lib/postgresql/<version>/bin/pg_ctl and no TEST_POSTGRES_URL. ` +
      'Install PostgreSQL (apt-get install postgresql; bash .ci/run does) or name a server whose login may create databases.',
  );
  process.exit(ci ? 1 : 0);
}

const vitest = path.join(import.meta.dirname, '../node_modules/vitest/vitest.mjs');
const result = spawnSync(process.execPath, [vitest, 'run', '--project', 'api-postgres', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
