// The review list of a page built without reviews: server-rendered only, inside the live block, so
// reviews posted since the build arrive with the live ratings (first page, without Like and Report,
// which come with the reviews island once the server renders the changed page again: decision 030).
import type { Review } from '#shared/types.ts';
import ReviewCards from './ReviewCards';
import { NoReviewsYet, ReviewsHeading, WriteAReview } from './ReviewsSection';
import { headingCount } from './review-list-texts';

export default function StaticReviews({ universityId, reviews, count }: { universityId: number; reviews: Review[]; count: number }) {
  return (
    <section aria-labelledby="reviews-heading" className="mt-10 scroll-mt-4" data-pagefind-ignore>
      <ReviewsHeading count={headingCount(count, count, false)} />
      {count === 0 ? (
        <NoReviewsYet universityId={universityId} />
      ) : (
        <>
          <ReviewCards reviews={reviews} controls={null} />
          <WriteAReview universityId={universityId} />
        </>
      )}
    </section>
  );
}
