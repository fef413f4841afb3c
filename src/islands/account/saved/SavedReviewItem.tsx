// One review in Saved Reviews: its university, dates, status, ratings and texts, and what its
// author may do with it: edit it (not once removed: then they appeal), or delete it.
import type { OwnReview } from '#shared/types.ts';
import { SAVED_REVIEW_FIELDS, SUB_CATEGORIES, formatRating } from '#shared/reviews/ratings.ts';
import Stars, { OverallRating } from '#components/Stars.tsx';
import ReviewStatus, { StatusBadge } from './ReviewStatus';
import { ReviewDates } from '#components/EditedDate.tsx';

const LABELS = Object.fromEntries(SUB_CATEGORIES.map((c) => [c.field, c.label]));

export default function SavedReviewItem({ review, onDelete, onAppeal }: { review: OwnReview; onDelete: () => void; onAppeal: () => void }) {
  const ratings = SAVED_REVIEW_FIELDS.filter((field) => typeof review[field] === 'number' && review[field] > 0);
  const forReview = <span className="sr-only"> review of {review.university_name}</span>;
  return (
    <article className="card" aria-labelledby={`saved-${review.id}`}>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={`saved-${review.id}`} className="text-lg font-semibold">
            <a href={`/university/${review.university_id}`}>{review.university_name}</a>
          </h2>
          <p className="text-sm text-slate-700">
            <ReviewDates createdAt={review.created_at} editedAt={review.edited_at} />
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <StatusBadge status={review.status} />
          <OverallRating value={review.overall_rating} as="span" />
        </div>
      </header>
      <ReviewStatus review={review} onAppeal={onAppeal} />
      {review.review_text && <p className="mt-3 whitespace-pre-line text-slate-800">{review.review_text}</p>}
      {ratings.length > 0 && (
        <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2 md:grid-cols-3">
          {ratings.map((field) => (
            <div key={field} className="flex items-center justify-between gap-2">
              <dt className="text-slate-700">{LABELS[field]}</dt>
              <dd className="flex items-center gap-1 tabular-nums">
                <Stars value={Math.round(review[field])} size="sm" />
                {formatRating(review[field])}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {review.comments && <p className="mt-3 italic text-slate-700">"{review.comments}"</p>}
      <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-200 pt-4">
        {review.status !== 'removed' && (
          <a href={`/editReview/${review.id}`} className="btn-secondary">
            Edit{forReview}
          </a>
        )}
        <button type="button" className="btn-secondary text-red-800" onClick={onDelete}>
          Delete{forReview}
        </button>
      </div>
    </article>
  );
}
