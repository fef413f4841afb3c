// The comparison's personal score: the weighted mean, the cases without a score, and the weights
// in the address.
import { describe, expect, it } from 'vitest';
import { RATING_CATEGORIES, SUB_CATEGORIES, type AverageKey, type Averages } from '#shared/reviews/ratings.ts';
import {
  EQUAL_WEIGHTS,
  personalScore,
  readWeights,
  searchWithWeights,
  weightsParam,
  type Weights,
} from '#shared/reviews/personal-score.ts';

const averages = (values: Partial<Averages>, rest = 3): Averages =>
  Object.fromEntries(RATING_CATEGORIES.map((c) => [c.key, values[c.key] ?? rest])) as Averages;

/** Weights that are 1 except the given ones. */
const weightsWith = (changed: Partial<Record<AverageKey, number>>): Weights => SUB_CATEGORIES.map((c) => changed[c.key] ?? 1);

const rated = (values: Partial<Averages>, rest = 3) => ({ reviewCount: 4, averages: averages(values, rest) });

describe('personalScore', () => {
  it('is the plain mean of the 15 categories with equal weights, overall left out', () => {
    const side = rated({ overall: 1, safety: 5, food: 1.5 });
    const expected = (13 * 3 + 5 + 1.5) / 15;
    expect(personalScore(side, EQUAL_WEIGHTS)).toEqual({ kind: 'score', value: expected, leftOut: [] });
  });

  it('weights each average: Σ weight × average / Σ weight', () => {
    const side = rated({ safety: 5, food: 1, housing: 4 });
    const weights = weightsWith({ safety: 3, food: 0, housing: 2 });
    // 12 categories at 1 × 3, safety 3 × 5, housing 2 × 4, food left out by its weight of 0.
    const expected = (12 * 3 + 15 + 8) / (12 + 3 + 2);
    const score = personalScore(side, weights);
    expect(score.kind === 'score' && score.value).toBeCloseTo(expected, 12);
  });

  it('counts only the categories with a weight above 0', () => {
    const side = rated({ internet: 4.5 }, 2);
    const onlyInternet = SUB_CATEGORIES.map((c) => (c.key === 'internet' ? 2 : 0));
    expect(personalScore(side, onlyInternet)).toEqual({ kind: 'score', value: 4.5, leftOut: [] });
  });

  it("asks for a weight above 0 when every weight is 0, whatever the side's reviews", () => {
    const zeros = SUB_CATEGORIES.map(() => 0);
    expect(personalScore(rated({}), zeros)).toEqual({ kind: 'no-weights' });
    expect(personalScore({ reviewCount: 0, averages: averages({}, 0) }, zeros)).toEqual({ kind: 'no-weights' });
  });

  it('has no score for a side without reviews', () => {
    expect(personalScore({ reviewCount: 0, averages: averages({}, 0) }, EQUAL_WEIGHTS)).toEqual({ kind: 'no-reviews' });
  });

  it('leaves out a weighted category nobody rated, and names it, instead of counting it as 0', () => {
    const side = rated({ athletics: 0, clubs: 0 }, 4);
    const score = personalScore(side, weightsWith({ clubs: 0 }));
    expect(score).toEqual({ kind: 'score', value: 4, leftOut: ['Athletics'] });
  });

  it('has no score when no weighted category was rated', () => {
    const onlyAthletics = SUB_CATEGORIES.map((c) => (c.key === 'athletics' ? 3 : 0));
    expect(personalScore(rated({ athletics: 0 }), onlyAthletics)).toEqual({ kind: 'no-reviews' });
  });
});

describe('weights in the address', () => {
  it('reads 15 digits 0-3 in category order', () => {
    expect(readWeights(['301111111111112'])).toEqual([3, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2]);
  });

  it("reads the no-JavaScript form's 15 separate values the same way", () => {
    const values = '301111111111112'.split('');
    expect(readWeights(values)).toEqual(readWeights(['301111111111112']));
  });

  it.each([[[]], [['']], [['30111111111111']], [['3011111111111120']], [['401111111111111']], [['3o1111111111111']], [['1', '2']]])(
    'takes anything unreadable (%j) as equal weights',
    (values) => {
      expect(readWeights(values)).toEqual(EQUAL_WEIGHTS);
    },
  );

  it('writes w only when a weight is not 1', () => {
    expect(weightsParam(EQUAL_WEIGHTS)).toBeNull();
    const weights = weightsWith({ happiness: 3, transportation: 0 });
    expect(weightsParam(weights)).toBe('311111111111110');
    expect(readWeights([weightsParam(weights)!])).toEqual(weights);
  });

  it('sets or removes w in a query string, keeping the pair', () => {
    const weights = weightsWith({ food: 2 });
    expect(searchWithWeights('?uni1=4&uni2=9', weights)).toBe('?uni1=4&uni2=9&w=111111111111121');
    expect(searchWithWeights('?uni1=4&w=1&w=2&uni2=9', EQUAL_WEIGHTS)).toBe('?uni1=4&uni2=9');
    expect(searchWithWeights('', EQUAL_WEIGHTS)).toBe('');
  });
});
