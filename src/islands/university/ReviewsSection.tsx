// 'Student Reviews' with the total, the sort tabs, one page of reviews with like and report
// buttons, and the page bar. While another page loads the current one stays (dimmed), so the layout holds still.
import { useRef, useState } from 'react';
import type { Review, ReviewSort } from '#shared/types.ts';
import type { ListPosition } from '#lib/review-list-url.ts';
import ReviewCard from '#components/ReviewCard.tsx';
import Toast from '#islands/review/Toast.tsx';
import ConfirmDialog from '../ui/ConfirmDialog';
import LikeButton from './LikeButton';
import Pagination from './Pagination';
import ReportButton from './ReportButton';
import ReportDialog from './ReportDialog';
import SortTabs, { SORT_TABS, sortTabId } from './SortTabs';
import { useLikes } from './use-likes';
import { useReport } from './use-report';

const PANEL_ID = 'reviews-panel';

export interface ReviewsSectionProps {
  universityId: number;
  position: ListPosition;
  reviews: Review[];
  totalReviews: number;
  totalPages: number;
  loading: boolean;
  error: string | null;
  loadCount: number;
  onNavigate: (position: ListPosition) => void;
  onRetry: () => void;
  setLikes: (reviewId: number, likes: number) => void;
}

export default function ReviewsSection(props: ReviewsSectionProps) {
  const { universityId, position, reviews, totalReviews, totalPages, loading, error, loadCount, onNavigate, onRetry, setLikes } = props;
  const likes = useLikes(reviews, loadCount, setLikes);
  const report = useReport();
  const heading = useRef<HTMLHeadingElement>(null);
  // Announced only after the visitor changed page or sort, not on the first load.
  const [navigated, setNavigated] = useState(false);
  const sortLabel = SORT_TABS.find((tab) => tab.sort === position.sort)?.label ?? '';
  // The first refresh of the snapshot is silent; loading another page or order is not.
  const busy = loading && (navigated || position.page !== 1 || position.sort !== 'recent');
  const announcement = busy ? 'Loading reviews...' : navigated ? `Page ${position.page} of ${totalPages}, ${sortLabel}` : '';

  // A new page starts at its top: focus goes to the heading, so keyboard and screen reader users
  // continue from there too.
  const goToPage = (page: number) => {
    setNavigated(true);
    onNavigate({ ...position, page });
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'start' });
  };
  const sortBy = (sort: ReviewSort) => {
    setNavigated(true);
    onNavigate({ sort, page: 1 });
  };
  const loginNext = () => encodeURIComponent(window.location.pathname + window.location.search);

  return (
    <section aria-labelledby="reviews-heading" className="mt-10 scroll-mt-4" data-pagefind-ignore>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="reviews-heading" ref={heading} tabIndex={-1} className="scroll-mt-4 text-2xl font-bold">
          Student Reviews <span className="text-slate-600">({totalReviews.toLocaleString('en-US')})</span>
        </h2>
        {totalReviews > 0 && <SortTabs sort={position.sort} panelId={PANEL_ID} onChange={sortBy} />}
      </div>
      {totalReviews === 0 ? (
        <p className="mt-3 text-slate-700">
          No reviews yet. <a href={`/addReview/${universityId}`}>Write the first one</a>.
        </p>
      ) : (
        <div id={PANEL_ID} role="tabpanel" aria-labelledby={sortTabId(position.sort)} aria-busy={loading}>
          {error && (
            <div
              role="alert"
              className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-300 bg-red-50 p-3 text-red-900"
            >
              <p>{error}</p>
              <button type="button" className="btn-secondary" onClick={onRetry}>
                Try again
              </button>
            </div>
          )}
          <p role="status" className="sr-only">
            {announcement}
          </p>
          {/* A bar over the list while another page loads; the list itself stays (no jump, no faded text). */}
          <div className="relative">
            {busy && <div aria-hidden="true" className="absolute inset-x-0 -top-2 h-1 animate-pulse rounded-full bg-brand-600" />}
          </div>
          <ol className="mt-4 space-y-4" data-testid="review-list">
            {reviews.map((review) => (
              <li key={review.id}>
                <ReviewCard
                  review={review}
                  likeControl={
                    <LikeButton
                      likes={review.likes}
                      liked={likes.liked[review.id] ?? false}
                      pending={likes.pending[review.id] ?? false}
                      author={review.username ?? 'Anonymous'}
                      onToggle={() => void likes.toggle(review)}
                    />
                  }
                  reportControl={
                    <ReportButton
                      author={review.username ?? 'Anonymous'}
                      reported={report.reported[review.id] ?? false}
                      onReport={(button) => report.open(review, button)}
                    />
                  }
                />
              </li>
            ))}
          </ol>
          <Pagination page={position.page} totalPages={totalPages} onPage={goToPage} />
          {/* Readers at the end of the list need not scroll back up to the header's button. */}
          <p className="mt-6 text-center text-slate-700">
            Studied here?{' '}
            <a href={`/addReview/${universityId}`} className="font-semibold">
              Write a review
            </a>
          </p>
        </div>
      )}
      <ConfirmDialog
        open={likes.promptOpen}
        title="Log in to like reviews"
        confirmLabel="Log In"
        cancelLabel="Cancel"
        onCancel={likes.closePrompt}
        onConfirm={() => window.location.assign(`/login?next=${loginNext()}`)}
      >
        Likes are counted for members. Log in to like this review; you'll come back to this page.
      </ConfirmDialog>
      <ReportDialog
        review={report.target}
        sending={report.sending}
        problem={report.problem}
        onSend={(reason, note) => void report.send(reason, note)}
        onCancel={report.close}
      />
      <Toast toast={report.toast} onHide={report.hideToast} />
    </section>
  );
}
