// The decision on one queue item: a modal on the native <dialog> (the page behind is inert, Escape
// cancels, focus returns to the button that opened it) asking for the reason as a radio group,
// with a reason of the moderator's own in a text field. Problems show in the dialog as an alert.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
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
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const open = target !== null;
  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    if (open && !node.open) {
      node.showModal();
      // The chosen reason, or the first one: arrow keys move through the choices from there.
      (
        node.querySelector<HTMLInputElement>('input[type="radio"]:checked') ?? node.querySelector<HTMLInputElement>('input[type="radio"]')
      )?.focus();
    }
    if (!open && node.open) node.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
      className="m-auto w-[min(34rem,calc(100vw-1.5rem))] rounded-xl border border-slate-200 p-0 shadow-xl backdrop:bg-slate-900/50"
    >
      {/* Keyed by item and action, so each decision starts from its own default. */}
      {target && (
        <DecisionForm
          key={`${target.item.review.id}-${target.action}`}
          target={target}
          titleId={titleId}
          busy={busy}
          error={error}
          onConfirm={onConfirm}
          onCancel={onCancel}
        />
      )}
    </dialog>
  );
}

function DecisionForm({
  target,
  titleId,
  busy,
  error,
  onConfirm,
  onCancel,
}: Omit<DecisionDialogProps, 'target'> & { target: DecisionTarget; titleId: string }) {
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
  const choices = [...reasonChoices(action), { id: OWN_REASON, text: texts.OWN_REASON }];

  return (
    <form ref={form} noValidate onSubmit={submit} aria-busy={busy}>
      <div className="p-5 sm:p-6">
        <h2 id={titleId} className="text-xl font-semibold text-slate-900">
          {texts.DIALOG_TITLES[action]}
        </h2>
        <p className="mt-1 text-sm text-slate-700">
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
            <p id={`${id}-count`} className="mt-1 text-right text-sm tabular-nums text-slate-700">
              {ownText.length.toLocaleString('en-US')} / {MODERATION_REASON_MAX.toLocaleString('en-US')} characters
            </p>
          </div>
        )}
      </div>
      <div className="sticky bottom-0 border-t border-slate-200 bg-white px-5 py-3 sm:px-6">
        <div id={alertId} role="alert" className={shown ? 'mb-3 rounded-lg border border-red-300 bg-red-50 p-3 text-red-900' : ''}>
          {shown}
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className="btn-secondary" onClick={onCancel} disabled={busy}>
            {texts.CANCEL}
          </button>
          {/* aria-disabled, not disabled: a disabled button would drop the keyboard focus while saving. */}
          <button
            type="submit"
            className={`${action === 'remove' ? 'btn bg-red-700 text-white hover:bg-red-800' : 'btn-primary'} aria-disabled:opacity-60`}
            aria-disabled={busy || undefined}
          >
            {busy ? texts.CONFIRM_BUSY[action] : texts.CONFIRM[action]}
          </button>
        </div>
      </div>
    </form>
  );
}
