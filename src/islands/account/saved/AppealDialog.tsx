// The appeal against a removal (docs/rules/trust-and-moderation.md#appeals), in a modal on the
// native <dialog>: focus goes to the message (its first control), Escape and Cancel close it, and focus returns to the
// button that opened it. The message is required and counted against the server's limit; the
// server's refusal is shown in the dialog.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { OwnReview } from '#shared/types.ts';
import { APPEAL_MESSAGE_MAX } from '#shared/limits.ts';
import { apiErrorInfo } from '#lib/trpc.ts';
import { api } from '#stores/auth.ts';
import { TOO_MANY_REQUESTS } from '#shared/site/messages.ts';
import { APPEAL_EMPTY, APPEAL_FAILED, APPEAL_LABEL, APPEAL_SEND, APPEAL_SENDING, APPEAL_TITLE, appealIntro } from './saved-texts';

function failureText(caught: unknown): string {
  const info = apiErrorInfo(caught);
  if (info.status === 429) return TOO_MANY_REQUESTS;
  if (info.network || !info.message.trim()) return APPEAL_FAILED;
  return info.message;
}

export default function AppealDialog({
  review,
  onClose,
  onAppealed,
}: {
  /** The removed review to appeal; null keeps the dialog closed. */
  review: OwnReview | null;
  onClose: () => void;
  /** `sent` is false when the server says it was appealed already. */
  onAppealed: (review: OwnReview, sent: boolean) => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (review && !dialog.open) {
      setMessage('');
      setError(null);
      dialog.showModal();
    }
    if (!review && dialog.open) dialog.close();
  }, [review]);

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!review || sending) return;
    if (!message.trim()) return setError(APPEAL_EMPTY);
    setSending(true);
    try {
      await api.reviews.appeal.mutate({ reviewId: review.id, message: message.trim() });
      onAppealed(review, true);
    } catch (caught) {
      setError(failureText(caught));
      if (apiErrorInfo(caught).status === 409) onAppealed(review, false);
    }
    setSending(false);
  }

  const errorId = `${id}-error`;
  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro`}
      onCancel={(event) => {
        event.preventDefault();
        if (!sending) onClose();
      }}
      // Also when the browser closes it by itself (a second Escape), so the state follows.
      onClose={onClose}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-xl border border-slate-200 p-0 shadow-xl backdrop:bg-slate-900/50"
    >
      <form className="p-6" noValidate onSubmit={send}>
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          {APPEAL_TITLE}
        </h2>
        <p id={`${id}-intro`} className="mt-2 text-slate-700">
          {review && appealIntro(review.university_name)}
        </p>
        <label htmlFor={`${id}-message`} className="label mt-4">
          {APPEAL_LABEL}
        </label>
        <textarea
          id={`${id}-message`}
          className="input"
          rows={5}
          required
          aria-required="true"
          maxLength={APPEAL_MESSAGE_MAX}
          aria-invalid={error === APPEAL_EMPTY}
          aria-describedby={`${id}-count${error ? ` ${errorId}` : ''}`}
          value={message}
          onChange={(event) => {
            setMessage(event.target.value);
            if (error === APPEAL_EMPTY) setError(null);
          }}
        />
        <p id={`${id}-count`} className="mt-1 text-right text-sm tabular-nums text-slate-700">
          {message.length.toLocaleString('en-US')} / {APPEAL_MESSAGE_MAX.toLocaleString('en-US')} characters
        </p>
        {error && (
          <p id={errorId} role="alert" className="mt-3 rounded-lg border border-red-300 bg-red-50 p-3 text-red-900">
            {error}
          </p>
        )}
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <button type="button" className="btn-secondary" onClick={onClose} disabled={sending}>
            Cancel
          </button>
          <button type="submit" className="btn-primary" disabled={sending}>
            {sending ? APPEAL_SENDING : APPEAL_SEND}
          </button>
        </div>
      </form>
    </dialog>
  );
}
