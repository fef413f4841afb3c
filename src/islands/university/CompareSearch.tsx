// The search inside 'Compare With' (the dialog itself is static HTML in the page, opened by its
// button without JavaScript in browsers with invoker commands): results from 2 characters, 300 ms
// after the last keystroke. The current university is left out by its numeric id and 5 results
// are kept (docs/rules/pages-and-search.md#compare); each result goes to the comparison of the
// pair. Hydrated when visible, which is when the dialog opens; text typed before is kept.
import { useEffect, useId, useRef, useState } from 'react';
import type { UniversityHit } from '#shared/types.ts';
import { COMPARE_PICKER_MAX, SEARCH_MIN_LENGTH } from '#shared/limits.ts';
import { apiErrorInfo } from '#lib/trpc.ts';
import { api } from '#stores/auth.ts';
import { useLiveIsland } from '#islands/hooks/use-live-island.ts';

const DEBOUNCE_MS = 300;

/** The search results the modal offers: without the current university, at most 5. */
export function compareCandidates(hits: readonly UniversityHit[], currentId: number): UniversityHit[] {
  return hits.filter((hit) => Number(hit.id) !== Number(currentId)).slice(0, COMPARE_PICKER_MAX);
}

type Search = { status: 'idle' } | { status: 'loading' } | { status: 'done'; hits: UniversityHit[] } | { status: 'failed' };

export default function CompareSearch({ universityId }: { universityId: number }) {
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const statusId = useId();
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState<Search>({ status: 'idle' });
  const live = useLiveIsland<HTMLParagraphElement>();

  // Typed before the island ran: keep the text (read after hydration, so both renders match).
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed) setQuery(typed);
  }, []);

  useEffect(() => {
    const text = query.trim();
    if (text.length < SEARCH_MIN_LENGTH) {
      setSearch({ status: 'idle' });
      return;
    }
    setSearch({ status: 'loading' });
    let current = true;
    const timer = setTimeout(() => {
      api.universities.search
        .query({ query: text })
        .then((hits) => current && setSearch({ status: 'done', hits: compareCandidates(hits, universityId) }))
        .catch((caught) => {
          console.warn('University search failed:', apiErrorInfo(caught).message);
          if (current) setSearch({ status: 'failed' });
        });
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, universityId]);

  const message =
    search.status === 'idle'
      ? `Type at least ${SEARCH_MIN_LENGTH} characters to search.`
      : search.status === 'loading'
        ? 'Searching...'
        : search.status === 'failed'
          ? 'Search failed. Please try again.'
          : search.hits.length === 0
            ? 'No universities found'
            : `${search.hits.length} ${search.hits.length === 1 ? 'university' : 'universities'} found`;

  return (
    <>
      <label htmlFor={inputId} className="label mt-4">
        Search universities
      </label>
      <input
        ref={input}
        id={inputId}
        // Not type="search": there Escape first clears the text, and Escape must close the modal.
        type="text"
        inputMode="search"
        enterKeyHint="search"
        className="input"
        autoComplete="off"
        // The dialog focuses it when it opens (showModal looks for autofocus).
        autoFocus
        placeholder="e.g. Oxford or MIT"
        aria-describedby={statusId}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <p ref={live} id={statusId} role="status" className="mt-2 min-h-5 text-sm text-slate-700">
        {message}
      </p>
      {search.status === 'done' && search.hits.length > 0 && (
        <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200" data-testid="compare-results">
          {search.hits.map((hit) => (
            <li key={hit.id}>
              <a
                href={`/compare?uni1=${universityId}&uni2=${hit.id}`}
                className="flex min-h-11 flex-col justify-center px-3 py-2 no-underline hover:bg-brand-50"
              >
                <span className="font-semibold text-slate-900">{hit.name}</span>
                <span className="text-sm text-slate-700">{hit.country}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
