// The appeal against a removal (docs/rules/trust-and-moderation.md#appeals), in a modal
// (ModalDialog): focus goes to the message, Escape and Cancel close it. The message is required
// and counted against the server's limit; the server's refusal is shown in the dialog. Once the
// review is appealed (now, or before: 409) its Appeal button is gone, so the dialog closes and
// focus goes to the note that took the button's place.
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { OwnReview } from '#shared/types.ts';
import { APPEAL_MESSAGE_MAX } from '#shared/limits.ts';
import { apiErrorInfo } from '#lib/trpc.ts';
import { api } from '#stores/auth.ts';
import { TOO_MANY_REQUESTS } from '#shared/site/messages.ts';
import ModalDialog, { type ModalIds } from '#islands/ui/ModalDialog.tsx';
import DialogFrame from '#islands/ui/DialogFrame.tsx';
import CountedField from '#islands/ui/CountedField.tsx';
import { appealNoteId } from './ReviewStatus';
import {
  APPEAL_CANCEL,
  APPEAL_EMPTY,
  APPEAL_FAILED,
  APPEAL_LABEL,
  APPEAL_SEND,
  APPEAL_SENDING,
  APPEAL_TITLE,
  appealIntro,
} from './saved-texts';

function failureText(caught: unknown): string {
  const info = apiErrorInfo(caught);
  if (info.status === 429) return TOO_MANY_REQUESTS;
  if (info.network || !info.message.trim()) return APPEAL_FAILED;
  return info.message;
}

export interface AppealDialogProps {
  /** The removed review to appeal; null keeps the dialog closed. */
  review: OwnReview | null;
  onClose: () => void;
  /** `sent` is false when the server says it was appealed already. */
  onAppealed: (review: OwnReview, sent: boolean) => void;
}

export default function AppealDialog({ review, onClose, onAppealed }: AppealDialogProps) {
  const [sending, setSending] = useState(false);
  // Set once appealed: after the dialog has closed and the note has replaced the Appeal button.
  const [noteToFocus, setNoteToFocus] = useState<{ reviewId: number } | null>(null);
  useEffect(() => {
    if (noteToFocus) document.getElementById(appealNoteId(noteToFocus.reviewId))?.focus();
  }, [noteToFocus]);

  const appealed = (appealedReview: OwnReview, sent: boolean) => {
    onAppealed(appealedReview, sent);
    onClose();
    setNoteToFocus({ reviewId: appealedReview.id });
  };
  const formProps = { sending, setSending, onClose, onAppealed: appealed };
  return (
    <ModalDialog open={review !== null} busy={sending} onDismiss={onClose} described>
      {(ids) =>
        // Keyed by review, so each appeal starts from an empty message.
        review && <AppealForm key={review.id} review={review} ids={ids} {...formProps} />
      }
    </ModalDialog>
  );
}

type FormProps = Omit<AppealDialogProps, 'review'> & {
  review: OwnReview;
  ids: ModalIds;
  sending: boolean;
  setSending: (sending: boolean) => void;
};

function AppealForm({ review, ids, sending, setSending, onClose, onAppealed }: FormProps) {
  const id = useId();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function send(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    if (!message.trim()) return setError(APPEAL_EMPTY);
    setError(null);
    setSending(true);
    try {
      await api.reviews.appeal.mutate({ reviewId: review.id, message: message.trim() });
      onAppealed(review, true);
    } catch (caught) {
      if (apiErrorInfo(caught).status === 409) onAppealed(review, false);
      else setError(failureText(caught));
    } finally {
      setSending(false);
    }
  }

  return (
    <DialogFrame
      ids={ids}
      title={APPEAL_TITLE}
      description={appealIntro(review.university_name)}
      alert={{ id: `${id}-error`, text: error }}
      actions={{ cancelLabel: APPEAL_CANCEL, onCancel: onClose, confirmLabel: APPEAL_SEND, busy: sending, busyLabel: APPEAL_SENDING }}
      form={{ onSubmit: (event) => void send(event) }}
    >
      <CountedField
        id={`${id}-message`}
        label={APPEAL_LABEL}
        labelClassName="label mt-4"
        className="input"
        rows={5}
        required
        aria-required="true"
        length={message.length}
        max={APPEAL_MESSAGE_MAX}
        aria-invalid={error === APPEAL_EMPTY}
        describedBy={error ? `${id}-error` : undefined}
        value={message}
        onChange={(event) => {
          setMessage(event.target.value);
          if (error === APPEAL_EMPTY) setError(null);
        }}
      />
    </DialogFrame>
  );
}
