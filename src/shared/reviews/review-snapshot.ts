// The build-time reviews handed to the university page island travel in the page's HTML as island
// props, once per review. A compact tuple (the 16 ratings as one digit string, no repeated
// university fields) keeps that copy to about a third of the size of whole review objects.
import { RATING_CATEGORIES, type RatingField } from './ratings.ts';
import type { Review } from '../types.ts';

export type PackedReview = [
  id: number,
  username: string | null,
  createdAt: string,
  ratings: string,
  reviewText: string | null,
  comments: string | null,
  likes: number,
  editedAt: string | null,
  /** 1 for a verified student's review, 0 otherwise. */
  verified: 0 | 1,
];

/** Packs a review; ratings must be whole numbers 1..5 (the server guarantees it). */
export function packReview(review: Review): PackedReview {
  const ratings = RATING_CATEGORIES.map((c) => String(review[c.field])).join('');
  return [
    review.id,
    review.username,
    review.created_at,
    ratings,
    review.review_text,
    review.comments,
    review.likes,
    review.edited_at,
    review.verified ? 1 : 0,
  ];
}

export function unpackReview(packed: PackedReview, university: { id: number; name: string }): Review {
  const [id, username, createdAt, ratings, reviewText, comments, likes, editedAt, verified] = packed;
  const fields = Object.fromEntries(RATING_CATEGORIES.map((c, index) => [c.field, Number(ratings[index])])) as Record<RatingField, number>;
  return {
    id,
    university_id: university.id,
    university_name: university.name,
    username,
    created_at: createdAt,
    ...fields,
    review_text: reviewText,
    comments,
    likes,
    verified: verified === 1,
    edited_at: editedAt ?? null,
  };
}
