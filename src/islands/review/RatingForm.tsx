// The review form of both a new review and an edit. Its server-rendered markup is the same form
// (real radios and text fields), hydrated in place; the fields stay uncontrolled so nothing typed
// before the island runs is lost, and the values are read from the form when it is sent. Every
// rating is required (docs/rules/reviews-and-ratings.md#submitting-a-review). What is sent, and
// where the student goes afterwards, is the caller's `send`.
import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { RatingField } from '#shared/reviews/ratings.ts';
import { FORM_RATINGS, missingRatings, missingRatingsMessage, ratingLabel } from '#shared/reviews/review-form.ts';
import ReviewFields from './ReviewFields';
import Toast, { type ToastMessage } from '#islands/ui/Toast.tsx';
import { readReviewForm, type ReviewValues } from './review-values';
import { submitFailureMessage } from './submit-failure';
import type { SentOutcome } from './submit-result';

/** Long enough to read the toast before the next page opens. */
export const REDIRECT_AFTER_SUCCESS_MS = 3000;

/** The submit button's text before, while and after sending. */
export interface SubmitLabels {
  idle: string;
  busy: string;
  done: string;
}

let toastIds = 0;

export default function RatingForm({
  send,
  labels,
  initial,
  children,
}: {
  send: (values: ReviewValues) => Promise<SentOutcome>;
  labels: SubmitLabels;
  initial?: ReviewValues;
  /** Controls shown above the submit button (the anonymous choice of a new review). */
  children?: ReactNode;
}) {
  const [missing, setMissing] = useState<ReadonlySet<string>>(new Set());
  const [state, setState] = useState<'editing' | 'submitting' | 'done'>('editing');
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const [rated, setRated] = useState(0);
  const countRated = () => setRated(form.current?.querySelectorAll('input[type="radio"]:checked').length ?? 0);

  // Stars chosen before the island ran (or saved ones an edit starts from) count too.
  useEffect(countRated, []);
  const hideToast = useCallback(() => setToast(null), []);
  const show = (kind: ToastMessage['kind'], text: string) => setToast({ id: ++toastIds, kind, text });

  function clearMissing(name: string) {
    if (missing.has(name)) setMissing(new Set([...missing].filter((field) => field !== name)));
  }

  function markMissing(absent: RatingField[]) {
    setMissing(new Set(absent));
    show('error', missingRatingsMessage(absent.map(ratingLabel)));
    const group = form.current?.querySelector<HTMLFieldSetElement>(`fieldset[data-field="${absent[0]}"]`);
    group?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    group?.querySelector('input')?.focus({ preventScroll: true });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state !== 'editing' || !form.current) return;
    const values = readReviewForm(form.current);
    const absent = missingRatings(values.ratings);
    if (absent.length) return markMissing(absent);
    setState('submitting');
    try {
      const outcome = await send(values);
      setState('done');
      show('success', outcome.text);
      setTimeout(() => window.location.assign(outcome.next), REDIRECT_AFTER_SUCCESS_MS);
    } catch (caught) {
      // Everything typed stays; the server's message says what to fix.
      setState('editing');
      show('error', submitFailureMessage(caught));
    }
  }

  return (
    <>
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
        <ReviewFields missing={missing} initial={initial} />
        {children}
        <div className="js-only flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
          <button type="submit" className="btn-primary w-full sm:w-auto" disabled={state !== 'editing'}>
            {state === 'submitting' ? labels.busy : state === 'done' ? labels.done : labels.idle}
          </button>
          <p className="text-center text-sm text-slate-700 sm:text-left" data-testid="rated-count">
            {rated} of {FORM_RATINGS.length} ratings chosen
          </p>
        </div>
      </form>
      <Toast toast={toast} onHide={hideToast} />
    </>
  );
}
