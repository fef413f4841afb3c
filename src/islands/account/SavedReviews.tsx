// /savedReviews: the reviews the user wrote while logged in, each deletable after a
// confirmation that names the university.
import { useEffect, useState } from 'react';
import type { Review } from '#shared/types.ts';
import { SAVED_REVIEW_FIELDS, SUB_CATEGORIES, formatRating } from '#shared/reviews/ratings.ts';
import { longUsDate } from '#lib/format.ts';
import { apiErrorInfo } from '#lib/trpc.ts';
import { api } from '#stores/auth.ts';
import AuthGuard from './AuthGuard';
import Stars from '#components/Stars.tsx';
import ConfirmDialog from '../ui/ConfirmDialog';
import { ErrorBanner } from '../ui/Banner';

const LABELS = Object.fromEntries(SUB_CATEGORIES.map((c) => [c.field, c.label]));

function ReviewItem({ review, onDelete }: { review: Review; onDelete: () => void }) {
  const ratings = SAVED_REVIEW_FIELDS.filter((field) => typeof review[field] === 'number' && review[field] > 0);
  return (
    <article className="card" aria-labelledby={`saved-${review.id}`}>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={`saved-${review.id}`} className="text-lg font-semibold">
            <a href={`/university/${review.university_id}`}>{review.university_name}</a>
          </h2>
          <p className="text-sm text-slate-700">{longUsDate(review.created_at)}</p>
        </div>
        <div className="flex items-center gap-3">
          <Stars value={review.overall_rating} />
          <span className="font-semibold tabular-nums">{formatRating(review.overall_rating)}</span>
          <button type="button" className="btn-secondary text-red-800" onClick={onDelete}>
            Delete<span className="sr-only"> review of {review.university_name}</span>
          </button>
        </div>
      </header>
      {review.review_text && <p className="mt-3 whitespace-pre-line text-slate-800">{review.review_text}</p>}
      {ratings.length > 0 && (
        <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
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
    </article>
  );
}

function ReviewList() {
  const [reviews, setReviews] = useState<Review[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [target, setTarget] = useState<Review | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  useEffect(() => {
    api.account.myReviews
      .query()
      .then((result) => setReviews(result.reviews))
      .catch((caught) => {
        if (apiErrorInfo(caught).status === 404) setReviews([]);
        else setLoadError('Failed to fetch reviews');
      });
  }, []);

  async function confirmDelete() {
    if (!target) return;
    setDeleting(true);
    try {
      await api.reviews.delete.mutate({ reviewId: target.id });
      setReviews((list) => (list ?? []).filter((r) => r.id !== target.id));
      setTarget(null);
      setDeleteError(null);
    } catch {
      setDeleteError('Failed to delete review. Please try again.');
      setTarget(null);
    }
    setDeleting(false);
  }

  return (
    <div className="mx-auto max-w-3xl">
      <a href="/" className="text-sm">
        ← Browse Universities
      </a>
      <h1 className="mt-3 text-3xl font-bold">Your Saved Reviews</h1>
      <p className="mt-1 text-slate-700">All reviews you've saved or created</p>
      <div className="mt-6 space-y-4">
        {deleteError && <ErrorBanner onDismiss={() => setDeleteError(null)}>{deleteError}</ErrorBanner>}
        {loadError && <ErrorBanner>{loadError}</ErrorBanner>}
        {!reviews && !loadError && (
          <div role="status" className="flex items-center gap-3 py-10 text-slate-700">
            <span className="h-6 w-6 animate-spin rounded-full border-4 border-brand-600 border-t-transparent" aria-hidden="true" />
            Loading your reviews...
          </div>
        )}
        {reviews?.length === 0 && <p className="card text-slate-700">No reviews found</p>}
        {reviews?.map((review) => (
          <ReviewItem key={review.id} review={review} onDelete={() => setTarget(review)} />
        ))}
      </div>
      <ConfirmDialog
        open={target !== null}
        title="Delete this review?"
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={deleting}
        destructive
        onCancel={() => setTarget(null)}
        onConfirm={confirmDelete}
      >
        Your review of {target?.university_name} will be removed for good.
      </ConfirmDialog>
    </div>
  );
}

export default function SavedReviews() {
  return <AuthGuard>{() => <ReviewList />}</AuthGuard>;
}
