// The featured order (docs/rules/reviews-and-ratings.md#featured): a Bayesian average of the
// overall rating, pulled toward the site-wide mean with the weight of 5 reviews, times ln(1 +
// review count), times a freshness factor that halves for every 180 days since the newest review.

export const PRIOR_WEIGHT = 5;
export const HALF_LIFE_DAYS = 180;
const DAY_MS = 86_400_000;

export interface FeaturedInput {
  name: string;
  reviewCount: number;
  sumOverall: number;
  lastReviewAt: Date | null;
}

/** The score of one university; 0 when it has no reviews. */
export function featuredScore(u: FeaturedInput, siteMean: number, now: Date): number {
  if (u.reviewCount <= 0 || !u.lastReviewAt) return 0;
  const bayesian = (PRIOR_WEIGHT * siteMean + u.sumOverall) / (PRIOR_WEIGHT + u.reviewCount);
  const ageDays = Math.max(0, (now.getTime() - u.lastReviewAt.getTime()) / DAY_MS);
  const freshness = 0.5 ** (ageDays / HALF_LIFE_DAYS);
  return bayesian * Math.log(1 + u.reviewCount) * freshness;
}

/** Orders universities by featured score, highest first, ties by name. */
export function rankFeatured<T extends FeaturedInput>(rows: T[], now: Date): T[] {
  const totalReviews = rows.reduce((sum, r) => sum + r.reviewCount, 0);
  const siteMean = totalReviews ? rows.reduce((sum, r) => sum + r.sumOverall, 0) / totalReviews : 0;
  return rows
    .map((row) => ({ row, score: featuredScore(row, siteMean, now) }))
    .sort((a, b) => b.score - a.score || a.row.name.localeCompare(b.row.name))
    .map((entry) => entry.row);
}
