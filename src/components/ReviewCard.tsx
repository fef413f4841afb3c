// One review as students read it: author ('Anonymous' without an account), the 'Verified student'
// mark, what they studied (level, field, years, status: the parts given), date (and when it was
// last edited), overall stars, text, comments and the category ratings. Text is always rendered as
// text, never as HTML. `likeControl` lets an island put an interactive like button where the
// static count stands; `reportControl` is the island's Report button (none without JavaScript).
// The university's published reply, when there is one, follows the review.
import type { ReactNode } from 'react';
import type { Review } from '#shared/types.ts';
import { SUB_CATEGORIES, formatRating } from '#shared/reviews/ratings.ts';
import { VERIFIED_STUDENT_LABEL, authorName } from '#shared/reviews/messages.ts';
import { OverallRating } from './Stars';
import { ReviewDates } from './EditedDate';
import { studyContextParts } from '#shared/reviews/study-context.ts';
import UniversityReplyBlock from './UniversityReplyBlock';

export interface ReviewCardProps {
  review: Review;
  likeControl?: ReactNode;
  reportControl?: ReactNode;
  /** The island's Report button for the university's reply (none without JavaScript). */
  replyReportControl?: ReactNode;
}

/** The verified-student mark: visible text (a tooltip alone would not reach screen readers), icon hidden. */
export function VerifiedBadge() {
  return (
    <span
      data-testid="verified-badge"
      className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-600/30"
    >
      <svg viewBox="0 0 20 20" className="h-3.5 w-3.5" aria-hidden="true" fill="currentColor">
        <path d="M10 1.5l2.2 1.6 2.7-.1.8 2.6 2.2 1.6-.9 2.6.9 2.6-2.2 1.6-.8 2.6-2.7-.1L10 18.5l-2.2-1.6-2.7.1-.8-2.6-2.2-1.6.9-2.6-.9-2.6 2.2-1.6.8-2.6 2.7.1zM8.8 12.6l5-5-1.1-1.1-3.9 3.9-1.8-1.8-1.1 1.1z" />
      </svg>
      {VERIFIED_STUDENT_LABEL}
    </span>
  );
}

export default function ReviewCard({ review, likeControl, reportControl, replyReportControl }: ReviewCardProps) {
  const studied = studyContextParts(review);
  return (
    <article className="card" aria-labelledby={`review-${review.id}-author`} data-review-id={review.id}>
      <header className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span id={`review-${review.id}-author`} className="font-semibold text-slate-900">
              {authorName(review)}
            </span>
            {review.verified && <VerifiedBadge />}
          </p>
          {studied.length > 0 && (
            <p className="text-sm text-slate-700" data-testid="study-context">
              <span className="sr-only">Studied: </span>
              {studied.join(' · ')}
            </p>
          )}
          <p className="text-sm text-slate-600">
            <ReviewDates createdAt={review.created_at} editedAt={review.edited_at} />
          </p>
        </div>
        <OverallRating value={review.overall_rating} />
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
      {review.reply && <UniversityReplyBlock reply={review.reply} reviewId={review.id} reportControl={replyReportControl} />}
    </article>
  );
}
