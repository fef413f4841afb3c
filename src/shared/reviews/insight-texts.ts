// The texts of a university's rating insight: star counts, freshness and confidence. Free of zod
// (islands import it; zod's eval probe trips the CSP).
import { plural } from './ratings.ts';
import { formatCount } from '../site/numbers.ts';

/** Under this many reviews an average is marked as resting on few reviews. */
export const FEW_REVIEWS_BELOW = 5;

export const STAR_COUNT_TEXTS = {
  overallCaption: 'Overall rating: star counts',
  everyCategory: 'Star counts for every category',
  starsHeader: 'Stars',
  shareHeader: 'Share',
  countHeader: 'Reviews',
} as const;

/** A row header of a star-count table: '5 stars' ... '1 star'. */
export function starsLabel(stars: number): string {
  return stars === 1 ? '1 star' : `${stars} stars`;
}

/**
 * The freshness line, 'Based on 12 reviews · latest May 7, 2026', in the parts it may wrap
 * between (each part stays on one line); `latestDate` is already formatted for reading.
 */
export function freshnessParts(reviewCount: number, latestDate: string | null): string[] {
  const based = `Based on ${plural(reviewCount, 'review', 'reviews')}`;
  return latestDate ? [`${based} ·`, `latest ${latestDate}`] : [based];
}

export function recentReviewsText(count: number): string {
  return `${plural(count, 'review', 'reviews')} in the last 12 months`;
}

export function verifiedReviewsText(count: number): string {
  return count === 1 ? '1 by a verified student' : `${formatCount(count)} by verified students`;
}

export function fewReviewsText(reviewCount: number): string {
  return `This average rests on few reviews (${reviewCount}), so read it with care.`;
}

/** A median time to reply in plain words: hours under two days, then days. */
export function replyTimeText(hours: number): string {
  if (hours < 1) return 'under an hour';
  if (hours < 48) return plural(Math.round(hours), 'hour', 'hours');
  return plural(Math.round(hours / 24), 'day', 'days');
}

/** The university's reply share and median time, once they show (null before). */
export function replyShareText(share: number | null, medianHours: number | null): string | null {
  if (share === null || medianHours === null) return null;
  return `The university replied to ${Math.round(share * 100)}% of these, in a median of ${replyTimeText(medianHours)}`;
}
