// /savedReviews: the reviews the user wrote while logged in, each with its status
// (docs/rules/trust-and-moderation.md#who-sees-what): editable, deletable after a confirmation
// that names the university, and a removed one appealable once. The parts live in saved/.
import { useState } from 'react';
import type { OwnReview } from '#shared/types.ts';
import { api } from '#stores/auth.ts';
import AuthGuard from './AuthGuard';
import ConfirmDialog from '#islands/ui/ConfirmDialog.tsx';
import { ErrorBanner } from '#islands/ui/Banner.tsx';
import SavedReviewItem from './saved/SavedReviewItem';
import AppealDialog from './saved/AppealDialog';
import { useSavedReviews } from './saved/use-saved-reviews';
import { appealSent } from './saved/saved-texts';

function ReviewList() {
  const { reviews, loadError, removeFromList, markAppealed } = useSavedReviews();
  const [target, setTarget] = useState<OwnReview | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [appealing, setAppealing] = useState<OwnReview | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function confirmDelete() {
    if (!target) return;
    setDeleting(true);
    try {
      await api.reviews.delete.mutate({ reviewId: target.id });
      removeFromList(target.id);
      setTarget(null);
      setDeleteError(null);
    } catch {
      setDeleteError('Failed to delete review. Please try again.');
      setTarget(null);
    }
    setDeleting(false);
  }

  function appealed(review: OwnReview, sent: boolean) {
    markAppealed(review.id, sent);
    // The dialog closes itself and moves focus to the note that took the button's place.
    if (sent) setNotice(appealSent(review.university_name));
  }

  return (
    <div className="mx-auto max-w-3xl">
      <a href="/" className="text-sm">
        ← Browse Universities
      </a>
      <h1 className="mt-3 text-3xl font-bold">Your Saved Reviews</h1>
      <p className="mt-1 text-slate-700">All reviews you've saved or created</p>
      <div className="mt-6 space-y-4">
        {/* Always in the page, so that a new notice is announced. */}
        <div role="status">{notice && <p className="rounded-lg border border-green-300 bg-green-50 p-3 text-green-900">{notice}</p>}</div>
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
          <SavedReviewItem
            key={review.id}
            review={review}
            onDelete={() => setTarget(review)}
            onAppeal={() => {
              setNotice(null);
              setAppealing(review);
            }}
          />
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
      <AppealDialog review={appealing} onClose={() => setAppealing(null)} onAppealed={appealed} />
    </div>
  );
}

export default function SavedReviews() {
  return <AuthGuard>{() => <ReviewList />}</AuthGuard>;
}
