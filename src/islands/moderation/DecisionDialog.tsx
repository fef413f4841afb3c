// The decision on one queue item: a modal (ModalDialog: Escape cancels, focus returns to the
// button that opened it) asking for the reason as a radio group, with a reason of the moderator's
// own in a text field. Problems show in the dialog as an alert.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import ModalDialog, { type ModalIds } from '#islands/ui/ModalDialog.tsx';
import CharacterCount from '#islands/ui/CharacterCount.tsx';
import DialogActions from '#islands/ui/DialogActions.tsx';
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

export default function DecisionDialog({ target, busy, error, onConfirm, onCancel }: DecisionDialogProps) {
  return (
    <ModalDialog open={target !== null} busy={busy} onDismiss={onCancel} width="wide" described initialFocus={firstReason}>
      {(ids) =>
        // Keyed by item and action, so each decision starts from its own default.
        target && (
          <DecisionForm
            key={`${target.item.review.id}-${target.action}`}
            target={target}
            ids={ids}
            busy={busy}
            error={error}
            onConfirm={onConfirm}
            onCancel={onCancel}
          />
        )
      }
    </ModalDialog>
  );
}

/** The chosen reason, or the first one: arrow keys move through the choices from there. */
const firstReason = (dialog: HTMLDialogElement) =>
  dialog.querySelector<HTMLInputElement>('input[type="radio"]:checked') ?? dialog.querySelector<HTMLInputElement>('input[type="radio"]');

function DecisionForm({
  target,
  ids,
  busy,
  error,
  onConfirm,
  onCancel,
}: Omit<DecisionDialogProps, 'target'> & { target: DecisionTarget; ids: ModalIds }) {
  const { item, action } = target;
  const [choice, setChoice] = useState(initialChoice(action));
  const [ownText, setOwnText] = useState('');
  const [problem, setProblem] = useState<{ text: string; field: 'choice' | 'own' } | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const id = useId();
  const alertId = `${id}-alert`;
  const shown = problem?.text ?? error;

  useEffect(() => {
    if (problem?.field === 'choice') form.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
    if (problem?.field === 'own') form.current?.querySelector<HTMLTextAreaElement>('textarea')?.focus();
  }, [problem]);

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
  const choices = [...reasonChoices(action), { id: OWN_REASON, text: texts.OWN_REASON_CHOICE }];

  return (
    <form ref={form} noValidate onSubmit={submit} aria-busy={busy}>
      <div className="p-5 sm:p-6">
        <h2 id={ids.titleId} className="text-xl font-semibold text-slate-900">
          {texts.DIALOG_TITLES[action]}
        </h2>
        <p id={ids.descriptionId} className="mt-1 text-sm text-slate-700">
          {texts.dialogSubject(item.university_name, item.review.username ?? texts.ANONYMOUS)} {texts.DIALOG_INTROS[action]}
        </p>
        <fieldset className="mt-4" aria-describedby={`${id}-hint${problem?.field === 'choice' ? ` ${alertId}` : ''}`}>
          <legend className="font-semibold text-slate-900">{texts.REASON_LEGEND}</legend>
          <p id={`${id}-hint`} className="mb-2 text-sm text-slate-700">
            {texts.REASON_HINTS[action]}
          </p>
          <div className="space-y-2">
            {choices.map((candidate) => (
              <label
                key={candidate.id}
                className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 hover:bg-slate-50 has-checked:border-brand-700 has-checked:bg-brand-50"
              >
                <input
                  type="radio"
                  name="reason"
                  value={candidate.id}
                  checked={choice === candidate.id}
                  onChange={() => choose(candidate.id)}
                  className="mt-1 h-4 w-4 shrink-0 accent-brand-700"
                />
                <span className={candidate.id === OWN_REASON ? 'font-medium text-slate-900' : 'text-slate-900'}>{candidate.text}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {choice === OWN_REASON && (
          <div className="mt-4">
            <label htmlFor={`${id}-own`} className="label">
              {texts.OWN_REASON_LABEL}
            </label>
            <textarea
              id={`${id}-own`}
              rows={3}
              maxLength={MODERATION_REASON_MAX}
              className="input aria-invalid:border-2 aria-invalid:border-red-700"
              value={ownText}
              onChange={(event) => {
                setOwnText(event.target.value);
                if (problem?.field === 'own') setProblem(null);
              }}
              aria-required
              aria-invalid={problem?.field === 'own' || undefined}
              aria-describedby={`${id}-count${problem?.field === 'own' ? ` ${alertId}` : ''}`}
            />
            <CharacterCount id={`${id}-count`} length={ownText.length} max={MODERATION_REASON_MAX} />
          </div>
        )}
      </div>
      <div className="sticky bottom-0 border-t border-slate-200 bg-white px-5 py-3 sm:px-6">
        <div id={alertId} role="alert" className={shown ? 'mb-3 rounded-lg border border-red-300 bg-red-50 p-3 text-red-900' : ''}>
          {shown}
        </div>
        <DialogActions
          cancelLabel={texts.CANCEL}
          onCancel={onCancel}
          confirmLabel={texts.CONFIRM[action]}
          busy={busy}
          busyLabel={texts.CONFIRM_BUSY[action]}
          destructive={action === 'remove'}
        />
      </div>
    </form>
  );
}
