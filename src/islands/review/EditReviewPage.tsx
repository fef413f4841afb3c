// /editReview/{id}: finds the review among the signed-in author's own (a visitor is sent to log
// in first) and opens it in the review form. Another account's review, or an unknown or deleted
// one, is 'Review not found'; a removed one cannot be edited, only appealed.
import { useEffect, useState } from 'react';
import type { OwnReview } from '#shared/types.ts';
import { api } from '#stores/auth.ts';
import AuthGuard from '#islands/account/AuthGuard.tsx';
import { ErrorBanner } from '#islands/ui/Banner.tsx';
import EditReviewForm from './EditReviewForm';
import { SAVED_REVIEWS_PATH } from './submit-result';
import {
  BACK_TO_SAVED_REVIEWS,
  EDIT_LOADING,
  EDIT_LOAD_FAILED,
  EDIT_NOT_FOUND,
  EDIT_NOT_FOUND_DETAIL,
  EDIT_REMOVED,
  EDIT_REMOVED_HEADING,
} from './edit-texts';

type Lookup = { kind: 'loading' } | { kind: 'failed' } | { kind: 'missing' } | { kind: 'found'; review: OwnReview };

function CannotEdit({ heading, detail }: { heading: string; detail: string }) {
  return (
    <section className="card mx-auto max-w-md text-center" aria-labelledby="cannot-edit-heading">
      <h1 id="cannot-edit-heading" className="text-2xl font-bold text-slate-900">
        {heading}
      </h1>
      <p className="mt-2 text-slate-700">{detail}</p>
      <a href={SAVED_REVIEWS_PATH} className="btn-primary mt-5">
        {BACK_TO_SAVED_REVIEWS}
      </a>
    </section>
  );
}

function OwnReviewEditor({ reviewId }: { reviewId: number | null }) {
  const [lookup, setLookup] = useState<Lookup>({ kind: 'loading' });
  useEffect(() => {
    if (reviewId === null) return setLookup({ kind: 'missing' });
    api.account.myReviews
      .query()
      .then(({ reviews }) => {
        const review = reviews.find((r) => r.id === reviewId);
        setLookup(review ? { kind: 'found', review } : { kind: 'missing' });
      })
      .catch(() => setLookup({ kind: 'failed' }));
  }, [reviewId]);

  if (lookup.kind === 'loading') {
    return (
      <p role="status" className="py-16 text-center text-slate-700">
        {EDIT_LOADING}
      </p>
    );
  }
  if (lookup.kind === 'failed') return <ErrorBanner>{EDIT_LOAD_FAILED}</ErrorBanner>;
  if (lookup.kind === 'missing') return <CannotEdit heading={EDIT_NOT_FOUND} detail={EDIT_NOT_FOUND_DETAIL} />;
  if (lookup.review.status === 'removed') return <CannotEdit heading={EDIT_REMOVED_HEADING} detail={EDIT_REMOVED} />;
  return <EditReviewForm review={lookup.review} />;
}

export default function EditReviewPage({ reviewId }: { reviewId: number | null }) {
  return <AuthGuard>{() => <OwnReviewEditor reviewId={reviewId} />}</AuthGuard>;
}
