import { describe, expect, it } from 'vitest';
import {
  RATING_CATEGORIES,
  RATING_GROUPS,
  SUB_CATEGORIES,
  bestFeatures,
  clampRating,
  fieldLabel,
  higherSide,
  starSplit,
  type Averages,
} from '#shared/reviews/ratings.ts';

const averages = (values: Partial<Averages>): Averages =>
  Object.fromEntries(RATING_CATEGORIES.map((c) => [c.key, values[c.key] ?? 0])) as Averages;

describe('rating helpers', () => {
  it('lists the 16 comparison categories in the documented display order', () => {
    expect(RATING_CATEGORIES.map((c) => c.label)).toEqual([
      'Overall Rating',
      'Happiness',
      'Academics',
      'Professors',
      'Difficulty',
      'Opportunities',
      'Social Life',
      'Clubs',
      'Athletics',
      'Safety',
      'Facilities',
      'Internet',
      'Location',
      'Housing',
      'Food',
      'Transportation',
    ]);
  });

  it('groups every sub-category into exactly one card', () => {
    const grouped = RATING_GROUPS.flatMap((g) => g.keys).sort();
    expect(grouped).toEqual(SUB_CATEGORIES.map((c) => c.key).sort());
    expect(RATING_GROUPS.map((g) => g.title)).toEqual(['Campus Life', 'Academics', 'Living']);
  });

  it('picks the four best-rated categories, never overall', () => {
    const best = bestFeatures(averages({ overall: 5, food: 4.9, safety: 4.5, clubs: 4.7, housing: 2, location: 4.6 }));
    expect(best.map((b) => b.key)).toEqual(['food', 'clubs', 'location', 'safety']);
  });

  it('splits stars into full, partial and empty', () => {
    expect(starSplit(3.6)).toEqual({ full: 3, partial: 0.6, empty: 1 });
    expect(starSplit(4)).toEqual({ full: 4, partial: 0, empty: 1 });
    expect(starSplit(0)).toEqual({ full: 0, partial: 0, empty: 5 });
    expect(starSplit(7)).toEqual({ full: 5, partial: 0, empty: 0 });
  });

  it('compares the values as shown with one decimal', () => {
    expect(higherSide(4.04, 3.96)).toBe('tie');
    expect(higherSide(4.2, 4.1)).toBe('left');
    expect(higherSide(2, 3)).toBe('right');
  });

  it('clamps structured-data ratings to 1..5', () => {
    expect(clampRating(0.4)).toBe(1);
    expect(clampRating(5.2)).toBe(5);
    expect(clampRating(3.3)).toBe(3.3);
  });

  it('names fields in validation messages', () => {
    expect(fieldLabel('social_life_rating')).toBe('Social life rating');
  });
});
