// What the results page says above its list, one view per state (docs/rules/pages-and-search.md#search).
// Rendered on the server only: into the page's `role="status"` region for the address's term, and,
// with placeholders, into the page's <template> of views that the live search (live-search.ts)
// fills in without a request ('Ready to search', the offline index, the server out of reach).
import { SEARCH_RESULTS_MAX } from '#shared/limits.ts';
import { plural } from '#shared/reviews/ratings.ts';
import Spinner from './Spinner';

export type SummaryView =
  | { kind: 'ready' }
  | { kind: 'searching' }
  | { kind: 'none'; term: string }
  | { kind: 'unreachable' }
  | { kind: 'found'; term: string; count: number }
  /** Placeholders: live-search.ts fills the `data-slot` elements and shows the narrowing line when needed. */
  | { kind: 'offline' };

export const universities = (count: number) => plural(count, 'university', 'universities');

// Long words (a pasted address, a run of letters) wrap instead of widening the page at 360 px.
const HEADING = 'text-lg font-semibold text-slate-900 wrap-anywhere';

function NoneCard({ children }: { children: string }) {
  return (
    <div className="card text-center">
      <h2 className={HEADING}>No universities found</h2>
      <p className="mt-1 text-slate-700 wrap-anywhere">{children}</p>
      <a href="/addSchool" className="btn-secondary mt-4">
        Add a School
      </a>
    </div>
  );
}

export default function SearchSummary({ view }: { view: SummaryView }) {
  switch (view.kind) {
    case 'ready':
      return (
        <div className="card text-center">
          <h2 className={HEADING}>Ready to search</h2>
          <p className="mt-1 text-slate-700">Type at least 2 letters of a university's name, or its initials, such as MIT.</p>
        </div>
      );
    case 'searching':
      return (
        <p className="flex items-center gap-2 py-4 text-slate-700" data-testid="search-spinner">
          <Spinner /> Searching...
        </p>
      );
    case 'none':
      return <NoneCard>{`Nothing matches "${view.term}". Try fewer words, or the university's short name.`}</NoneCard>;
    case 'unreachable':
      return <NoneCard>We can't reach the server right now. Check your connection and try again.</NoneCard>;
    case 'found':
      return (
        <>
          <h2 className={HEADING}>
            {universities(view.count)} found for "{view.term}"
          </h2>
          {view.count >= SEARCH_RESULTS_MAX && (
            <p className="mt-1 text-slate-700">
              Showing the first {SEARCH_RESULTS_MAX}, most reviewed first. Add more of the name to narrow the search.
            </p>
          )}
        </>
      );
    case 'offline':
      return (
        <>
          <h2 className={HEADING}>
            <span data-slot="count" /> found for "<span data-slot="term" />"
          </h2>
          <p className="mt-1 text-slate-700" data-slot="narrow" hidden>
            Showing the best <span data-slot="shown" />. Add more of the name to narrow the search.
          </p>
          <p className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" data-testid="offline-note">
            Showing results from the offline index: we can't reach the server right now, so ratings and review counts are not shown and
            universities added recently may be missing.
          </p>
        </>
      );
  }
}
