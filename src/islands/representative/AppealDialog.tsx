// The appeal against the removal of the university's reply (docs/rules/trust-and-moderation.md#university-replies),
// in a modal (ModalDialog): focus goes to the message, Escape and Cancel close it. The message is
// required and counted against the server's limit; the server's refusal is shown in the dialog.
// Once the reply is appealed (now, or before: 409) its Appeal button is gone, so the dialog closes
// and the list moves focus to the note that took the button's place.
import { useId, useState, type FormEvent } from 'react';
import type { RepresentativeItem } from '#shared/types.ts';
import { APPEAL_MESSAGE_MAX } from '#shared/limits.ts';
import { authorName } from '#shared/reviews/messages.ts';
import { longUsDate } from '#lib/format.ts';
import { apiErrorInfo } from '#lib/trpc.ts';
import { api } from '#stores/auth.ts';
import ModalDialog, { type ModalIds } from '#islands/ui/ModalDialog.tsx';
import DialogFrame from '#islands/ui/DialogFrame.tsx';
import CountedField from '#islands/ui/CountedField.tsx';
import { failureText } from './failure-text';
import * as texts from './representative-texts';

export interface AppealDialogProps {
  /** The review whose removed reply is appealed; null keeps the dialog closed. */
  item: RepresentativeItem | null;
  onClose: () => void;
  /** `sent` is false when the server says it was appealed already. */
  onAppealed: (item: RepresentativeItem, sent: boolean) => void;
  onForbidden: () => void;
}

const textArea = (dialog: HTMLDialogElement) => dialog.querySelector('textarea');

export default function AppealDialog({ item, onClose, onAppealed, onForbidden }: AppealDialogProps) {
  const [sending, setSending] = useState(false);
  const formProps = { sending, setSending, onClose, onAppealed, onForbidden };
  return (
    <ModalDialog open={item !== null} busy={sending} onDismiss={onClose} described initialFocus={textArea} testId="appeal-dialog">
      {(ids) =>
        // Keyed by review, so each appeal starts from an empty message.
        item && <AppealForm key={item.review.id} item={item} ids={ids} {...formProps} />
      }
    </ModalDialog>
  );
}

type FormProps = Omit<AppealDialogProps, 'item'> & {
  item: RepresentativeItem;
  ids: ModalIds;
  sending: boolean;
  setSending: (sending: boolean) => void;
};

function AppealForm({ item, ids, sending, setSending, onClose, onAppealed, onForbidden }: FormProps) {
  const id = useId();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function send(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    if (!message.trim()) return setError(texts.APPEAL_EMPTY);
    setError(null);
    setSending(true);
    try {
      await api.replies.appeal.mutate({ reviewId: item.review.id, message: message.trim() });
      onAppealed(item, true);
    } catch (caught) {
      const status = apiErrorInfo(caught).status;
      if (status === 409) onAppealed(item, false);
      else {
        if (status === 403) onForbidden();
        setError(failureText(caught, texts.APPEAL_FAILED));
      }
    } finally {
      setSending(false);
    }
  }

  return (
    <DialogFrame
      ids={ids}
      title={texts.APPEAL_TITLE}
      description={texts.appealIntro(authorName(item.review), longUsDate(item.review.created_at))}
      alert={{ id: `${id}-error`, text: error }}
      actions={{
        cancelLabel: texts.CANCEL,
        onCancel: onClose,
        confirmLabel: texts.APPEAL_SEND,
        busy: sending,
        busyLabel: texts.APPEAL_SENDING,
      }}
      form={{ onSubmit: (event) => void send(event) }}
    >
      <CountedField
        id={`${id}-message`}
        label={texts.APPEAL_LABEL}
        labelClassName="label mt-4"
        className="input"
        rows={5}
        required
        aria-required="true"
        length={message.length}
        max={APPEAL_MESSAGE_MAX}
        aria-invalid={error === texts.APPEAL_EMPTY || undefined}
        describedBy={error ? `${id}-error` : undefined}
        value={message}
        onChange={(event) => {
          setMessage(event.target.value);
          if (error === texts.APPEAL_EMPTY) setError(null);
        }}
      />
    </DialogFrame>
  );
}
