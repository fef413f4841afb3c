// Deterministic demo content: a seeded random source and a review generator shared by the seed,
// the benchmark data script and the tests' factories.
import { RATING_CATEGORIES, SUB_CATEGORIES } from '#shared/reviews/ratings.ts';
import { REVIEW_CLOSINGS, REVIEW_DETAILS, REVIEW_OPENINGS, SHORT_COMMENTS } from '#prisma/seed/review-texts.ts';
import { STUDY_FIELDS, STUDY_LEVELS, STUDY_RELATIONS } from '#shared/reviews/study-context.ts';
import type { StudyColumns } from '#server/reviews/study-columns.ts';

export type Random = () => number;

/** mulberry32: a small, fast, seedable generator (the same seed gives the same sequence). */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
export const intBetween = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));

export interface DemoReview {
  universityId: number;
  createdAt: Date;
  reviewText: string | null;
  comments: string | null;
  /** Rating columns (overallRating, academicRating, ...), integers 1..5. */
  ratings: Record<string, number>;
  /** The study context columns (studyLevel, ...), each null when the reviewer did not say. */
  context: StudyColumns;
}

/**
 * What a demo reviewer says about their study: most name a level (undergraduates most often), many
 * a field, some their years. Drawn from a generator of its own, seeded by the review's university
 * and date, so that adding it left every other demo figure as it was.
 */
function demoStudyContext(universityId: number, createdAt: Date): StudyColumns {
  const random = seededRandom((universityId * 2654435761) ^ Math.floor(createdAt.getTime() / 1000));
  const said = (share: number) => random() < share;
  const level = said(0.7) ? STUDY_LEVELS[Math.min(STUDY_LEVELS.length - 1, Math.floor(random() ** 2.2 * STUDY_LEVELS.length))]!.code : null;
  const field = said(0.6) ? pick(random, STUDY_FIELDS).code : null;
  const relation = said(0.5) ? pick(random, STUDY_RELATIONS).code : null;
  const year = createdAt.getUTCFullYear();
  const start = said(0.4) ? year - intBetween(random, 0, 5) : null;
  const end = start !== null && relation !== 'current' && said(0.6) ? Math.min(year, start + intBetween(random, 1, 4)) : null;
  return { studyLevel: level, studyField: field, studyStartYear: start, studyEndYear: end, studyRelation: relation };
}

const clampStar = (value: number) => Math.min(5, Math.max(1, Math.round(value)));

/** A university's character: a base quality and a lean per category, so its reviews agree. */
export function universityProfile(random: Random) {
  const base = 2.6 + random() * 1.9;
  const lean = Object.fromEntries(SUB_CATEGORIES.map((c) => [c.column, (random() - 0.5) * 1.6]));
  return { base, lean };
}

/** One plausible review: ratings near the profile, optional text and comments. */
export function demoReview(
  random: Random,
  universityId: number,
  profile: ReturnType<typeof universityProfile>,
  createdAt: Date,
): DemoReview {
  const mood = (random() - 0.5) * 1.4;
  const ratings: Record<string, number> = {};
  let total = 0;
  for (const category of SUB_CATEGORIES) {
    const value = clampStar(profile.base + profile.lean[category.column]! + mood + (random() - 0.5) * 1.2);
    ratings[category.column] = value;
    total += value;
  }
  ratings[RATING_CATEGORIES[0].column] = clampStar(total / SUB_CATEGORIES.length + (random() - 0.5) * 0.8);
  const details = Array.from({ length: intBetween(random, 1, 3) }, () => pick(random, REVIEW_DETAILS));
  const hasText = random() < 0.85;
  return {
    universityId,
    createdAt,
    reviewText: hasText ? [pick(random, REVIEW_OPENINGS), ...new Set(details), pick(random, REVIEW_CLOSINGS)].join(' ') : null,
    comments: random() < 0.5 ? pick(random, SHORT_COMMENTS) : null,
    ratings,
    context: demoStudyContext(universityId, createdAt),
  };
}

const DAY_MS = 86_400_000;

/** A time within `days` before `anchor`, weighted toward recent dates. */
export function recentDate(random: Random, anchor: Date, days: number): Date {
  const back = Math.floor(random() ** 1.6 * days * DAY_MS);
  return new Date(anchor.getTime() - back);
}

/** Prisma's text form of a DateTime on SQLite, for rows written by bulk loaders. */
export function sqliteDate(date: Date): string {
  return date.toISOString().replace('Z', '+00:00');
}
