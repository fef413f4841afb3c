// One page of review cards with their Like and Report buttons, and a Report button for each
// university reply. The static page renders it (as the reviews island's children, with buttons
// whose first press waits for the island's own copy: integrations/first-use.mjs) and so does the
// island once it has live data: the same markup, so the list does not move.
import type { ReactNode } from 'react';
import type { Review, UniversityReply } from '#shared/types.ts';
import { authorName } from '#shared/reviews/messages.ts';
import ReviewCard from '#components/ReviewCard.tsx';
import LikeButton from './LikeButton';
import ReportButton from './ReportButton';

export interface ReviewCardControls {
  like: (review: Review) => ReactNode;
  report: (review: Review) => ReactNode;
  /** The Report button of the university's reply under the review; called only for a review with one. */
  replyReport: (review: Review, reply: UniversityReply) => ReactNode;
}

const ignore = () => undefined;

/** The buttons as the static page shows them: not pressed, not reported. */
export const STATIC_CONTROLS: ReviewCardControls = {
  like: (review) => (
    <LikeButton reviewId={review.id} likes={review.likes} liked={false} pending={false} author={authorName(review)} onToggle={ignore} />
  ),
  report: (review) => <ReportButton reviewId={review.id} author={authorName(review)} reported={false} onReport={ignore} />,
  replyReport: (review, reply) => (
    <ReportButton reviewId={review.id} subject="reply" author={reply.university_name} reported={false} onReport={ignore} />
  ),
};

export default function ReviewCards({ reviews, controls = STATIC_CONTROLS }: { reviews: Review[]; controls?: ReviewCardControls | null }) {
  return (
    <ol className="mt-4 space-y-4" data-testid="review-list">
      {reviews.map((review) => (
        <li key={review.id}>
          <ReviewCard
            review={review}
            likeControl={controls?.like(review)}
            reportControl={controls?.report(review)}
            replyReportControl={review.reply && controls?.replyReport(review, review.reply)}
          />
        </li>
      ))}
    </ol>
  );
}
