import { describe, expect, it } from 'vitest';
import { RATING_CATEGORIES, type RatingField } from '#shared/reviews/ratings.ts';
import { FORM_RATINGS, missingRatings, missingRatingsMessage, ratingLabel } from '#shared/reviews/review-form.ts';

const allRated = (value = 4) => Object.fromEntries(RATING_CATEGORIES.map((c) => [c.field, value])) as Record<RatingField, number>;

describe('the review form check', () => {
  it('asks for all 16 ratings, overall first, each once', () => {
    expect(FORM_RATINGS).toHaveLength(16);
    expect(new Set(FORM_RATINGS.map((c) => c.field)).size).toBe(16);
    expect(FORM_RATINGS[0]!.label).toBe('Overall Rating');
    expect(FORM_RATINGS.map((c) => c.field).sort()).toEqual(RATING_CATEGORIES.map((c) => c.field).sort());
  });

  it('finds nothing missing when every rating is 1 to 5', () => {
    expect(missingRatings(allRated(1))).toEqual([]);
    expect(missingRatings(allRated(5))).toEqual([]);
  });

  it('lists absent, zero, fractional and out-of-range ratings in form order', () => {
    const values: Partial<Record<RatingField, number | null>> = {
      ...allRated(),
      overall_rating: 0,
      food_rating: 4.5,
      clubs_rating: null,
      safety_rating: 6,
    };
    delete values.housing_rating;
    const missing = missingRatings(values);
    expect(missing).toEqual(
      FORM_RATINGS.map((c) => c.field).filter((f) =>
        ['overall_rating', 'food_rating', 'clubs_rating', 'safety_rating', 'housing_rating'].includes(f),
      ),
    );
    expect(missing[0]).toBe('overall_rating');
    expect(missingRatings({})).toHaveLength(16);
  });

  it('names up to 5 missing ratings, with an ellipsis when there are more', () => {
    expect(missingRatingsMessage(['Overall Rating'])).toBe('Please provide ratings for: Overall Rating');
    expect(missingRatingsMessage(['A', 'B', 'C', 'D', 'E'])).toBe('Please provide ratings for: A, B, C, D, E');
    expect(missingRatingsMessage(['A', 'B', 'C', 'D', 'E', 'F'])).toBe('Please provide ratings for: A, B, C, D, E...');
    const all = missingRatings({}).map(ratingLabel);
    expect(missingRatingsMessage(all)).toBe(`Please provide ratings for: ${all.slice(0, 5).join(', ')}...`);
  });

  it('labels fields as the form shows them', () => {
    expect(ratingLabel('social_life_rating')).toBe('Social Life');
    expect(ratingLabel('overall_rating')).toBe('Overall Rating');
  });
});
