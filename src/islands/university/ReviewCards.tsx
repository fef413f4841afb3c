// One page of review cards with their Like and Report buttons. The static page renders it (as the
// reviews island's children, with buttons whose first press waits for the island's own copy:
// integrations/first-use.mjs) and so does the island once it has live data: the same markup, so
// the list does not move.
import type { ReactNode } from 'react';
import type { Review } from '#shared/types.ts';
import { authorName } from '#shared/reviews/messages.ts';
import ReviewCard from '#components/ReviewCard.tsx';
import LikeButton from './LikeButton';
import ReportButton from './ReportButton';

export interface ReviewCardControls {
  like: (review: Review) => ReactNode;
  report: (review: Review) => ReactNode;
}

const ignore = () => undefined;

/** The buttons as the static page shows them: not pressed, not reported. */
export const STATIC_CONTROLS: ReviewCardControls = {
  like: (review) => (
    <LikeButton reviewId={review.id} likes={review.likes} liked={false} pending={false} author={authorName(review)} onToggle={ignore} />
  ),
  report: (review) => <ReportButton reviewId={review.id} author={authorName(review)} reported={false} onReport={ignore} />,
};

export default function ReviewCards({ reviews, controls = STATIC_CONTROLS }: { reviews: Review[]; controls?: ReviewCardControls | null }) {
  return (
    <ol className="mt-4 space-y-4" data-testid="review-list">
      {reviews.map((review) => (
        <li key={review.id}>
          <ReviewCard review={review} likeControl={controls?.like(review)} reportControl={controls?.report(review)} />
        </li>
      ))}
    </ol>
  );
}
