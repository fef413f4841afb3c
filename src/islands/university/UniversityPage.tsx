// The university page island. Its server-rendered markup is the build-time snapshot; once running
// it shows the live statistics and reviews in the same components (so the page does not jump), with
// sorting, filtering, paging, likes and the 'Compare With' modal. When the API no longer knows the
// university, the page becomes the 404 'University not found' view.
import { useEffect, useState } from 'react';
import { unpackReview, type PackedReview } from '#shared/reviews/review-snapshot.ts';
import { OUTBOUND_LINKS, SITE_NAME } from '#shared/site/site.ts';
import RatingOverview from '#components/RatingOverview.tsx';
import UniversityNotFound from '#components/UniversityNotFound.tsx';
import ReviewsSection from './ReviewsSection';
import UniversityHeader, { type HeaderUniversity } from './UniversityHeader';
import { useReviewList } from './use-review-list';
import { useStatistics } from './use-statistics';
import { unpackStatistics, type PackedStatistics } from './statistics-snapshot';

export interface UniversityPageProps {
  university: HeaderUniversity;
  /** The first page (most recent) of reviews, the count and the statistics at build time. */
  snapshot: { reviews: PackedReview[]; reviewCount: number; totalPages: number; statistics: PackedStatistics };
}

export default function UniversityPage({ university, snapshot }: UniversityPageProps) {
  const [initialStatistics] = useState(() => unpackStatistics(snapshot.statistics, snapshot.reviewCount));
  const statistics = useStatistics(university.id, () => initialStatistics);
  const list = useReviewList(university.id, () => ({
    reviews: snapshot.reviews.map((packed) => unpackReview(packed, university)),
    averages: initialStatistics.averages,
    totalReviews: snapshot.reviewCount,
    totalPages: snapshot.totalPages,
  }));

  useEffect(() => {
    if (list.notFound) document.title = `University not found | ${SITE_NAME}`;
  }, [list.notFound]);

  if (list.notFound) return <UniversityNotFound />;
  return (
    <>
      <UniversityHeader university={university} />
      <RatingOverview statistics={statistics} universityId={university.id} />
      <ReviewsSection
        universityId={university.id}
        position={list.position}
        shown={list.shown}
        counts={{ all: statistics.review_count, verified: statistics.verified_count, byStars: statistics.distribution.overall }}
        reviews={list.data.reviews}
        totalReviews={list.data.totalReviews}
        totalPages={list.data.totalPages}
        loading={list.loading}
        error={list.error}
        loadCount={list.loadCount}
        onNavigate={(position) => void list.load(position, 'push')}
        onRetry={list.retry}
        setLikes={list.setLikes}
      />
      <aside aria-label="More ratings elsewhere" className="card mt-10">
        <h2 className="text-lg font-semibold">Rate more than the university</h2>
        <ul className="mt-2 flex flex-wrap gap-4">
          {Object.values(OUTBOUND_LINKS).map((link) => (
            <li key={link.href}>
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                {link.label}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </aside>
    </>
  );
}
