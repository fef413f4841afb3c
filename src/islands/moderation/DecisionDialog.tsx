// The decision on one queue item, a review or a university's reply: a modal (ModalDialog: Escape cancels, focus returns to the
// button that opened it) asking for the reason as a radio group, with a reason of the moderator's
// own in a text field. Problems show in the dialog as an alert.
import { useId, useState, type FormEvent } from 'react';
import ModalDialog, { type ModalIds } from '#islands/ui/ModalDialog.tsx';
import DialogFrame, { useProblemFocus } from '#islands/ui/DialogFrame.tsx';
import CountedField from '#islands/ui/CountedField.tsx';
import RadioChoices from '#islands/ui/RadioChoices.tsx';
import type { ModerationAction, ModerationQueueItem } from '#shared/types.ts';
import { MODERATION_REASON_MAX } from '#shared/limits.ts';
import { OWN_REASON, decisionReason, initialChoice, reasonChoices } from './decision-reasons';
import * as texts from './moderation-texts';

export interface DecisionTarget {
  item: ModerationQueueItem;
  action: ModerationAction;
}

export interface DecisionDialogProps {
  /** The item and the decision asked for; null keeps the dialog closed. */
  target: DecisionTarget | null;
  busy: boolean;
  /** The server's answer to a failed decision. */
  error: string | null;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

export default function DecisionDialog(props: DecisionDialogProps) {
  const { target, busy, onCancel } = props;
  return (
    <ModalDialog open={target !== null} busy={busy} onDismiss={onCancel} width="wide" described initialFocus={firstReason}>
      {(ids) =>
        // Keyed by item and action, so each decision starts from its own default.
        target && (
          <DecisionForm key={`${target.item.subject}-${target.item.review.id}-${target.action}`} {...props} target={target} ids={ids} />
        )
      }
    </ModalDialog>
  );
}

/** The chosen reason, or the first one: arrow keys move through the choices from there. */
const firstReason = (dialog: HTMLDialogElement) =>
  dialog.querySelector<HTMLInputElement>('input[type="radio"]:checked') ?? dialog.querySelector<HTMLInputElement>('input[type="radio"]');

type FormProps = Omit<DecisionDialogProps, 'target'> & { target: DecisionTarget; ids: ModalIds };

function DecisionForm({ target, ids, busy, error, onConfirm, onCancel }: FormProps) {
  const { item, action } = target;
  const [choice, setChoice] = useState(initialChoice(action));
  const [ownText, setOwnText] = useState('');
  const [problem, setProblem] = useState<{ text: string; field: 'choice' | 'own' } | null>(null);
  const form = useProblemFocus(problem, 'choice', 'own');
  const id = useId();
  const alertId = `${id}-alert`;
  const shown = problem?.text ?? error;
  const words = texts.DIALOG_TEXTS[item.subject];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const result = decisionReason(action, choice, ownText);
    if ('problem' in result) {
      setProblem({ text: result.problem, field: result.field });
      return;
    }
    setProblem(null);
    onConfirm(result.reason);
  };
  const choose = (next: string) => {
    setChoice(next);
    setProblem(null);
  };
  const choices = [...reasonChoices(action), { id: OWN_REASON, text: texts.OWN_REASON_CHOICE }].map((candidate) => ({
    value: candidate.id,
    label: candidate.text,
    strong: candidate.id === OWN_REASON,
  }));

  return (
    <DialogFrame
      ids={ids}
      title={words.titles[action]}
      description={`${words.subject(item.university_name, item.review.username ?? texts.ANONYMOUS)} ${words.intros[action]}`}
      layout="sticky"
      alert={{ id: alertId, text: shown }}
      actions={{
        cancelLabel: texts.CANCEL,
        onCancel,
        confirmLabel: words.confirm[action],
        busy,
        busyLabel: texts.CONFIRM_BUSY[action],
        destructive: action === 'remove',
      }}
      form={{ onSubmit: submit, ref: form }}
    >
      <fieldset className="mt-4" aria-describedby={`${id}-hint${problem?.field === 'choice' ? ` ${alertId}` : ''}`}>
        <legend className="font-semibold text-slate-900">{texts.REASON_LEGEND}</legend>
        <p id={`${id}-hint`} className="mb-2 text-sm text-slate-700">
          {words.hints[action]}
        </p>
        <RadioChoices id={`${id}-reason`} name="reason" choices={choices} chosen={choice} onChoose={choose} />
      </fieldset>
      {choice === OWN_REASON && (
        <div className="mt-4">
          <CountedField
            id={`${id}-own`}
            label={texts.OWN_REASON_LABEL}
            rows={3}
            length={ownText.length}
            max={MODERATION_REASON_MAX}
            className="input aria-invalid:border-2 aria-invalid:border-red-700"
            value={ownText}
            onChange={(event) => {
              setOwnText(event.target.value);
              if (problem?.field === 'own') setProblem(null);
            }}
            aria-required
            aria-invalid={problem?.field === 'own' || undefined}
            describedBy={problem?.field === 'own' ? alertId : undefined}
          />
        </div>
      )}
    </DialogFrame>
  );
}
