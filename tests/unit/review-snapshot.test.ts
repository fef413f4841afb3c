import { describe, expect, it } from 'vitest';
import { RATING_CATEGORIES } from '#shared/reviews/ratings.ts';
import { packReview, unpackReview } from '#shared/reviews/review-snapshot.ts';
import type { Review } from '#shared/types.ts';

const review = {
  id: 42,
  university_id: 7,
  university_name: 'Test University',
  username: null,
  created_at: '2025-09-01T12:00:00.000Z',
  ...Object.fromEntries(RATING_CATEGORIES.map((c, i) => [c.field, (i % 5) + 1])),
  review_text: 'Great "library", <b>not</b> bold',
  comments: null,
  likes: 3,
  verified: false,
  edited_at: null,
} as Review;

describe('the build-time review snapshot', () => {
  it('packs a review into a small tuple and back without loss', () => {
    const packed = packReview(review);
    expect(packed[3]).toMatch(/^[1-5]{16}$/);
    expect(JSON.stringify(packed).length).toBeLessThan(JSON.stringify(review).length / 2);
    expect(unpackReview(packed, { id: 7, name: 'Test University' })).toEqual(review);
  });
});
