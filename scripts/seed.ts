// npm run seed: its usage (below; `npm run seed -- --help`) says what it does.
import { applyMigrations } from '#server/infra/migrations.ts';
import { db } from '#server/infra/db.ts';
import { commandLine } from './lib/command-line.ts';
import { seedDatabase } from './lib/seed.ts';

commandLine({
  usage: `Usage: npm run seed
Adds the project's seed universities and demo reviews to the database (DATABASE_URL, migrated
first), once: a second run changes nothing. No arguments.`,
});

await applyMigrations();
const result = await seedDatabase();
console.log(
  result.reviews
    ? `Seeded ${result.universities} universities with ${result.reviews} demo reviews.`
    : `Seed already present: nothing changed (${result.universities} seed universities).`,
);
// A PostgreSQL pool would keep the process alive.
await db().$disconnect();
