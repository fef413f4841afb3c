// The ratings per study level (docs/rules/reviews-and-ratings.md#study-context): a level's averages
// are shown only once it has this many published reviews, so that one or two reviews are never
// read as what a level thinks.
import { STUDY_LEVELS, type StudyLevel } from './study-context.ts';

export const LEVEL_MINIMUM = 5;

/** One level's part of a university's statistics: its review count, and its averages from LEVEL_MINIMUM on. */
export interface LevelRatings<A> {
  review_count: number;
  averages: A | null;
}

/** The breakdown of a university without any review that names its level. */
export function emptyLevelBreakdown(): Record<StudyLevel, LevelRatings<never>> {
  return Object.fromEntries(STUDY_LEVELS.map(({ code }) => [code, { review_count: 0, averages: null }])) as Record<
    StudyLevel,
    LevelRatings<never>
  >;
}
