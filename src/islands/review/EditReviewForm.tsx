// The review form in edit mode: the author's own review, its stars and texts pre-filled, without
// the anonymous choice (an edit keeps the review's author). Saving replaces the 16 ratings and
// both texts; the server screens them again and may hold the review
// (docs/rules/trust-and-moderation.md#edits).
import { useMemo } from 'react';
import type { Review } from '#shared/types.ts';
import { api } from '#stores/auth.ts';
import RatingForm from './RatingForm';
import { valuesOfReview, type ReviewValues } from './review-values';
import { SAVED_REVIEWS_PATH, editedOutcome } from './submit-result';
import { BACK_TO_SAVED_REVIEWS, SAVE_LABELS, editHeading } from './edit-texts';

export default function EditReviewForm({ review }: { review: Review }) {
  const initial = useMemo(() => valuesOfReview(review), [review]);

  async function send({ ratings, reviewText, comments, context }: ReviewValues) {
    const reply: unknown = await api.reviews.edit.mutate({
      reviewId: review.id,
      ...ratings,
      review_text: reviewText,
      comments,
      ...context,
    });
    return editedOutcome(reply);
  }

  return (
    <div className="mx-auto max-w-3xl">
      <a href={SAVED_REVIEWS_PATH} className="btn-secondary">
        <span aria-hidden="true">←</span> {BACK_TO_SAVED_REVIEWS}
      </a>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{editHeading(review.university_name)}</h1>
      <p className="mt-2 text-slate-700">
        Change any stars or words, then save. Your review is checked again, as when you first posted it.
      </p>
      <RatingForm send={send} labels={SAVE_LABELS} initial={initial} />
    </div>
  );
}
