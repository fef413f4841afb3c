// The university's reply to a review, to write or to edit: a modal (ModalDialog: Escape cancels,
// focus returns to the button that opened it) with the text counted to the server's limit,
// prefilled when editing. The list sends it; the server's refusal shows in the dialog as an alert.
import { useId, useState, type FormEvent } from 'react';
import ModalDialog, { type ModalIds } from '#islands/ui/ModalDialog.tsx';
import DialogFrame, { useProblemFocus } from '#islands/ui/DialogFrame.tsx';
import CountedField from '#islands/ui/CountedField.tsx';
import type { RepresentativeItem } from '#shared/types.ts';
import { REPLY_TEXT_MAX } from '#shared/limits.ts';
import { authorName } from '#shared/reviews/messages.ts';
import { longUsDate } from '#lib/format.ts';
import * as texts from './representative-texts';

export interface ReplyTarget {
  item: RepresentativeItem;
  /** A first reply, or an edit of the one there is. */
  mode: 'post' | 'edit';
}

export interface ReplyDialogProps {
  /** The review and what to do; null keeps the dialog closed. */
  target: ReplyTarget | null;
  university: { name: string };
  busy: boolean;
  /** The server's answer to a failed write. */
  error: string | null;
  onSubmit: (text: string) => void;
  onCancel: () => void;
}

const textArea = (dialog: HTMLDialogElement) => dialog.querySelector('textarea');

export default function ReplyDialog(props: ReplyDialogProps) {
  const { target, busy, onCancel } = props;
  return (
    <ModalDialog
      open={target !== null}
      busy={busy}
      onDismiss={onCancel}
      width="wide"
      described
      initialFocus={textArea}
      testId="reply-dialog"
    >
      {(ids) =>
        // Keyed by review and mode, so each opening starts from its own text.
        target && <ReplyForm key={`${target.item.review.id}-${target.mode}`} {...props} target={target} ids={ids} />
      }
    </ModalDialog>
  );
}

type FormProps = Omit<ReplyDialogProps, 'target'> & { target: ReplyTarget; ids: ModalIds };

function ReplyForm({ target, university, ids, busy, error, onSubmit, onCancel }: FormProps) {
  const { item, mode } = target;
  const [text, setText] = useState(mode === 'edit' ? (item.reply?.text ?? '') : '');
  const [problem, setProblem] = useState<{ text: string; field: 'text' } | null>(null);
  const form = useProblemFocus(problem, 'none', 'text');
  const id = useId();
  const alertId = `${id}-alert`;
  const shown = problem?.text ?? error;
  const labels = texts.REPLY_DIALOG[mode];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!text.trim()) {
      setProblem({ text: texts.REPLY_EMPTY, field: 'text' });
      return;
    }
    setProblem(null);
    onSubmit(text);
  };

  return (
    <DialogFrame
      ids={ids}
      title={labels.title}
      description={texts.replyDialogIntro(university.name, authorName(item.review), longUsDate(item.review.created_at))}
      layout="sticky"
      alert={{ id: alertId, text: shown }}
      actions={{ cancelLabel: texts.CANCEL, onCancel, confirmLabel: labels.confirm, busy, busyLabel: labels.busy }}
      form={{ onSubmit: submit, ref: form }}
    >
      <div className="mt-4">
        <CountedField
          id={`${id}-text`}
          label={texts.REPLY_LABEL}
          hint={texts.REPLY_HINT}
          rows={8}
          length={text.length}
          max={REPLY_TEXT_MAX}
          className="input aria-invalid:border-2 aria-invalid:border-red-700"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (problem) setProblem(null);
          }}
          required
          aria-required="true"
          aria-invalid={problem !== null || undefined}
          describedBy={shown ? alertId : undefined}
        />
      </div>
    </DialogFrame>
  );
}
