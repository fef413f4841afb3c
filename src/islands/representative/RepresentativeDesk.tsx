// The representative's desk: the two views as tabs, the view's heading, the announcement of the
// last reply or appeal, and the list (the page's heading and intro are static, in
// representative.astro). Where the representative is lives in the address, so reload and Back work.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { api } from '#stores/auth.ts';
import RepresentativeTabs, { type ViewCounts } from './RepresentativeTabs';
import ReviewList from './ReviewList';
import { readRepresentativePosition, representativeSearch, type RepresentativePosition } from './representative-url';
import * as texts from './representative-texts';

export interface University {
  id: number;
  name: string;
}

export default function RepresentativeDesk({ university, onForbidden }: { university: University; onForbidden: () => void }) {
  const [position, setPosition] = useState(() => readRepresentativePosition(window.location.search));
  const [counts, setCounts] = useState<ViewCounts>({ waiting: null, replied: null });
  const [message, setMessage] = useState<{ id: number; text: string } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const { view, page } = position;

  useEffect(() => {
    const back = () => {
      setPosition(readRepresentativePosition(window.location.search));
      setMessage(null);
    };
    window.addEventListener('popstate', back);
    return () => window.removeEventListener('popstate', back);
  }, []);

  // The count of the view not on screen; the one on screen reports its own.
  const firstView = useRef(view);
  useEffect(() => {
    const other = firstView.current === 'waiting' ? 'replied' : 'waiting';
    api.replies.reviews
      .query({ view: other, page: 1 })
      .then((reply) => setCounts((current) => ({ ...current, [other]: reply.pagination.totalReviews })))
      .catch(() => undefined);
  }, []);

  /** Moves to a position: a new history entry, or with `replace` a correction of the current one
   * (a page past the end), so Back does not return to the address that was corrected. */
  const go = useCallback((next: RepresentativePosition, { focusHeading = false, replace = false } = {}) => {
    const search = representativeSearch(next);
    if (search === window.location.search) return;
    if (replace) window.history.replaceState(null, '', search);
    else window.history.pushState(null, '', search);
    setPosition(next);
    // A correction follows a reply that emptied the last page: its message stays.
    if (!replace) setMessage(null);
    if (focusHeading) requestAnimationFrame(() => heading.current?.focus());
  }, []);
  const onPage = useCallback((next: number) => go({ view, page: next }, { focusHeading: true }), [go, view]);
  const onPastEnd = useCallback((last: number) => go({ view, page: last }, { replace: true }), [go, view]);
  const onTotal = useCallback((total: number) => setCounts((current) => ({ ...current, [view]: total })), [view]);
  // Keyed by a counter, so the same text twice in a row is a new node and announced again.
  const announce = useCallback((text: string) => setMessage((current) => ({ id: (current?.id ?? 0) + 1, text })), []);
  const onReplied = useCallback(
    (text: string) => {
      setCounts((current) => ({ ...current, replied: current.replied === null ? null : current.replied + 1 }));
      announce(text);
    },
    [announce],
  );

  return (
    <div>
      <RepresentativeTabs view={view} counts={counts} onSelect={(next) => go({ view: next, page: 1 })} />
      <section aria-labelledby={headingId} className="mt-6">
        <h2 id={headingId} ref={heading} tabIndex={-1} className="text-xl font-semibold text-slate-900">
          {texts.VIEW_HEADINGS[view]}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{texts.viewNotes(university.name)[view]}</p>
        {/* Always present, so screen readers announce a result when it appears. */}
        <div role="status">
          {message && (
            <p key={message.id} className="mt-4 rounded-lg border border-green-300 bg-green-50 p-3 text-green-900">
              {message.text}
            </p>
          )}
        </div>
        <div className="mt-4">
          <ReviewList
            key={`${view}:${page}`}
            view={view}
            page={page}
            university={university}
            headingId={headingId}
            onTotal={onTotal}
            onReplied={onReplied}
            onChanged={announce}
            onForbidden={onForbidden}
            onPage={onPage}
            onPastEnd={onPastEnd}
          />
        </div>
      </section>
    </div>
  );
}
