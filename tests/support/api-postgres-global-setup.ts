// The API tier on PostgreSQL: a throwaway cluster (or the server TEST_POSTGRES_URL names, whose
// login may create databases), one database migrated once as the template, and every test file
// gets a copy of it (tests/support/api-worker-db.ts). Everything is dropped afterwards.
import type { TestProject } from 'vitest/node';
import { startPostgresCluster } from '#scripts/lib/postgres-cluster.ts';
import { applyMigrations } from '#server/infra/migrations.ts';
import { postgresAdmin, postgresDatabaseUrl } from './test-database.ts';

export default async function setup(project: TestProject) {
  const cluster = process.env.TEST_POSTGRES_URL ? undefined : await startPostgresCluster();
  const serverUrl = process.env.TEST_POSTGRES_URL ?? cluster!.url();
  const template = `api_base_${process.pid}`;
  const teardown = async () => {
    try {
      if (!cluster) await postgresAdmin(serverUrl, `DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
    } finally {
      cluster?.stop();
    }
  };
  try {
    await postgresAdmin(serverUrl, `CREATE DATABASE "${template}"`);
    await applyMigrations(postgresDatabaseUrl(serverUrl, template));
  } catch (error) {
    await teardown();
    throw error;
  }
  // Copying the files is 2-4 times faster than the WAL-logged copy on the throwaway cluster, whose
  // checkpoints cost nothing (fsync off); a real server keeps PostgreSQL's default.
  project.provide('apiPostgres', { serverUrl, template, fileCopy: Boolean(cluster) });
  return teardown;
}
