// npm run synth -- <reviews> [--seed N]
// Adds N synthetic reviews, with users and likes, to the universities already in the database,
// in bulk transactions, for benchmarks. Popular universities get more reviews, as in life.
// On SQLite or PostgreSQL (scripts/lib/synth-writers.ts); the same seed gives the same reviews.
import { applyMigrations } from '#server/migrations.ts';
import { db } from '#server/db.ts';
import { recomputeAllStats } from '#server/reviews/stats.ts';
import { RATING_CATEGORIES } from '#shared/reviews/ratings.ts';
import { demoReview, recentDate, seededRandom, universityProfile } from './lib/demo-reviews.ts';
import { synthWriter, type SynthReview } from './lib/synth-writers.ts';
import { progressBar } from './lib/progress.ts';

const total = Number(process.argv[2]);
const seedFlag = process.argv.indexOf('--seed');
const seed = seedFlag > 0 ? Number(process.argv[seedFlag + 1]) : 7;
if (!Number.isInteger(total) || total <= 0) {
  console.error('Usage: npm run synth -- <number of reviews> [--seed N]');
  process.exit(2);
}

await applyMigrations();
const writer = synthWriter();
const universityIds = await writer.universityIds();
if (universityIds.length === 0) {
  console.error('No universities: import some first (npm run import:universities -- <file>).');
  await writer.close();
  process.exit(1);
}

const random = seededRandom(seed);
const runId = `${Date.now().toString(36)}`;
const userCount = Math.max(10, Math.ceil(total / 20));
const now = new Date();
const started = Date.now();

const userIds = await writer.addUsers(
  Array.from({ length: userCount }, (_, i) => `synth_${runId}_${i}`),
  now,
);
const someUser = () => userIds[Math.floor(random() * userCount)]!;

const profiles = new Map<number, ReturnType<typeof universityProfile>>();
const BATCH = 10_000;
const bar = progressBar('Adding reviews', total);
let likes = 0;
for (let done = 0; done < total; done += BATCH) {
  const size = Math.min(BATCH, total - done);
  const batch: SynthReview[] = [];
  for (let i = 0; i < size; i += 1) {
    // Squaring skews the pick toward the front of the list: some universities get many reviews.
    const universityId = universityIds[Math.floor(random() ** 2 * universityIds.length)]!;
    let profile = profiles.get(universityId);
    if (!profile) profiles.set(universityId, (profile = universityProfile(random)));
    const review = demoReview(random, universityId, profile, recentDate(random, now, 3 * 365));
    const likers = new Set<number>();
    const likeTarget = Math.floor(random() ** 3 * 12);
    while (likers.size < likeTarget) likers.add(someUser());
    const authorId = random() < 0.6 ? someUser() : null;
    batch.push({
      universityId,
      authorId,
      createdAt: review.createdAt,
      reviewText: review.reviewText,
      comments: review.comments,
      ratings: RATING_CATEGORIES.map((c) => review.ratings[c.column]!),
      likers: [...likers],
    });
    likes += likers.size;
  }
  await writer.addReviews(batch, now);
  bar.update(done + size);
}
bar.stop();
await writer.close();

await recomputeAllStats();
await db().$disconnect();
console.log(
  `Added ${total} reviews, ${userCount} users and ${likes} likes over ${universityIds.length} universities in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
);
