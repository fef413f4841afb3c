// What the review form holds: the 16 ratings, the two optional texts and the study context. Read from the form when
// it is sent (the fields are uncontrolled), and built from a saved review when an edit starts.
import type { Review } from '#shared/types.ts';
import type { RatingField } from '#shared/reviews/ratings.ts';
import { FORM_RATINGS } from '#shared/reviews/review-form.ts';
import { STUDY_CONTEXT_FIELDS, type StudyContext } from '#shared/reviews/study-context.ts';

export interface ReviewValues {
  ratings: Record<RatingField, number>;
  reviewText: string | null;
  comments: string | null;
  context: StudyContext;
}

const YEARS = new Set<string>(['study_start_year', 'study_end_year']);

/** The form's values as sent: an unchosen rating is 0, a blank text null. */
export function readReviewForm(form: HTMLFormElement): ReviewValues {
  const data = new FormData(form);
  const ratings = Object.fromEntries(FORM_RATINGS.map((c) => [c.field, Number(data.get(c.field)) || 0])) as Record<RatingField, number>;
  const text = (name: string) => {
    const value = data.get(name);
    return (typeof value === 'string' ? value : '').trim() || null;
  };
  // 'Still studying' (an empty end year) and every unchosen part are null.
  const context = Object.fromEntries(
    STUDY_CONTEXT_FIELDS.map((name) => {
      const value = text(name);
      return [name, value !== null && YEARS.has(name) ? Number(value) : value];
    }),
  ) as unknown as StudyContext;
  return { ratings, reviewText: text('review_text'), comments: text('comments'), context };
}

/** A saved review's values, to start an edit from. */
export function valuesOfReview(review: Review): ReviewValues {
  const ratings = Object.fromEntries(FORM_RATINGS.map((c) => [c.field, review[c.field]])) as Record<RatingField, number>;
  const context = Object.fromEntries(STUDY_CONTEXT_FIELDS.map((name) => [name, review[name]])) as unknown as StudyContext;
  return { ratings, reviewText: review.review_text, comments: review.comments, context };
}
