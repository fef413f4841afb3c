// How much the averages rest on, beside them: how many reviews and how recent, how many by
// verified students, how the university answers them (once it has 5 replies), and a plain note
// when there are few.
import { Fragment } from 'react';
import { longUsDate } from '#lib/format.ts';
import {
  FEW_REVIEWS_BELOW,
  fewReviewsText,
  freshnessParts,
  recentReviewsText,
  replyShareText,
  verifiedReviewsText,
} from '#shared/reviews/insight-texts.ts';
import type { UniversityStatistics } from '#shared/types.ts';

export default function RatingFreshness({ statistics }: { statistics: UniversityStatistics }) {
  const { review_count: reviewCount, last_review_at: lastReviewAt } = statistics;
  const replyShare = replyShareText(statistics.replies.reply_share, statistics.replies.median_reply_hours);
  return (
    <div className="mt-3 space-y-1 text-sm text-slate-700" data-testid="rating-freshness">
      {/* The line wraps only between its parts (after the '·'), never inside the date. */}
      <p className="font-medium text-slate-800">
        {freshnessParts(reviewCount, lastReviewAt ? longUsDate(lastReviewAt) : null).map((part, index) => (
          <Fragment key={part}>
            {index > 0 && ' '}
            <span className="whitespace-nowrap">{part}</span>
          </Fragment>
        ))}
      </p>
      <p className="text-balance">{recentReviewsText(statistics.reviews_last_12_months)}</p>
      {statistics.verified_count > 0 && <p>{verifiedReviewsText(statistics.verified_count)}</p>}
      {replyShare && (
        <p className="text-balance" data-testid="reply-share">
          {replyShare}
        </p>
      )}
      {reviewCount < FEW_REVIEWS_BELOW && (
        <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-left text-amber-900" data-testid="few-reviews-note">
          {fewReviewsText(reviewCount)}
        </p>
      )}
    </div>
  );
}
