// `npm run migrate` applies pending migrations to DATABASE_URL (SQLite or PostgreSQL).
// `npm run migrate:create -- <name>` writes a migration from the change in prisma/schema.prisma,
// one for each provider: SQLite's replayed in a scratch file, PostgreSQL's from its snapshot
// without a server (docs/decisions/027-postgresql-beside-sqlite.md).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { applyMigrations, pendingPostgresChange, pendingSchemaChange, writeMigration } from '#server/migrations.ts';

const [command, name] = process.argv.slice(2);

if (command === 'create') {
  if (!name) {
    console.error('Usage: npm run migrate:create -- <name>');
    process.exit(2);
  }
  const scratchDir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrate-'));
  const sqlite = await pendingSchemaChange(path.join(scratchDir, 'scratch.db'));
  fs.rmSync(scratchDir, { recursive: true, force: true });
  const postgresql = await pendingPostgresChange();
  if (!sqlite && !postgresql) {
    console.log('schema.prisma matches the migrations: nothing to create.');
  } else {
    const folder = writeMigration(name, { sqlite, postgresql });
    console.log(`Created prisma/migrations/${folder}/migration.sql and prisma/migrations-postgresql/${folder}/migration.sql`);
  }
} else {
  const applied = await applyMigrations();
  console.log(applied.length ? `Applied ${applied.length} migration(s): ${applied.join(', ')}` : 'Database is up to date.');
}
