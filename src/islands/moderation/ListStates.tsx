// What a moderation list shows while it loads, and when it could not be loaded.
import { ErrorBanner } from '#islands/ui/Banner.tsx';
import { LOAD_FAILED, LOADING, RETRY } from './moderation-texts';

export function ListLoading() {
  return (
    <div role="status" className="flex items-center gap-3 py-10 text-slate-700">
      <span className="h-6 w-6 animate-spin rounded-full border-4 border-brand-600 border-t-transparent" aria-hidden="true" />
      {LOADING}
    </div>
  );
}

export function ListProblem({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="space-y-3">
      <ErrorBanner>{LOAD_FAILED}</ErrorBanner>
      <button type="button" className="btn-secondary" onClick={onRetry}>
        {RETRY}
      </button>
    </div>
  );
}
