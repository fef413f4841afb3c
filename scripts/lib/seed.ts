// The project's own seed: real universities written for the project and deterministic demo
// reviews, users and likes. Running it again changes nothing.
import { db } from '#server/infra/db.ts';
import { importUniversities } from '#server/universities/import.ts';
import { recomputeAllStats } from '#server/reviews/stats.ts';
import { SEED_UNIVERSITIES } from '#prisma/seed/universities.ts';
import { DEMO_USERNAMES } from '#prisma/seed/review-texts.ts';
import { demoReview, intBetween, recentDate, seededRandom, universityProfile } from './demo-reviews.ts';

export const SEED = 20250901;
const DEMO_EMAIL_DOMAIN = 'demo.unireviews.invalid';
/** Demo accounts cannot log in: this is not a valid hash of any password. */
const UNUSABLE_HASH = '!demo-account';

export async function seedDatabase(anchor = startOfToday()): Promise<{ universities: number; reviews: number }> {
  const prisma = db();
  await importUniversities(
    SEED_UNIVERSITIES.map((u) => ({
      name: u.name,
      country: u.country,
      alphaTwoCode: u.alphaTwoCode,
      stateProvince: null,
      webPages: [u.webPage],
      domains: [new URL(u.webPage).hostname.replace(/^www\./, '')],
    })),
  );
  if (await prisma.user.count({ where: { email: { endsWith: `@${DEMO_EMAIL_DOMAIN}` } } })) {
    return { universities: SEED_UNIVERSITIES.length, reviews: 0 };
  }

  const random = seededRandom(SEED);
  await prisma.user.createMany({
    data: DEMO_USERNAMES.map((username) => ({
      username,
      email: `${username.replace(/[^a-z0-9]/gi, '')}@${DEMO_EMAIL_DOMAIN}`,
      passwordHash: UNUSABLE_HASH,
    })),
  });
  const users = await prisma.user.findMany({
    where: { email: { endsWith: `@${DEMO_EMAIL_DOMAIN}` } },
    select: { id: true },
    orderBy: { id: 'asc' },
  });
  const universities = await prisma.university.findMany({
    where: { OR: SEED_UNIVERSITIES.map((u) => ({ name: u.name, country: u.country })) },
    select: { id: true },
    orderBy: { id: 'asc' },
  });

  let reviewCount = 0;
  for (const university of universities) {
    const profile = universityProfile(random);
    // About one in eight universities stays without reviews, as on a real, growing site.
    const count = random() < 0.12 ? 0 : intBetween(random, 1, 24);
    for (let i = 0; i < count; i += 1) {
      const review = demoReview(random, university.id, profile, recentDate(random, anchor, 3 * 365));
      const author = random() < 0.6 ? users[Math.floor(random() * users.length)]! : null;
      const likers = users.filter(() => random() < 0.08);
      await prisma.review.create({
        data: {
          universityId: review.universityId,
          userId: author?.id ?? null,
          createdAt: review.createdAt,
          reviewText: review.reviewText,
          comments: review.comments,
          likeCount: likers.length,
          ...(review.ratings as Record<string, number>),
          ...review.context,
          likes: { create: likers.map((liker) => ({ userId: liker.id })) },
        } as never,
      });
      reviewCount += 1;
    }
  }
  await recomputeAllStats();
  return { universities: universities.length, reviews: reviewCount };
}

function startOfToday(): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}
