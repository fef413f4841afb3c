// Honest rankings (docs/rules/rankings.md): within a country, by the overall rating or one category,
// with a shrunk (Bayesian) average that pulls each university's mean towards the country's mean
// with the weight of PRIOR_REVIEWS reviews, so two five-star reviews do not beat two hundred of
// 4.6. Only universities with RANKING_MINIMUM published reviews are ranked; ties go to the one
// with more reviews, then the name. Pure: the server, the pages and the tests share it.
import type { AverageKey } from '../reviews/ratings.ts';

/** Published reviews a university needs to be ranked. */
export const RANKING_MINIMUM = 5;
/** How many reviews' worth of the country's mean each university's average starts from. */
export const PRIOR_REVIEWS = 10;

/** What the ranking reads of a university: its published reviews and their sum for the category. */
export interface RankingInput {
  id: number;
  name: string;
  reviewCount: number;
  /** The sum of the category's ratings over its published reviews. */
  sum: number;
}

export type Confidence = 'low' | 'medium' | 'high';

/** How much a rank rests on, in plain words: by the number of reviews. */
export function confidenceOf(reviewCount: number): Confidence {
  if (reviewCount >= 100) return 'high';
  if (reviewCount >= 25) return 'medium';
  return 'low';
}

export const CONFIDENCE_LABELS: Record<Confidence, string> = {
  low: 'Low confidence: few reviews',
  medium: 'Medium confidence',
  high: 'High confidence: many reviews',
};

/** The country's mean for the category: every published review of its universities counts once. */
export function countryMean(rows: readonly RankingInput[]): number {
  const reviews = rows.reduce((total, row) => total + row.reviewCount, 0);
  return reviews ? rows.reduce((total, row) => total + row.sum, 0) / reviews : 0;
}

/** The shrunk average: (PRIOR_REVIEWS × mean + sum) / (PRIOR_REVIEWS + count). */
export function shrunkAverage(sum: number, reviewCount: number, mean: number): number {
  return (PRIOR_REVIEWS * mean + sum) / (PRIOR_REVIEWS + reviewCount);
}

export interface Ranked<T> {
  row: T;
  /** 1 for the best; equal scores and counts share a rank. */
  rank: number;
  score: number;
  confidence: Confidence;
}

/**
 * The ranked universities of one country, best first: those with RANKING_MINIMUM reviews or more,
 * by shrunk average, then more reviews, then name. The country's mean counts every university.
 */
export function rankCountry<T extends RankingInput>(rows: readonly T[]): Ranked<T>[] {
  const mean = countryMean(rows);
  const ranked = rows
    .filter((row) => row.reviewCount >= RANKING_MINIMUM)
    .map((row) => ({ row, score: shrunkAverage(row.sum, row.reviewCount, mean), confidence: confidenceOf(row.reviewCount), rank: 0 }))
    .sort(
      (a, b) => b.score - a.score || b.row.reviewCount - a.row.reviewCount || a.row.name.localeCompare(b.row.name) || a.row.id - b.row.id,
    );
  ranked.forEach((entry, index) => {
    const before = ranked[index - 1];
    entry.rank = before && before.score === entry.score && before.row.reviewCount === entry.row.reviewCount ? before.rank : index + 1;
  });
  return ranked;
}

/** The ranking's title: 'Best universities in Spain', 'Best for Housing in Spain'. */
export function rankingTitle(category: AverageKey, categoryLabel: string, countryName: string): string {
  return category === 'overall' ? `Best universities in ${countryName}` : `Best for ${categoryLabel} in ${countryName}`;
}
