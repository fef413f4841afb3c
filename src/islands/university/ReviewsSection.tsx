// 'Student Reviews' with the total (of the filtered list, 'N of M'), the sort and filter controls,
// one page of reviews with like and report buttons (and a report button for each university
// reply), and the page bar. While another page loads the current one stays (a bar above it), so
// the layout holds still. Until the first live page arrives the list is `staticList`: the build's
// first page, server-rendered into the island's slot.
import { useRef, useState, type ReactNode, type Ref } from 'react';
import type { Review } from '#shared/types.ts';
import { NO_FILTER, isFiltered, type ReviewFilter, type ReviewSort } from '#shared/reviews/review-filters.ts';
import { authorName } from '#shared/reviews/messages.ts';
import { listPositionSearch, type ListPosition } from '#lib/review-list-url.ts';
import Toast from '#islands/ui/Toast.tsx';
import ConfirmDialog from '../ui/ConfirmDialog';
import LikeButton from './LikeButton';
import Pagination from './Pagination';
import ReportButton from './ReportButton';
import ReportDialog from './ReportDialog';
import ReviewCards from './ReviewCards';
import ReviewFilters from './ReviewFilters';
import NoScriptFilters from './NoScriptFilters';
import type { FilterCounts } from '#shared/universities/university-live.ts';
import { LIST_TEXTS, filteredCountText, headingCount, pageText } from './review-list-texts';
import { useLikes } from './use-likes';
import { useReport } from './use-report';

const PANEL_ID = 'reviews-panel';

export interface ReviewsSectionProps {
  universityId: number;
  /** The position asked for (the controls show it)... */
  position: ListPosition;
  /** ...and the one the reviews and totals below answer. */
  shown: ListPosition;
  counts: FilterCounts;
  reviews: Review[];
  totalReviews: number;
  totalPages: number;
  loading: boolean;
  error: string | null;
  loadCount: number;
  onNavigate: (position: ListPosition) => void;
  onRetry: () => void;
  setLikes: (reviewId: number, likes: number) => void;
  /** Shown instead of `reviews` while set: the static first page, until live data arrives. */
  staticList?: ReactNode;
  /** The section, for the island's directive (useLiveIsland). */
  ref?: Ref<HTMLElement>;
}

type Change = 'page' | 'sort' | 'filter';

export default function ReviewsSection(props: ReviewsSectionProps) {
  const { universityId, position, shown, counts, reviews, totalReviews, totalPages, loading, error, loadCount } = props;
  const { onNavigate, onRetry, setLikes, staticList, ref } = props;
  const likes = useLikes(reviews, loadCount, setLikes);
  const report = useReport();
  const heading = useRef<HTMLHeadingElement>(null);
  // Announced only after the visitor changed page, sort or filter, not on the first load.
  const [change, setChange] = useState<Change | null>(null);
  const filtered = isFiltered(shown);
  const allReviews = filtered ? counts.all : totalReviews;
  // The first refresh of the snapshot is silent; loading another page, order or filter is not.
  const busy = loading && (change !== null || listPositionSearch(position) !== '');
  const announcement = busy
    ? LIST_TEXTS.loading
    : change === 'filter'
      ? filteredCountText(totalReviews)
      : change
        ? pageText(shown.page, totalPages, shown.sort)
        : '';

  const navigate = (kind: Change, target: ListPosition) => {
    setChange(kind);
    onNavigate(target);
  };
  // A new page starts at its top: focus goes to the heading, so keyboard and screen reader users
  // continue from there too.
  const toHeading = () => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'start' });
  };
  const goToPage = (page: number) => {
    navigate('page', { ...position, page });
    toHeading();
  };
  const sortBy = (sort: ReviewSort) => navigate('sort', { ...position, sort, page: 1 });
  const filterBy = (filter: ReviewFilter) => navigate('filter', { ...position, ...filter, page: 1 });
  // The button goes away with the filters, so focus moves to the heading rather than to nowhere.
  const clearFilters = () => {
    filterBy(NO_FILTER);
    toHeading();
  };
  const loginNext = () => encodeURIComponent(window.location.pathname + window.location.search);

  return (
    <section ref={ref} aria-labelledby="reviews-heading" className="mt-10 scroll-mt-4" data-pagefind-ignore>
      <ReviewsHeading ref={heading} count={headingCount(totalReviews, allReviews, filtered)} />
      {allReviews === 0 ? (
        <NoReviewsYet universityId={universityId} />
      ) : (
        <>
          <ReviewFilters
            sort={position.sort}
            filter={{ rating: position.rating, verifiedOnly: position.verifiedOnly, level: position.level, field: position.field }}
            counts={counts}
            onSort={sortBy}
            onFilter={filterBy}
          />
          <NoScriptFilters universityId={universityId} level={position.level} field={position.field} />
          <div id={PANEL_ID} aria-busy={loading}>
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
            {totalReviews === 0 && (
              <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-5">
                <p className="text-slate-800">{LIST_TEXTS.noMatch}</p>
                <button type="button" className="btn-secondary" onClick={clearFilters}>
                  {LIST_TEXTS.clearFilters}
                </button>
              </div>
            )}
            {staticList ?? (
              <ReviewCards
                reviews={reviews}
                controls={{
                  like: (review) => (
                    <LikeButton
                      reviewId={review.id}
                      likes={review.likes}
                      liked={likes.liked[review.id] ?? false}
                      pending={likes.pending[review.id] ?? false}
                      author={authorName(review)}
                      onToggle={() => void likes.toggle(review)}
                    />
                  ),
                  report: (review) => (
                    <ReportButton
                      reviewId={review.id}
                      author={authorName(review)}
                      reported={report.reported.review[review.id] ?? false}
                      onReport={(button) => report.open(review, button)}
                    />
                  ),
                  replyReport: (review, reply) => (
                    <ReportButton
                      reviewId={review.id}
                      subject="reply"
                      author={reply.university_name}
                      reported={report.reported.reply[review.id] ?? false}
                      onReport={(button) => report.open(review, button, 'reply')}
                    />
                  ),
                }}
              />
            )}
            <Pagination page={position.page} totalPages={totalPages} onPage={goToPage} />
            <WriteAReview universityId={universityId} />
          </div>
        </>
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
        target={report.target}
        sending={report.sending}
        problem={report.problem}
        onSend={(reason, note) => void report.send(reason, note)}
        onCancel={report.close}
      />
      <Toast toast={report.toast} onHide={report.hideToast} />
    </section>
  );
}

/** 'Student Reviews (24)': where a new page of the list starts (focus goes here). */
export function ReviewsHeading({ count, ref }: { count: string; ref?: Ref<HTMLHeadingElement> }) {
  return (
    <h2 id="reviews-heading" ref={ref} tabIndex={-1} className="scroll-mt-4 text-2xl font-bold">
      {LIST_TEXTS.heading} <span className="text-slate-600">{count}</span>
    </h2>
  );
}

export function NoReviewsYet({ universityId }: { universityId: number }) {
  return (
    <p className="mt-3 text-slate-700">
      No reviews yet. <a href={`/addReview/${universityId}`}>Write the first one</a>.
    </p>
  );
}

/** Readers at the end of the list need not scroll back up to the header's button. */
export function WriteAReview({ universityId }: { universityId: number }) {
  return (
    <p className="mt-6 text-center text-slate-700">
      Studied here?{' '}
      <a href={`/addReview/${universityId}`} className="font-semibold">
        Write a review
      </a>
    </p>
  );
}
