// The author's own reviews for Saved Reviews: loaded once, then kept in step with what they do
// here (a delete takes one out, an appeal puts one back in the queue).
import { useEffect, useState } from 'react';
import type { OwnReview } from '#shared/types.ts';
import { apiErrorInfo } from '#lib/trpc.ts';
import { api } from '#stores/auth.ts';

export const LOAD_FAILED = 'Failed to fetch reviews';

export function useSavedReviews() {
  const [reviews, setReviews] = useState<OwnReview[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    api.account.myReviews
      .query()
      .then((result) => setReviews(result.reviews))
      .catch((caught) => {
        if (apiErrorInfo(caught).status === 404) setReviews([]);
        else setLoadError(LOAD_FAILED);
      });
  }, []);

  const update = (id: number, change: (review: OwnReview) => OwnReview | null) =>
    setReviews((list) => (list ?? []).flatMap((review) => (review.id === id ? (change(review) ?? []) : [review])));

  return {
    reviews,
    loadError,
    removeFromList: (id: number) => update(id, () => null),
    /** Appealed: held again for a moderator when `sent`, else it was appealed before. */
    markAppealed: (id: number, sent: boolean) =>
      update(id, (review) => ({ ...review, appealed: true, status: sent ? 'held' : review.status })),
  };
}
