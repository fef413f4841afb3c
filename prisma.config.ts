import { defineConfig } from 'prisma/config';

// Only `prisma generate` uses this file; migrations run through scripts/migrate.ts (see
// docs/decisions/002-offline-migrations.md) and the client gets its URL in src/server/db.ts.
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
});
