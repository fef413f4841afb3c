// npm run synth -- <reviews> [--seed N]
// Adds N synthetic reviews, with users and likes, to the universities already in the database,
// in bulk transactions, for benchmarks. Popular universities get more reviews, as in life.
import Database from 'better-sqlite3';
import { applyMigrations } from '#server/migrations.ts';
import { databaseFile } from '#server/env.ts';
import { db } from '#server/db.ts';
import { recomputeAllStats } from '#server/reviews/stats.ts';
import { RATING_CATEGORIES } from '#shared/reviews/ratings.ts';
import { demoReview, recentDate, seededRandom, sqliteDate, universityProfile } from './lib/demo-reviews.ts';
import { progressBar } from './lib/progress.ts';

const total = Number(process.argv[2]);
const seedFlag = process.argv.indexOf('--seed');
const seed = seedFlag > 0 ? Number(process.argv[seedFlag + 1]) : 7;
if (!Number.isInteger(total) || total <= 0) {
  console.error('Usage: npm run synth -- <number of reviews> [--seed N]');
  process.exit(2);
}

await applyMigrations();
const sqlite = new Database(databaseFile());
sqlite.pragma('journal_mode = WAL');
sqlite.pragma('synchronous = NORMAL');
const universityIds = (sqlite.prepare('SELECT id FROM "University" ORDER BY id').all() as { id: number }[]).map((r) => r.id);
if (universityIds.length === 0) {
  console.error('No universities: import some first (npm run import:universities -- <file>).');
  process.exit(1);
}

const random = seededRandom(seed);
const runId = `${Date.now().toString(36)}`;
const userCount = Math.max(10, Math.ceil(total / 20));
const now = new Date();
const started = Date.now();

const insertUser = sqlite.prepare('INSERT INTO "User" (username, email, passwordHash, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?)');
sqlite.transaction(() => {
  for (let i = 0; i < userCount; i += 1) {
    insertUser.run(`synth_${runId}_${i}`, `synth_${runId}_${i}@synthetic.invalid`, '!synthetic', sqliteDate(now), sqliteDate(now));
  }
})();
const firstUserId = (sqlite.prepare('SELECT MIN(id) AS id FROM "User" WHERE username LIKE ?').get(`synth_${runId}_%`) as { id: number }).id;

const columns = RATING_CATEGORIES.map((c) => `"${c.column}"`).join(', ');
const insertReview = sqlite.prepare(
  `INSERT INTO "Review" ("universityId", "userId", "createdAt", "reviewText", "comments", "likeCount", ${columns})
   VALUES (${Array.from({ length: 6 + RATING_CATEGORIES.length }, () => '?').join(', ')})`,
);
const insertLike = sqlite.prepare('INSERT INTO "ReviewLike" ("reviewId", "userId", "createdAt") VALUES (?, ?, ?)');

const profiles = new Map<number, ReturnType<typeof universityProfile>>();
const BATCH = 10_000;
const bar = progressBar('Adding reviews', total);
let likes = 0;
for (let done = 0; done < total; done += BATCH) {
  const size = Math.min(BATCH, total - done);
  sqlite.transaction(() => {
    for (let i = 0; i < size; i += 1) {
      // Squaring skews the pick toward the front of the list: some universities get many reviews.
      const universityId = universityIds[Math.floor(random() ** 2 * universityIds.length)]!;
      let profile = profiles.get(universityId);
      if (!profile) profiles.set(universityId, (profile = universityProfile(random)));
      const review = demoReview(random, universityId, profile, recentDate(random, now, 3 * 365));
      const likers = new Set<number>();
      const likeTarget = Math.floor(random() ** 3 * 12);
      while (likers.size < likeTarget) likers.add(firstUserId + Math.floor(random() * userCount));
      const authorId = random() < 0.6 ? firstUserId + Math.floor(random() * userCount) : null;
      const result = insertReview.run(
        universityId,
        authorId,
        sqliteDate(review.createdAt),
        review.reviewText,
        review.comments,
        likers.size,
        ...RATING_CATEGORIES.map((c) => review.ratings[c.column]!),
      );
      for (const userId of likers) insertLike.run(result.lastInsertRowid, userId, sqliteDate(now));
      likes += likers.size;
    }
  })();
  bar.update(done + size);
}
bar.stop();
sqlite.close();

await recomputeAllStats();
await db().$disconnect();
console.log(
  `Added ${total} reviews, ${userCount} users and ${likes} likes over ${universityIds.length} universities in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
);
