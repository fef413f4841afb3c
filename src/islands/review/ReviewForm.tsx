// /addReview/{id}: the review form. Its server-rendered markup is the same form (real radios and
// text fields), hydrated in place; the fields stay uncontrolled so nothing typed before the island
// runs is lost, and the values are read from the form when it is sent. Every rating is required
// (docs/rules/reviews-and-ratings.md#submitting-a-review); the server decides attribution from the
// bearer and `is_anonymous`.
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { RATING_GROUPS, categoryByKey, type RatingField } from '#shared/reviews/ratings.ts';
import { FORM_RATINGS, missingRatings, missingRatingsMessage, ratingLabel } from '#shared/reviews/review-form.ts';
import { COMMENTS_MAX, REVIEW_TEXT_MAX } from '#shared/limits.ts';
import { $auth, api, startAuth } from '#stores/auth.ts';
import { whenAuthReady } from '#islands/hooks/auth-ready.ts';
import { useHydrated } from '#islands/hooks/use-hydrated.ts';
import StarRating from './StarRating';
import CountedTextarea from './CountedTextarea';
import Toast, { type ToastMessage } from './Toast';
import { submitFailureMessage } from './submit-failure';
import { submittedToast } from './submit-result';

export const REDIRECT_AFTER_SUCCESS_MS = 3000;

let toastIds = 0;

function readForm(form: HTMLFormElement) {
  const data = new FormData(form);
  const ratings = Object.fromEntries(FORM_RATINGS.map((c) => [c.field, Number(data.get(c.field)) || 0])) as Record<RatingField, number>;
  const text = (name: string) => String(data.get(name) ?? '').trim() || null;
  return { ratings, reviewText: text('review_text'), comments: text('comments') };
}

export default function ReviewForm({ universityId, universityName }: { universityId: number; universityName: string }) {
  const hydrated = useHydrated();
  const auth = useStore($auth);
  const [missing, setMissing] = useState<ReadonlySet<string>>(new Set());
  const [anonymous, setAnonymous] = useState(false);
  const [state, setState] = useState<'editing' | 'submitting' | 'done'>('editing');
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const [rated, setRated] = useState(0);
  const countRated = () => setRated(form.current?.querySelectorAll('input[type="radio"]:checked').length ?? 0);
  const universityPath = `/university/${universityId}`;
  // The stored session shows at once; a session that fails to verify turns back into a visitor.
  const loggedIn = hydrated && auth.user !== null;

  useEffect(() => startAuth(), []);
  // Stars chosen before the island ran count too.
  useEffect(countRated, []);
  const hideToast = useCallback(() => setToast(null), []);
  const show = (kind: ToastMessage['kind'], text: string) => setToast({ id: ++toastIds, kind, text });

  function clearMissing(name: string) {
    if (missing.has(name)) setMissing(new Set([...missing].filter((field) => field !== name)));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state !== 'editing' || !form.current) return;
    const { ratings, reviewText, comments } = readForm(form.current);
    const absent = missingRatings(ratings);
    if (absent.length) {
      setMissing(new Set(absent));
      show('error', missingRatingsMessage(absent.map(ratingLabel)));
      const group = form.current.querySelector<HTMLFieldSetElement>(`fieldset[data-field="${absent[0]}"]`);
      group?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      group?.querySelector('input')?.focus({ preventScroll: true });
      return;
    }
    setState('submitting');
    await whenAuthReady();
    const user = $auth.get().user;
    const isAnonymous = !user || anonymous;
    try {
      const reply: unknown = await api.reviews.submit.mutate({
        university_id: universityId,
        university_name: universityName,
        user_id: isAnonymous ? null : user.id,
        is_anonymous: isAnonymous,
        review_text: reviewText,
        comments,
        ...ratings,
      });
      setState('done');
      show('success', submittedToast(reply));
      setTimeout(() => window.location.assign(universityPath), REDIRECT_AFTER_SUCCESS_MS);
    } catch (caught) {
      // Everything typed stays; the server's message says what to fix.
      setState('editing');
      show('error', submitFailureMessage(caught));
    }
  }

  return (
    <div className="mx-auto max-w-3xl">
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

      <form
        ref={form}
        className="mt-6 space-y-6"
        noValidate
        onSubmit={submit}
        onChange={(event) => {
          clearMissing((event.target as unknown as HTMLInputElement).name);
          countRated();
        }}
      >
        <section className="card" aria-labelledby="overall-heading">
          <h2 id="overall-heading" className="sr-only">
            Overall
          </h2>
          <StarRating field="overall_rating" label={categoryByKey('overall').label} missing={missing.has('overall_rating')} large />
        </section>
        {RATING_GROUPS.map((group) => (
          <section key={group.title} className="card px-2 py-3 sm:px-5" aria-labelledby={`group-${group.keys[0]}`}>
            <h2 id={`group-${group.keys[0]}`} className="px-3 text-lg font-semibold text-slate-900">
              {group.title}
            </h2>
            <div className="mt-1 divide-y divide-slate-100">
              {group.keys.map((key) => {
                const category = categoryByKey(key);
                return (
                  <StarRating
                    key={key}
                    field={category.field as RatingField}
                    label={category.label}
                    missing={missing.has(category.field)}
                  />
                );
              })}
            </div>
          </section>
        ))}
        <section className="card space-y-5" aria-labelledby="words-heading">
          <h2 id="words-heading" className="text-lg font-semibold text-slate-900">
            In your own words
          </h2>
          <CountedTextarea
            name="review_text"
            label="Your review"
            hint="What is student life like? What should a new student know?"
            max={REVIEW_TEXT_MAX}
            rows={6}
          />
          <CountedTextarea
            name="comments"
            label="Other comments"
            hint="Anything else: tips, warnings, a favourite place on campus."
            max={COMMENTS_MAX}
            rows={3}
          />
        </section>
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
        <div className="js-only flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
          <button type="submit" className="btn-primary w-full sm:w-auto" disabled={state !== 'editing'}>
            {state === 'submitting' ? 'Submitting...' : state === 'done' ? 'Submitted' : 'Submit Review'}
          </button>
          <p className="text-center text-sm text-slate-700 sm:text-left" data-testid="rated-count">
            {rated} of {FORM_RATINGS.length} ratings chosen
          </p>
        </div>
      </form>
      <Toast toast={toast} onHide={hideToast} />
    </div>
  );
}
