// Reporting reviews, and the universities' replies under them, on the shown page
// (docs/rules/trust-and-moderation.md#reports, #university-replies): which dialog is open and for
// what, the sending state, the problem shown in the dialog, what was reported from this page (its
// button reads 'Reported', so nobody reports twice by accident; a review and its reply apart) and
// the toast.
import { useCallback, useRef, useState } from 'react';
import type { Review } from '#shared/types.ts';
import type { ReportReason } from '#shared/trust/guidelines.ts';
import type { ToastMessage } from '#islands/ui/Toast.tsx';
import { apiErrorInfo } from '#lib/trpc.ts';
import { api } from '#stores/auth.ts';
import { reportFailure, reportProblem, type ReportProblem, type ReportSubject } from './report-texts';

/** The review, or its reply (`subject`), being reported. */
export interface ReportTarget {
  subject: ReportSubject;
  review: Review;
}

let toastIds = 0;

export function useReport() {
  const [target, setTarget] = useState<ReportTarget | null>(null);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<ReportProblem | null>(null);
  const [reported, setReported] = useState<Record<ReportSubject, Record<number, true>>>({ review: {}, reply: {} });
  const [toast, setToast] = useState<ToastMessage | null>(null);
  // The Report button that opened the dialog: focus goes back to it when the dialog closes.
  const opener = useRef<HTMLElement | null>(null);

  const open = useCallback((review: Review, button: HTMLElement, subject: ReportSubject = 'review') => {
    opener.current = button;
    setProblem(null);
    setTarget({ subject, review });
  }, []);

  const finish = useCallback(() => {
    setTarget(null);
    setProblem(null);
    // After the dialog has closed (the next frame), so the browser's own focus return cannot override it.
    const button = opener.current;
    requestAnimationFrame(() => button?.focus());
  }, []);

  const markReported = useCallback(
    ({ subject, review }: ReportTarget, text: string) => {
      setReported((all) => ({ ...all, [subject]: { ...all[subject], [review.id]: true } }));
      setToast({ id: ++toastIds, kind: 'success', text });
      finish();
    },
    [finish],
  );

  const send = useCallback(
    async (reason: ReportReason | null, note: string) => {
      if (!target || sending) return;
      const found = reportProblem(reason, note);
      setProblem(found);
      if (found || !reason) return;
      setSending(true);
      try {
        const input = { reviewId: target.review.id, reason, note: note.trim() || null };
        const reply = await (target.subject === 'reply' ? api.replies.report.mutate(input) : api.reviews.report.mutate(input));
        markReported(target, reply.message);
      } catch (caught) {
        console.warn(`Failed to report ${target.subject}:`, apiErrorInfo(caught).message);
        const failure = reportFailure(caught);
        if (failure.kind === 'already-reported') markReported(target, failure.text);
        else setProblem(failure.problem);
      } finally {
        setSending(false);
      }
    },
    [target, sending, markReported],
  );

  const hideToast = useCallback(() => setToast(null), []);

  // The dialog asks to close only when it may (not on Escape while sending), or when the browser
  // has closed it already: then the state must follow, sending or not.
  return { target, sending, problem, reported, toast, open, close: finish, send, hideToast };
}
