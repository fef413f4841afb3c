// 'Report this review', or 'Report this reply' for the university's reply under it: a modal
// (ModalDialog: the page behind is inert, Escape cancels) with the guidelines as a radio group and
// a note, required for 'Something else' (docs/rules/trust-and-moderation.md#reports). Focus starts on the first reason; the caller
// returns it to the Report button. Problems show in the dialog as an alert.
import { useId, useState, type FormEvent } from 'react';
import ModalDialog, { type ModalIds } from '#islands/ui/ModalDialog.tsx';
import DialogFrame, { useProblemFocus } from '#islands/ui/DialogFrame.tsx';
import CountedField from '#islands/ui/CountedField.tsx';
import RadioChoices from '#islands/ui/RadioChoices.tsx';
import { GUIDELINES, type ReportReason } from '#shared/trust/guidelines.ts';
import { REPORT_NOTE_MAX } from '#shared/limits.ts';
import {
  REPORT_CANCEL,
  REPORT_GUIDELINES_LEAD,
  REPORT_GUIDELINES_LINK,
  REPORT_INTRO,
  REPLY_REPORT_INTRO,
  REPLY_REPORT_TITLE,
  REPORT_NOTE_LABEL,
  REPORT_REASON_LEGEND,
  REPORT_SEND,
  REPORT_SENDING,
  REPORT_TITLE,
  type ReportProblem,
  type ReportSubject,
} from './report-texts';
import type { ReportTarget } from './use-report';

export interface ReportDialogProps {
  /** The review, or its reply, being reported; null keeps the dialog closed. */
  target: ReportTarget | null;
  sending: boolean;
  problem: ReportProblem | null;
  onSend: (reason: ReportReason | null, note: string) => void;
  onCancel: () => void;
}

const TITLES: Record<ReportSubject, string> = { review: REPORT_TITLE, reply: REPLY_REPORT_TITLE };
const INTROS: Record<ReportSubject, string> = { review: REPORT_INTRO, reply: REPLY_REPORT_INTRO };

export default function ReportDialog({ target, sending, problem, onSend, onCancel }: ReportDialogProps) {
  return (
    <ModalDialog
      open={target !== null}
      busy={sending}
      onDismiss={onCancel}
      width="wide"
      described
      initialFocus={firstReason}
      testId="report-dialog"
    >
      {(ids) =>
        // Keyed by what is reported, so each report starts from an empty form.
        target && (
          <ReportForm
            key={`${target.subject}-${target.review.id}`}
            subject={target.subject}
            ids={ids}
            sending={sending}
            problem={problem}
            onSend={onSend}
            onCancel={onCancel}
          />
        )
      }
    </ModalDialog>
  );
}

const REASON_CHOICES = GUIDELINES.map((guideline) => ({ value: guideline.reason, label: guideline.label, rule: guideline.rule }));

const firstReason = (dialog: HTMLDialogElement) => dialog.querySelector<HTMLInputElement>('input[type="radio"]');

type FormProps = Omit<ReportDialogProps, 'target'> & { subject: ReportSubject; ids: ModalIds };

function ReportForm({ subject, ids, sending, problem, onSend, onCancel }: FormProps) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const form = useProblemFocus(problem, 'reason', 'note');
  const id = useId();
  const alertId = `${id}-problem`;
  const noteRequired = reason === 'other';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSend(reason, note);
  };

  return (
    <DialogFrame
      ids={ids}
      title={TITLES[subject]}
      description={INTROS[subject]}
      layout="sticky"
      alert={{ id: alertId, text: problem?.text }}
      actions={{ cancelLabel: REPORT_CANCEL, onCancel, confirmLabel: REPORT_SEND, busy: sending, busyLabel: REPORT_SENDING }}
      form={{ onSubmit: submit, ref: form }}
    >
      <fieldset className="mt-4" aria-describedby={problem?.field === 'reason' ? alertId : undefined}>
        <legend className="mb-2 font-semibold text-slate-900">{REPORT_REASON_LEGEND}</legend>
        <RadioChoices id={id} name="reason" choices={REASON_CHOICES} chosen={reason} onChoose={setReason} />
      </fieldset>
      <CountedField
        id={`${id}-note`}
        label={
          <>
            {REPORT_NOTE_LABEL} <span className="font-normal text-slate-600">{noteRequired ? '(required)' : '(optional)'}</span>
          </>
        }
        labelClassName="label mt-4"
        name="note"
        rows={3}
        length={note.length}
        max={REPORT_NOTE_MAX}
        className="input aria-invalid:border-2 aria-invalid:border-red-700"
        value={note}
        onChange={(event) => setNote(event.target.value)}
        aria-required={noteRequired}
        aria-invalid={problem?.field === 'note' || undefined}
        describedBy={problem?.field === 'note' ? alertId : undefined}
      />
      <p className="mt-2 text-sm text-slate-700">
        {REPORT_GUIDELINES_LEAD} <a href="/guidelines">{REPORT_GUIDELINES_LINK}</a>.
      </p>
    </DialogFrame>
  );
}
