// /search/university?name=: the results of the term in the address, in ONE request (each hit
// carries its average and review count). Typing in the page's box rewrites the address at once and
// searches 500 ms after the last keystroke; a spinner appears only when a search takes over 300 ms.
// When the API cannot be reached, Pagefind's offline index answers, and the page says so.
// Rendered on the server as the page's only copy of the form (a GET form, so it also works without
// JavaScript); the address is read only after hydration, so both renders match.
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { api } from '#stores/auth.ts';
import { apiErrorInfo } from '#lib/trpc.ts';
import { SEARCH_MIN_LENGTH, SEARCH_RESULTS_MAX } from '#shared/limits.ts';
import type { UniversityHit } from '#shared/types.ts';
import { searchOffline, type OfflineHit } from './offline-search';
import { OfflineList, ResultList } from './ResultList';
import Spinner from './Spinner';
import { formatCount } from '#shared/site/numbers.ts';

export const TERM_DEBOUNCE_MS = 500;
export const SPINNER_DELAY_MS = 300;

type View =
  | { kind: 'start' }
  | { kind: 'ready' }
  | { kind: 'found'; term: string; hits: UniversityHit[] }
  | { kind: 'offline'; term: string; total: number; hits: OfflineHit[] }
  | { kind: 'none'; term: string; unreachable: boolean };

const nameInUrl = () => new URLSearchParams(window.location.search).get('name') ?? '';

function writeUrl(text: string) {
  const url = new URL(window.location.href);
  if (text) url.searchParams.set('name', text);
  else url.searchParams.delete('name');
  if (url.href !== window.location.href) history.replaceState(history.state, '', url);
}

async function search(term: string): Promise<View> {
  try {
    const hits = await api.universities.search.query({ query: term });
    return hits.length ? { kind: 'found', term, hits } : { kind: 'none', term, unreachable: false };
  } catch (error) {
    const info = apiErrorInfo(error);
    console.warn('University search failed:', info.message);
    // A refused query (4xx) has no results anywhere; an unreachable or failing server has Pagefind.
    if (!info.network && info.status !== null && info.status < 500) return { kind: 'none', term, unreachable: false };
    try {
      const { total, hits } = await searchOffline(term);
      return hits.length ? { kind: 'offline', term, total, hits } : { kind: 'none', term, unreachable: true };
    } catch (offlineError) {
      console.warn('The offline search index could not be loaded either:', offlineError);
      return { kind: 'none', term, unreachable: true };
    }
  }
}

const universities = (count: number) => `${formatCount(count)} ${count === 1 ? 'university' : 'universities'}`;

/** `children`: what to say when JavaScript is off (shown under the form). */
export default function SearchResults({ children }: { children?: ReactNode }) {
  const inputRef = useRef<HTMLInputElement>(null);
  // null until hydrated: the box then holds what was typed, or the term of the address.
  const [text, setText] = useState<string | null>(null);
  const [term, setTerm] = useState('');
  const [view, setView] = useState<View>({ kind: 'ready' });
  const [busy, setBusy] = useState(false);
  const [spinner, setSpinner] = useState(false);

  useEffect(() => {
    const input = inputRef.current!;
    if (!input.value) input.value = nameInUrl();
    const initial = nameInUrl().trim();
    if (initial.length >= SEARCH_MIN_LENGTH) setView({ kind: 'start' });
    setTerm(initial);
    setText(input.value);
  }, []);

  // The address follows the box at once; the search follows the address 500 ms later.
  useEffect(() => {
    if (text === null) return;
    writeUrl(text.trim());
    const timer = setTimeout(() => setTerm(text.trim()), TERM_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  useEffect(() => {
    if (text === null) return;
    if (term.length < SEARCH_MIN_LENGTH) {
      setView({ kind: 'ready' });
      return;
    }
    let current = true;
    setBusy(true);
    const spinnerTimer = setTimeout(() => current && setSpinner(true), SPINNER_DELAY_MS);
    void search(term).then((next) => {
      if (!current) return;
      clearTimeout(spinnerTimer);
      setView(next);
      setBusy(false);
      setSpinner(false);
    });
    return () => {
      current = false;
      clearTimeout(spinnerTimer);
    };
    // `text` only gates the first run (after hydration); the search follows `term`.
  }, [term, text === null]);

  function submit(event: FormEvent) {
    event.preventDefault();
    setTerm((text ?? '').trim());
  }

  return (
    <>
      <form
        action="/search/university"
        method="get"
        role="search"
        onSubmit={submit}
        className="mt-4 flex max-w-3xl flex-col gap-2 sm:flex-row"
      >
        <label htmlFor="search-name" className="sr-only">
          University name
        </label>
        <input
          ref={inputRef}
          id="search-name"
          name="name"
          type="search"
          autoComplete="off"
          enterKeyHint="search"
          placeholder="Search for a university"
          className="input"
          defaultValue=""
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="btn-primary">
          Search
        </button>
      </form>
      {children && <div className="mt-6 max-w-3xl">{children}</div>}
      <section aria-label="Search results" aria-busy={busy} className="mt-8 max-w-3xl" data-search-results>
        <div role="status">
          {spinner ? (
            <p className="flex items-center gap-2 py-4 text-slate-700" data-testid="search-spinner">
              <Spinner /> Searching...
            </p>
          ) : (
            <Summary view={view} />
          )}
        </div>
        {!spinner && view.kind === 'found' && <ResultList hits={view.hits} />}
        {!spinner && view.kind === 'offline' && <OfflineList hits={view.hits} />}
      </section>
      <p className="mt-6 text-slate-700">
        Can't find your university?{' '}
        <a href="/addSchool" className="font-semibold">
          Add a School
        </a>
      </p>
    </>
  );
}

function Summary({ view }: { view: View }) {
  switch (view.kind) {
    case 'start':
      return null;
    case 'ready':
      // data-search-ready: hidden by /search-prefill.js before hydration when the address has a term.
      return (
        <div className="card text-center" data-search-ready>
          <h2 className="text-lg font-semibold text-slate-900">Ready to search</h2>
          <p className="mt-1 text-slate-700">Type at least 2 letters of a university's name, or its initials, such as MIT.</p>
        </div>
      );
    case 'none':
      return (
        <div className="card text-center">
          <h2 className="text-lg font-semibold text-slate-900">No universities found</h2>
          <p className="mt-1 text-slate-700">
            {view.unreachable
              ? "We can't reach the server right now. Check your connection and try again."
              : `Nothing matches "${view.term}". Check the spelling or try the initials.`}
          </p>
          <a href="/addSchool" className="btn-secondary mt-4">
            Add a School
          </a>
        </div>
      );
    case 'found':
      return (
        <>
          <h2 className="text-lg font-semibold text-slate-900">
            {universities(view.hits.length)} found for "{view.term}"
          </h2>
          {view.hits.length >= SEARCH_RESULTS_MAX && (
            <p className="mt-1 text-slate-700">
              Showing the first {SEARCH_RESULTS_MAX}, most reviewed first. Add more of the name to narrow the search.
            </p>
          )}
        </>
      );
    case 'offline':
      return (
        <>
          <h2 className="text-lg font-semibold text-slate-900">
            {universities(view.total)} found for "{view.term}"
          </h2>
          {view.total > view.hits.length && (
            <p className="mt-1 text-slate-700">Showing the best {view.hits.length}. Add more of the name to narrow the search.</p>
          )}
          <p className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" data-testid="offline-note">
            Showing results from the offline index: we can't reach the server right now, so ratings and review counts are not shown and
            universities added recently may be missing.
          </p>
        </>
      );
  }
}
