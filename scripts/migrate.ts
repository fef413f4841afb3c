// `npm run migrate` applies pending migrations to DATABASE_URL.
// `npm run migrate:create -- <name>` writes a migration from the change in prisma/schema.prisma.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { applyMigrations, pendingSchemaChange, writeMigration } from '#server/migrations.ts';
import { databaseFile } from '#server/env.ts';

const [command, name] = process.argv.slice(2);

if (command === 'create') {
  if (!name) {
    console.error('Usage: npm run migrate:create -- <name>');
    process.exit(2);
  }
  const scratch = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'migrate-')), 'scratch.db');
  const sql = await pendingSchemaChange(scratch);
  if (!sql) {
    console.log('schema.prisma matches the migrations: nothing to create.');
  } else {
    console.log(`Created prisma/migrations/${writeMigration(name, sql)}/migration.sql`);
  }
} else {
  const applied = await applyMigrations(databaseFile());
  console.log(applied.length ? `Applied ${applied.length} migration(s): ${applied.join(', ')}` : 'Database is up to date.');
}
