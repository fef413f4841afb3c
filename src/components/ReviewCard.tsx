// One review as students read it: author ('Anonymous' without an account), date (and when it was
// last edited), overall stars, text, comments and the category ratings. Text is always rendered as
// text, never as HTML. `likeControl` lets an island put an interactive like button where the
// static count stands; `reportControl` is the island's Report button (none without JavaScript).
import type { ReactNode } from 'react';
import type { Review } from '#shared/types.ts';
import { SUB_CATEGORIES, formatRating } from '#shared/reviews/ratings.ts';
import { longUsDate } from '#lib/format.ts';
import Stars from './Stars';

export interface ReviewCardProps {
  review: Review;
  likeControl?: ReactNode;
  reportControl?: ReactNode;
}

export default function ReviewCard({ review, likeControl, reportControl }: ReviewCardProps) {
  return (
    <article className="card" aria-labelledby={`review-${review.id}-author`} data-review-id={review.id}>
      <header className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <p id={`review-${review.id}-author`} className="font-semibold text-slate-900">
            {review.username ?? 'Anonymous'}
          </p>
          <p className="text-sm text-slate-600">
            <time dateTime={review.created_at}>{longUsDate(review.created_at)}</time>
            {review.edited_at && (
              <>
                <span aria-hidden="true"> · </span>
                <span data-testid="edited" className="whitespace-nowrap">
                  Edited <time dateTime={review.edited_at}>{longUsDate(review.edited_at)}</time>
                </span>
              </>
            )}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <Stars value={review.overall_rating} />
          <span className="font-semibold tabular-nums">{formatRating(review.overall_rating)}</span>
        </div>
      </header>
      {review.review_text && <p className="mt-3 whitespace-pre-line text-slate-800">{review.review_text}</p>}
      {review.comments && <p className="mt-2 whitespace-pre-line italic text-slate-700">“{review.comments}”</p>}
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer py-1 text-brand-700">Category ratings</summary>
        <dl className="review-ratings">
          {SUB_CATEGORIES.map((c) => (
            <div key={c.key}>
              <dt>{c.label}</dt>
              <dd>{formatRating(Number(review[c.field]))}</dd>
            </div>
          ))}
        </dl>
      </details>
      <footer className="mt-3 flex flex-wrap items-center gap-2 text-sm text-slate-700">
        {likeControl ?? (
          <span>
            {review.likes} {review.likes === 1 ? 'like' : 'likes'}
          </span>
        )}
        {reportControl && <div className="ml-auto">{reportControl}</div>}
      </footer>
    </article>
  );
}
