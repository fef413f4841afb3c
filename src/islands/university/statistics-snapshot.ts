// A university's statistics as build-time island props. The page's HTML carries them once per
// page, so they travel packed: the 16 star distributions as one string ('1,0,2,5,9 0,1,...', in
// RATING_CATEGORIES order, one star first) and no averages, which follow exactly from the
// distribution (every rating is a whole 1..5).
import { RATING_CATEGORIES, type Averages, type Distribution } from '#shared/reviews/ratings.ts';
import type { UniversityStatistics } from '#shared/types.ts';

export type PackedStatistics = [distribution: string, verifiedCount: number, recentCount: number, lastReviewAt: string | null];

type Counts = Distribution[keyof Distribution];

/** The mean of each rating from its star counts; 0 for a rating nobody gave. */
export function averagesFromDistribution(distribution: Distribution): Averages {
  const mean = (counts: Counts) => {
    const total = counts.reduce((sum, n) => sum + n, 0);
    return total ? counts.reduce((sum, n, index) => sum + n * (index + 1), 0) / total : 0;
  };
  return Object.fromEntries(RATING_CATEGORIES.map((c) => [c.key, mean(distribution[c.key])])) as Averages;
}

export function packStatistics(statistics: Omit<UniversityStatistics, 'averages' | 'review_count'>): PackedStatistics {
  const distribution = RATING_CATEGORIES.map((c) => statistics.distribution[c.key].join(',')).join(' ');
  return [distribution, statistics.verified_count, statistics.reviews_last_12_months, statistics.last_review_at];
}

export function unpackStatistics(packed: PackedStatistics, reviewCount: number): UniversityStatistics {
  const [packedDistribution, verifiedCount, recentCount, lastReviewAt] = packed;
  const groups = packedDistribution.split(' ');
  const distribution = Object.fromEntries(
    RATING_CATEGORIES.map((c, index) => {
      const counts = (groups[index] ?? '').split(',').map(Number);
      return [c.key, [0, 1, 2, 3, 4].map((star) => counts[star] || 0)];
    }),
  ) as Distribution;
  return {
    review_count: reviewCount,
    verified_count: verifiedCount,
    reviews_last_12_months: recentCount,
    last_review_at: lastReviewAt,
    averages: averagesFromDistribution(distribution),
    distribution,
  };
}
