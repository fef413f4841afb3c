// The report dialog's texts and checks (docs/rules/trust-and-moderation.md#reports). The check
// mirrors the server's, with the server's texts.
import { CHOOSE_A_REASON, type ReportReason } from '#shared/trust/guidelines.ts';
import { apiErrorInfo } from '#lib/trpc.ts';
import { ALREADY_REPORTED, REPORT_NOTE_NEEDED } from '#shared/trust/report-messages.ts';
import { NETWORK_ERROR, TOO_MANY_REQUESTS } from '#shared/site/messages.ts';

export { ALREADY_REPORTED, REPORT_NOTE_NEEDED };

/** What is reported: a review, or the university's reply under it. */
export type ReportSubject = 'review' | 'reply';

export const REPORT_TITLE = 'Report this review';
export const REPLY_REPORT_TITLE = 'Report this reply';
export const REPORT_REASON_LEGEND = 'What is wrong with it?';
export const REPORT_NOTE_LABEL = 'Note';
export const REPORT_CANCEL = 'Cancel';
/** Under the title: what happens to a report, so nobody reports a review for being negative. */
export const REPORT_INTRO = 'A moderator checks every report. Reviews are removed only for breaking a guideline, never for being negative.';
/** The same for a university's reply, so nobody reports one for disagreeing with it. */
export const REPLY_REPORT_INTRO =
  'A moderator checks every report. Replies are removed only for breaking a guideline, never for disagreeing.';
export const REPORT_GUIDELINES_LEAD = 'Not sure? Read the';
export const REPORT_GUIDELINES_LINK = 'community guidelines';
export const REPORT_SEND = 'Send report';
export const REPORT_SENDING = 'Sending...';
export const REPORT_LABEL = 'Report';
export const REPORTED_LABEL = 'Reported';
export const REPORT_FAILED = 'The report could not be sent. Please try again.';

export type ReportField = 'reason' | 'note';

export interface ReportProblem {
  text: string;
  /** The field to fix, when the problem is one field's. */
  field?: ReportField;
}

/** What is wrong with the form before sending, or null: the server's rules, run first here (the
 * note's length is capped by its field). */
export function reportProblem(reason: ReportReason | null, note: string): ReportProblem | null {
  if (!reason) return { text: CHOOSE_A_REASON, field: 'reason' };
  if (reason === 'other' && !note.trim()) return { text: REPORT_NOTE_NEEDED, field: 'note' };
  return null;
}

export type ReportFailure = { kind: 'already-reported'; text: string } | { kind: 'problem'; problem: ReportProblem };

/** How a failed report shows: a 409 counts as reported (a toast); anything else stays in the dialog. */
export function reportFailure(error: unknown): ReportFailure {
  const info = apiErrorInfo(error);
  if (info.status === 409) return { kind: 'already-reported', text: info.message || ALREADY_REPORTED };
  if (info.status === 429) return { kind: 'problem', problem: { text: TOO_MANY_REQUESTS } };
  if (info.network) return { kind: 'problem', problem: { text: NETWORK_ERROR } };
  const text = info.message.trim() || REPORT_FAILED;
  const field = text === REPORT_NOTE_NEEDED || text.startsWith('note ') ? 'note' : undefined;
  return { kind: 'problem', problem: field ? { text, field } : { text } };
}
