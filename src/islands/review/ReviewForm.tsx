// /addReview/{id}: a new review. Anyone may post one; the server decides attribution from the
// bearer and `is_anonymous` (docs/rules/reviews-and-ratings.md#submitting-a-review), so a visitor
// is told their review will be anonymous, and a logged-in student may choose to post anonymously.
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $auth, api, startAuth } from '#stores/auth.ts';
import { whenAuthReady } from '#islands/hooks/auth-ready.ts';
import { useHydrated } from '#islands/hooks/use-hydrated.ts';
import { useLiveIsland } from '#islands/hooks/use-live-island.ts';
import RatingForm from './RatingForm';
import type { ReviewValues } from './review-values';
import { submittedOutcome } from './submit-result';

export { REDIRECT_AFTER_SUCCESS_MS } from './RatingForm';

const SUBMIT_LABELS = { idle: 'Submit Review', busy: 'Submitting...', done: 'Submitted' };

export default function ReviewForm({ universityId, universityName }: { universityId: number; universityName: string }) {
  const hydrated = useHydrated();
  const live = useLiveIsland<HTMLDivElement>();
  const auth = useStore($auth);
  const [anonymous, setAnonymous] = useState(false);
  const universityPath = `/university/${universityId}`;
  // The stored session shows at once; a session that fails to verify turns back into a visitor.
  const loggedIn = hydrated && auth.user !== null;

  useEffect(() => startAuth(), []);

  async function send({ ratings, reviewText, comments, context }: ReviewValues) {
    await whenAuthReady();
    const user = $auth.get().user;
    const isAnonymous = !user || anonymous;
    const reply: unknown = await api.reviews.submit.mutate({
      university_id: universityId,
      university_name: universityName,
      user_id: isAnonymous ? null : user.id,
      is_anonymous: isAnonymous,
      review_text: reviewText,
      comments,
      ...ratings,
      ...context,
    });
    return submittedOutcome(reply, universityId, !isAnonymous);
  }

  return (
    <div ref={live} className="mx-auto max-w-3xl">
      <a href={universityPath} className="btn-secondary">
        <span aria-hidden="true">←</span> Back to University
      </a>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">Rate {universityName}</h1>
      <p className="mt-2 text-slate-700">Choose 1 to 5 stars for each part of student life (5 is best). The written parts are optional.</p>

      {!loggedIn && (
        <div className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950" data-testid="anonymous-banner">
          <p>
            <strong>You're not logged in, so your review will be posted anonymously.</strong> Anonymous reviews can't be edited or deleted
            later.{' '}
            <a href={`/login?next=${encodeURIComponent(`/addReview/${universityId}`)}`} className="font-semibold text-amber-950">
              Log in to post under your username
            </a>
            .
          </p>
        </div>
      )}

      <RatingForm send={send} labels={SUBMIT_LABELS}>
        {loggedIn && (
          <div className="card">
            <label className="flex min-h-11 cursor-pointer items-start gap-3">
              <input
                type="checkbox"
                className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
                checked={anonymous}
                onChange={(event) => setAnonymous(event.target.checked)}
              />
              <span>
                <span className="font-semibold text-slate-900">Post anonymously</span>
                <span className="block text-sm text-slate-700">
                  Your username ({auth.user?.username}) won't be shown, and you won't be able to delete this review later.
                </span>
              </span>
            </label>
          </div>
        )}
      </RatingForm>
    </div>
  );
}
