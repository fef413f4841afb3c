// The texts of the comparison's personal score and its weights form.
import { formatRating } from '#shared/reviews/ratings.ts';
import type { PersonalScore } from '#shared/reviews/personal-score.ts';

export const PERSONAL_SCORE_TEXTS = {
  heading: 'Your personal score',
  intro: 'The category averages, weighted by how much each category matters to you.',
  equal: 'Every category counts the same.',
  weightedPrefix: 'Weighted:',
  othersNormal: 'the others 1.',
  details: 'Adjust what matters to you',
  legend: 'What matters to you',
  hintWithoutScript: 'Choose a weight for each category, then Apply.',
  hintLive: 'The scores change as you choose.',
  apply: 'Apply',
  reset: 'Reset to equal weights',
  noWeights: 'Set at least one weight above 0',
  notAvailable: 'n/a',
  noReviews: 'No reviews yet',
  higher: '(higher)',
  leftOutPrefix: 'Without',
  outOf: 'out of 5',
} as const;

/** The choices of a weight select. */
export const WEIGHT_LABELS: Record<number, string> = {
  0: '0: Ignore',
  1: '1: Normal',
  2: '2: Important',
  3: '3: Essential',
};

/** A score as shown: one decimal, or 'n/a'. */
export function scoreText(score: PersonalScore): string {
  return score.kind === 'score' ? formatRating(score.value) : PERSONAL_SCORE_TEXTS.notAvailable;
}

/** The polite announcement after a weight changes: 'Your personal score: A 4.2, B 3.9.' */
export function scoresAnnouncement(sides: readonly { name: string; score: PersonalScore }[]): string {
  if (sides.some((side) => side.score.kind === 'no-weights')) return PERSONAL_SCORE_TEXTS.noWeights;
  return `${PERSONAL_SCORE_TEXTS.heading}: ${sides.map((side) => `${side.name} ${scoreText(side.score)}`).join(', ')}.`;
}
