// Error and success boxes; an error box can be dismissed.
import type { ReactNode } from 'react';

export function ErrorBanner({ children, onDismiss }: { children: ReactNode; onDismiss?: () => void }) {
  return (
    <div role="alert" className="flex items-start justify-between gap-3 rounded-lg border border-red-300 bg-red-50 p-3 text-red-900">
      <p>{children}</p>
      {onDismiss && (
        <button
          type="button"
          onClick={onDismiss}
          className="min-h-6 min-w-6 rounded px-1 text-red-900 hover:bg-red-100"
          aria-label="Dismiss error"
        >
          ×
        </button>
      )}
    </div>
  );
}

export function SuccessBanner({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="rounded-lg border border-green-300 bg-green-50 p-3 text-green-900">
      {children}
    </div>
  );
}

/** How the last action went: its error (dismissible) and its success notice, each when there is one. */
export function ResultBanners({ error, notice, onDismiss }: { error: string | null; notice: string | null; onDismiss: () => void }) {
  return (
    <>
      {error && <ErrorBanner onDismiss={onDismiss}>{error}</ErrorBanner>}
      {notice && <SuccessBanner>{notice}</SuccessBanner>}
    </>
  );
}
