// The 'Report' button of a review, or of the university's reply under it. Once reported from this
// page it reads 'Reported' and does nothing: aria-disabled rather than disabled, so the keyboard
// focus the dialog hands back to it stays there. Hidden without JavaScript (the class `js-only`):
// there is nothing to send. Named by its review and subject (`data-first-use`: `report-<id>`,
// `report-reply-<id>`), so that a press on the static page's copy opens the dialog.
import { REPORT_LABEL, REPORTED_LABEL, type ReportSubject } from './report-texts';

export interface ReportButtonProps {
  reviewId: number;
  /** What it reports: the review (the default) or its reply. */
  subject?: ReportSubject;
  /** Who wrote it: the review's author, or the replying university's name. */
  author: string;
  reported: boolean;
  onReport: (button: HTMLButtonElement) => void;
}

export default function ReportButton({ reviewId, subject = 'review', author, reported, onReport }: ReportButtonProps) {
  const reply = subject === 'reply';
  return (
    <button
      type="button"
      className="js-only btn min-h-11 px-3 font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 aria-disabled:cursor-default aria-disabled:text-slate-600 aria-disabled:hover:bg-transparent"
      aria-disabled={reported || undefined}
      data-first-use={reply ? `report-reply-${reviewId}` : `report-${reviewId}`}
      onClick={(event) => {
        if (!reported) onReport(event.currentTarget);
      }}
    >
      <svg
        viewBox="0 0 20 20"
        className="h-4 w-4"
        aria-hidden="true"
        fill={reported ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.6"
      >
        <path d="M4.5 17.5v-14m0 0h9l-1.8 3.5 1.8 3.5h-9" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {reported ? REPORTED_LABEL : REPORT_LABEL}
      <span className="sr-only">{reply ? ` reply from ${author}` : ` review by ${author}`}</span>
    </button>
  );
}
