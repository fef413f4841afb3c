// The rating categories: one list that names every column, API field, averages key and label.
import { formatCount } from '../site/numbers.ts';

export interface RatingCategory {
  /** Key in the API's `averages` object and in the comparison. */
  key: string;
  /** Field in review payloads and replies. */
  field: string;
  /** Review column in the database. */
  column: string;
  /** Sum column of the per-university aggregate. */
  sumColumn: string;
  /** Label shown on pages (the comparison's labels). */
  label: string;
  /** The aggregate's count columns of the distribution: how many reviews gave 1..5 stars. */
  starColumns: readonly [string, string, string, string, string];
}

function category<K extends string, F extends string>(key: K, field: F, stem: string, label: string) {
  const starColumns = [1, 2, 3, 4, 5].map((stars) => `${stem}Stars${stars}`) as unknown as RatingCategory['starColumns'];
  return {
    key,
    field,
    column: `${stem}Rating`,
    sumColumn: `sum${stem[0]!.toUpperCase()}${stem.slice(1)}`,
    label,
    starColumns,
  } satisfies RatingCategory;
}

/** Overall plus the 15 categories, in the comparison's display order (docs/rules/reviews-and-ratings.md). */
export const RATING_CATEGORIES = [
  category('overall', 'overall_rating', 'overall', 'Overall Rating'),
  category('happiness', 'happiness_rating', 'happiness', 'Happiness'),
  category('academic', 'academic_rating', 'academic', 'Academics'),
  category('professors', 'professors_rating', 'professors', 'Professors'),
  category('difficulty', 'difficulty_rating', 'difficulty', 'Difficulty'),
  category('opportunities', 'opportunities_rating', 'opportunities', 'Opportunities'),
  category('social', 'social_life_rating', 'socialLife', 'Social Life'),
  category('clubs', 'clubs_rating', 'clubs', 'Clubs'),
  category('athletics', 'athletics_rating', 'athletics', 'Athletics'),
  category('safety', 'safety_rating', 'safety', 'Safety'),
  category('facilities', 'facilities_rating', 'facilities', 'Facilities'),
  category('internet', 'internet_rating', 'internet', 'Internet'),
  category('location', 'location_rating', 'location', 'Location'),
  category('housing', 'housing_rating', 'housing', 'Housing'),
  category('food', 'food_rating', 'food', 'Food'),
  category('transportation', 'transportation_rating', 'transportation', 'Transportation'),
] as const;

export type AverageKey = (typeof RATING_CATEGORIES)[number]['key'];
export type RatingField = (typeof RATING_CATEGORIES)[number]['field'];
export type Averages = Record<AverageKey, number>;
/** For each rating, how many reviews gave 1, 2, 3, 4 and 5 stars (index 0 is one star). */
export type Distribution = Record<AverageKey, [number, number, number, number, number]>;

/** The 15 categories without overall. */
export const SUB_CATEGORIES = RATING_CATEGORIES.filter((c) => c.key !== 'overall');

/** Grouped cards of the university page (docs/rules/reviews-and-ratings.md#groups). */
export const RATING_GROUPS: readonly { title: string; keys: readonly AverageKey[] }[] = [
  { title: 'Campus Life', keys: ['happiness', 'social', 'clubs', 'athletics', 'facilities'] },
  { title: 'Academics', keys: ['academic', 'professors', 'difficulty', 'opportunities'] },
  { title: 'Living', keys: ['housing', 'food', 'location', 'transportation', 'safety', 'internet'] },
];

/** The 12 sub-ratings the saved-reviews list shows, in its order (docs/rules/reviews-and-ratings.md). */
export const SAVED_REVIEW_FIELDS: readonly RatingField[] = [
  'academic_rating',
  'professors_rating',
  'facilities_rating',
  'social_life_rating',
  'clubs_rating',
  'happiness_rating',
  'safety_rating',
  'location_rating',
  'housing_rating',
  'food_rating',
  'transportation_rating',
  'internet_rating',
];

export function categoryByKey(key: AverageKey): RatingCategory {
  return RATING_CATEGORIES.find((c) => c.key === key)!;
}

/** Label used in validation messages: 'social_life_rating' -> 'Social life rating'. */
export function fieldLabel(field: string): string {
  const words = field.replace(/_/g, ' ');
  return words[0]!.toUpperCase() + words.slice(1);
}

/** The four best-rated categories (overall excluded), highest first, ties in display order. */
export function bestFeatures(averages: Averages, count = 4): { key: AverageKey; label: string; value: number }[] {
  return SUB_CATEGORIES.map((c) => ({ key: c.key, label: c.label, value: averages[c.key] }))
    .filter((entry) => entry.value > 0)
    .sort((a, b) => b.value - a.value)
    .slice(0, count);
}

/** Splits a 0..5 rating into full, partial (0..1) and empty stars. */
export function starSplit(value: number): { full: number; partial: number; empty: number } {
  const clamped = Math.min(5, Math.max(0, Number.isFinite(value) ? value : 0));
  const full = Math.floor(clamped);
  const partial = Math.round((clamped - full) * 100) / 100;
  return { full, partial, empty: 5 - full - (partial > 0 ? 1 : 0) };
}

/** A rating as shown: one decimal. */
export function formatRating(value: number): string {
  return value.toFixed(1);
}

/** The higher side as shown with one decimal; 'tie' when the shown values are equal. */
export function higherSide(left: number, right: number): 'left' | 'right' | 'tie' {
  const a = Number(left.toFixed(1));
  const b = Number(right.toFixed(1));
  return a === b ? 'tie' : a > b ? 'left' : 'right';
}

/** Clamps a value for structured data (schema.org ratings run 1..5). */
export function clampRating(value: number): number {
  return Math.min(5, Math.max(1, value));
}

export function plural(count: number, one: string, many: string): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}
