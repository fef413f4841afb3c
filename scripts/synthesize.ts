// npm run synth -- <reviews> [--seed N]: its usage (below; --help) says what it does. The writers
// for SQLite and PostgreSQL are in scripts/lib/synth-writers.ts.
import { applyMigrations } from '#server/infra/migrations.ts';
import { db } from '#server/infra/db.ts';
import { recomputeAllStats } from '#server/reviews/stats.ts';
import { RATING_CATEGORIES } from '#shared/reviews/ratings.ts';
import { demoReview, recentDate, seededRandom, universityProfile } from './lib/demo-reviews.ts';
import { synthWriter, type SynthReview } from './lib/synth-writers.ts';
import { STUDY_COLUMNS } from '#server/reviews/study-columns.ts';
import { progressBar } from './lib/progress.ts';
import { commandLine, refuse } from './lib/command-line.ts';

const USAGE = `Usage: npm run synth -- <number of reviews> [--seed N]
Adds that many synthetic reviews, with users and likes, to the universities already in the
database DATABASE_URL names (SQLite or PostgreSQL), in bulk transactions, for benchmarks. Popular
universities get more reviews, as in life.
  --seed N   the random seed: the same seed gives the same reviews (default 7)`;
const { values, positionals } = commandLine({
  usage: USAGE,
  options: { seed: { type: 'string', default: '7' } },
  positionals: ['number of reviews'],
});
const total = Number(positionals[0]);
const seed = Number(values.seed);
if (!Number.isInteger(total) || total <= 0) refuse(USAGE, `The number of reviews must be a whole number above 0, not '${positionals[0]}'.`);
if (!Number.isInteger(seed)) refuse(USAGE, `--seed must be a whole number, not '${values.seed}'.`);

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
    // No more likers than there are users: with 10 users (up to 200 reviews) 11 could never be found.
    const likeTarget = Math.min(userCount, Math.floor(random() ** 3 * 12));
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
      context: STUDY_COLUMNS.map((column) => review.context[column] ?? null),
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
