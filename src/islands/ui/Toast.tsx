// A result toast (the review form, reports), hidden after 5 seconds
// (docs/rules/reviews-and-ratings.md#submitting-a-review). Success is a polite status; errors are
// alerts. The status region stays in the page so its messages are announced.
import { useEffect } from 'react';

export const TOAST_MS = 5000;

export interface ToastMessage {
  id: number;
  kind: 'success' | 'error';
  text: string;
}

export default function Toast({ toast, onHide }: { toast: ToastMessage | null; onHide: () => void }) {
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(onHide, TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast, onHide]);

  const box = 'pointer-events-auto flex w-full max-w-lg items-start justify-between gap-3 rounded-xl border p-4 shadow-lg';
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-40 flex justify-center p-3 sm:p-4">
      <div role="status" className="contents">
        {toast?.kind === 'success' && (
          // Keyed by the toast, so the same text twice in a row is a new node and announced again.
          <div key={toast.id} className={`${box} border-green-300 bg-green-50 text-green-900`} data-testid="toast">
            <p>{toast.text}</p>
          </div>
        )}
      </div>
      {toast?.kind === 'error' && (
        <div key={toast.id} role="alert" className={`${box} border-red-300 bg-red-50 text-red-900`} data-testid="toast">
          <p>{toast.text}</p>
          <button
            type="button"
            onClick={onHide}
            className="-m-1 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded text-xl hover:bg-red-100"
            aria-label="Dismiss message"
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      )}
    </div>
  );
}
