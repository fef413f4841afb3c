import { defineConfig } from 'vitest/config';

// Three tiers (docs/decisions/005-test-tiers.md): unit (pure, no database), api (services and
// HTTP handlers on a real SQLite file per test file; api-postgres: the same on a PostgreSQL
// database per test file), e2e (Chromium against the built server).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['tests/support/fail-on-console-error.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/support/api-global-setup.ts'],
          setupFiles: ['tests/support/api-worker-db.ts', 'tests/support/fail-on-console-error.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          // The same API tests on PostgreSQL (npm run test:api:postgres; docs/decisions/027-postgresql-beside-sqlite.md).
          name: 'api-postgres',
          include: ['tests/api/**/*.test.ts'],
          env: { TEST_DATABASE: 'postgresql' },
          globalSetup: ['tests/support/api-postgres-global-setup.ts'],
          setupFiles: ['tests/support/api-worker-db.ts', 'tests/support/fail-on-console-error.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/e2e-global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
