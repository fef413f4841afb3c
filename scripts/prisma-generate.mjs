// Generates the two Prisma clients from the one schema, prisma/schema.prisma: the SQLite client into
// src/server/generated/prisma, and a PostgreSQL client into src/server/generated/prisma-postgresql from
// prisma/schema.postgresql.prisma, which this script writes (provider and output swapped, nothing else;
// never edited by hand, not in git). A generated client is fixed to one provider, hence two
// (docs/decisions/027-postgresql-beside-sqlite.md).
// Runs `prisma generate` without the native schema engine, which cannot be downloaded here:
// generate never executes the engine; it only needs the variable to point at a file.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { postgresSchemaText } from '#server/infra/postgres-schema.mjs';

const stub = fileURLToPath(new URL('./schema-engine-stub.sh', import.meta.url));
const sqliteSchema = fileURLToPath(new URL('../prisma/schema.prisma', import.meta.url));
const postgresSchema = fileURLToPath(new URL('../prisma/schema.postgresql.prisma', import.meta.url));

function generate(schema) {
  const result = spawnSync('npx', ['prisma', 'generate', '--schema', schema], {
    stdio: 'inherit',
    env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: stub, PRISMA_HIDE_UPDATE_MESSAGE: '1' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  fs.writeFileSync(postgresSchema, postgresSchemaText(fs.readFileSync(sqliteSchema, 'utf8')));
  generate(sqliteSchema);
  generate(postgresSchema);
}
