// 'Report this review': a modal (ModalDialog: the page behind is inert, Escape cancels) with the
// guidelines as a radio group and a note, required for 'Something else'
// (docs/rules/trust-and-moderation.md#reports). Focus starts on the first reason; the caller
// returns it to the Report button. Problems show in the dialog as an alert.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import ModalDialog, { type ModalIds } from '#islands/ui/ModalDialog.tsx';
import CharacterCount from '#islands/ui/CharacterCount.tsx';
import DialogActions from '#islands/ui/DialogActions.tsx';
import type { Review } from '#shared/types.ts';
import { GUIDELINES, type ReportReason } from '#shared/trust/guidelines.ts';
import { REPORT_NOTE_MAX } from '#shared/limits.ts';
import {
  REPORT_CANCEL,
  REPORT_GUIDELINES_LEAD,
  REPORT_GUIDELINES_LINK,
  REPORT_INTRO,
  REPORT_NOTE_LABEL,
  REPORT_REASON_LEGEND,
  REPORT_SEND,
  REPORT_SENDING,
  REPORT_TITLE,
  type ReportProblem,
} from './report-texts';

export interface ReportDialogProps {
  /** The review being reported; null keeps the dialog closed. */
  review: Review | null;
  sending: boolean;
  problem: ReportProblem | null;
  onSend: (reason: ReportReason | null, note: string) => void;
  onCancel: () => void;
}

export default function ReportDialog({ review, sending, problem, onSend, onCancel }: ReportDialogProps) {
  return (
    <ModalDialog
      open={review !== null}
      busy={sending}
      onDismiss={onCancel}
      width="wide"
      described
      initialFocus={firstReason}
      testId="report-dialog"
    >
      {(ids) =>
        // Keyed by review, so each report starts from an empty form.
        review && <ReportForm key={review.id} ids={ids} sending={sending} problem={problem} onSend={onSend} onCancel={onCancel} />
      }
    </ModalDialog>
  );
}

const firstReason = (dialog: HTMLDialogElement) => dialog.querySelector<HTMLInputElement>('input[type="radio"]');

function ReportForm({ ids, sending, problem, onSend, onCancel }: Omit<ReportDialogProps, 'review'> & { ids: ModalIds }) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const form = useRef<HTMLFormElement>(null);
  const id = useId();
  const alertId = `${id}-problem`;
  const noteRequired = reason === 'other';

  // A problem with one field moves focus to it, so the fix starts there.
  useEffect(() => {
    if (problem?.field === 'reason') form.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
    if (problem?.field === 'note') form.current?.querySelector<HTMLTextAreaElement>('textarea')?.focus();
  }, [problem]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSend(reason, note);
  };

  return (
    <form ref={form} noValidate onSubmit={submit} aria-busy={sending}>
      <div className="p-5 sm:p-6">
        <h2 id={ids.titleId} className="text-xl font-semibold text-slate-900">
          {REPORT_TITLE}
        </h2>
        <p id={ids.descriptionId} className="mt-1 text-sm text-slate-700">
          {REPORT_INTRO}
        </p>
        <fieldset className="mt-4" aria-describedby={problem?.field === 'reason' ? alertId : undefined}>
          <legend className="mb-2 font-semibold text-slate-900">{REPORT_REASON_LEGEND}</legend>
          <div className="space-y-2">
            {GUIDELINES.map((guideline) => (
              // The label names the choice; the rule is its description. The label's ::after
              // covers the whole box (under the radio), so a click anywhere in it chooses.
              <div
                key={guideline.reason}
                className="relative flex min-h-11 gap-3 rounded-lg border border-slate-300 p-3 hover:bg-slate-50 has-checked:border-brand-700 has-checked:bg-brand-50"
              >
                <input
                  id={`${id}-${guideline.reason}`}
                  type="radio"
                  name="reason"
                  value={guideline.reason}
                  checked={reason === guideline.reason}
                  onChange={() => setReason(guideline.reason)}
                  aria-describedby={`${id}-${guideline.reason}-rule`}
                  className="relative z-10 mt-1 h-4 w-4 shrink-0 accent-brand-700"
                />
                <div>
                  <label
                    htmlFor={`${id}-${guideline.reason}`}
                    className="cursor-pointer font-medium text-slate-900 after:absolute after:inset-0"
                  >
                    {guideline.label}
                  </label>
                  <p id={`${id}-${guideline.reason}-rule`} className="text-sm text-slate-700">
                    {guideline.rule}
                  </p>
                </div>
              </div>
            ))}
          </div>
        </fieldset>
        <label htmlFor={`${id}-note`} className="label mt-4">
          {REPORT_NOTE_LABEL} <span className="font-normal text-slate-600">{noteRequired ? '(required)' : '(optional)'}</span>
        </label>
        <textarea
          id={`${id}-note`}
          name="note"
          rows={3}
          maxLength={REPORT_NOTE_MAX}
          className="input aria-invalid:border-2 aria-invalid:border-red-700"
          value={note}
          onChange={(event) => setNote(event.target.value)}
          aria-required={noteRequired}
          aria-invalid={problem?.field === 'note' || undefined}
          aria-describedby={`${id}-count${problem?.field === 'note' ? ` ${alertId}` : ''}`}
        />
        <CharacterCount id={`${id}-count`} length={note.length} max={REPORT_NOTE_MAX} />
        <p className="mt-2 text-sm text-slate-700">
          {REPORT_GUIDELINES_LEAD} <a href="/guidelines">{REPORT_GUIDELINES_LINK}</a>.
        </p>
      </div>
      <div className="sticky bottom-0 z-20 border-t border-slate-200 bg-white px-5 py-3 sm:px-6">
        <div id={alertId} role="alert" className={problem ? 'mb-3 rounded-lg border border-red-300 bg-red-50 p-3 text-red-900' : ''}>
          {problem?.text}
        </div>
        <DialogActions
          cancelLabel={REPORT_CANCEL}
          onCancel={onCancel}
          confirmLabel={REPORT_SEND}
          busy={sending}
          busyLabel={REPORT_SENDING}
        />
      </div>
    </form>
  );
}
