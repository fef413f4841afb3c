// The comparison's personal score: a weight of 0 to 3 per category (how much it matters to the
// student, 1 by default) and, for each side, the weighted mean of its 15 category averages.
//
// In the address the weights are one parameter, `w`: 15 digits 0-3, one per category in the order
// of SUB_CATEGORIES (happiness, academics, professors, difficulty, opportunities, social life,
// clubs, athletics, safety, facilities, internet, location, housing, food, transportation), e.g.
// `w=311111111111110`. It is left out when every weight is 1; anything unreadable means equal
// weights. The no-JavaScript form sends 15 separate `w` values, which are read the same way.
import { SUB_CATEGORIES, type Averages } from './ratings.ts';

export const WEIGHT_VALUES = [0, 1, 2, 3] as const;
export const DEFAULT_WEIGHT = 1;
export const WEIGHTS_PARAM = 'w';

/** One weight per category, in SUB_CATEGORIES order. */
export type Weights = readonly number[];

export const EQUAL_WEIGHTS: Weights = SUB_CATEGORIES.map(() => DEFAULT_WEIGHT);

/** The weights of the address's `w` values: one 15-digit value, or 15 one-digit values (the form). */
export function readWeights(values: readonly string[]): Weights {
  const text = values.length === 1 ? values[0]! : values.length === SUB_CATEGORIES.length ? values.join('') : '';
  return new RegExp(`^[0-3]{${SUB_CATEGORIES.length}}$`).test(text) ? [...text].map(Number) : EQUAL_WEIGHTS;
}

/** The `w` value of the weights; null when every weight is 1 (the parameter is then left out). */
export function weightsParam(weights: Weights): string | null {
  return weights.every((weight) => weight === DEFAULT_WEIGHT) ? null : weights.join('');
}

/** A query string with `w` set to the weights (or removed), other parameters kept. */
export function searchWithWeights(search: string, weights: Weights): string {
  const params = new URLSearchParams(search);
  params.delete(WEIGHTS_PARAM);
  const value = weightsParam(weights);
  if (value) params.set(WEIGHTS_PARAM, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export type PersonalScore =
  /** `leftOut`: weighted categories the side has no average for, left out of its mean. */
  { kind: 'score'; value: number; leftOut: string[] } | { kind: 'no-reviews' } | { kind: 'no-weights' };

/**
 * Σ weight × average / Σ weight over the categories with a weight above 0. A category without an
 * average (0: ratings run 1 to 5, so 0 means nobody rated it) is left out of both sums rather than
 * counted as 0, which would punish a side for a rating nobody gave; the result names it.
 */
export function personalScore(side: { reviewCount: number; averages: Averages }, weights: Weights): PersonalScore {
  if (!weights.some((weight) => weight > 0)) return { kind: 'no-weights' };
  if (side.reviewCount <= 0) return { kind: 'no-reviews' };
  let weighted = 0;
  let total = 0;
  const leftOut: string[] = [];
  SUB_CATEGORIES.forEach((category, index) => {
    const weight = weights[index] ?? DEFAULT_WEIGHT;
    const average = side.averages[category.key];
    if (weight <= 0) return;
    if (!(average > 0)) {
      leftOut.push(category.label);
      return;
    }
    weighted += weight * average;
    total += weight;
  });
  return total > 0 ? { kind: 'score', value: weighted / total, leftOut } : { kind: 'no-reviews' };
}
