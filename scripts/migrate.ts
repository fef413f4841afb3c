// npm run migrate, npm run migrate:create -- <name>: the usage (below; --help) says what they do.
// A new migration is made for each provider: SQLite's replayed in a scratch file, PostgreSQL's
// from its snapshot without a server (docs/decisions/027-postgresql-beside-sqlite.md).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { applyMigrations, pendingPostgresChange, pendingSchemaChange, writeMigration } from '#server/infra/migrations.ts';
import { commandLine, refuse } from './lib/command-line.ts';

const USAGE = `Usage: npm run migrate
       npm run migrate:create -- <name>   (the same as npm run migrate -- create <name>)
Without arguments: applies the pending migrations to the database DATABASE_URL names (SQLite or
PostgreSQL). With create <name>: writes a migration called <name> from the change in
prisma/schema.prisma, one for each provider (prisma/migrations, prisma/migrations-postgresql),
without touching the database; nothing when the schema matches the migrations.`;
const { positionals } = commandLine({ usage: USAGE, positionals: ['command?', 'name?'] });
const [command, name] = positionals;
if (command !== undefined && command !== 'create') refuse(USAGE, `Unknown command '${command}': the only one is create.`);

if (command === 'create') {
  if (!name) refuse(USAGE, 'Missing <name>.');
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
