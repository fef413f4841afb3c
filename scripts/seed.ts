// npm run seed: adds the project's seed universities and demo reviews (once).
import { applyMigrations } from '#server/migrations.ts';
import { db } from '#server/db.ts';
import { seedDatabase } from './lib/seed.ts';

await applyMigrations();
const result = await seedDatabase();
console.log(
  result.reviews
    ? `Seeded ${result.universities} universities with ${result.reviews} demo reviews.`
    : `Seed already present: nothing changed (${result.universities} seed universities).`,
);
// A PostgreSQL pool would keep the process alive.
await db().$disconnect();
