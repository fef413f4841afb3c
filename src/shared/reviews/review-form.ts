// The review form's own check (docs/rules/reviews-and-ratings.md#submitting-a-review): every one of
// the 16 ratings must be chosen. The form asks for overall first, then the categories grouped as on
// the university page.
import { RATING_CATEGORIES, RATING_GROUPS, categoryByKey, type RatingField } from './ratings.ts';

export const MISSING_RATINGS_PREFIX = 'Please provide ratings for:';
/** How many missing names the toast lists before the ellipsis. */
export const MISSING_NAMES_SHOWN = 5;

/** The 16 rating inputs in form order: overall, then each group's categories. */
export const FORM_RATINGS = [
  RATING_CATEGORIES[0],
  ...RATING_GROUPS.flatMap((group) => group.keys.map((key) => categoryByKey(key))),
] as readonly { key: string; field: RatingField; label: string }[];

/** The rating fields not chosen (absent, or not a whole number 1..5), in form order. */
export function missingRatings(values: Partial<Record<RatingField, number | null | undefined>>): RatingField[] {
  return FORM_RATINGS.map((c) => c.field).filter((field) => {
    const value = values[field];
    return !(typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5);
  });
}

/** 'Please provide ratings for: A, B, C, D, E...' (up to 5 names, an ellipsis when there are more). */
export function missingRatingsMessage(labels: readonly string[]): string {
  const shown = labels.slice(0, MISSING_NAMES_SHOWN).join(', ');
  return `${MISSING_RATINGS_PREFIX} ${shown}${labels.length > MISSING_NAMES_SHOWN ? '...' : ''}`;
}

/** The label of a rating field as the form shows it. */
export function ratingLabel(field: RatingField): string {
  return FORM_RATINGS.find((c) => c.field === field)?.label ?? field;
}
