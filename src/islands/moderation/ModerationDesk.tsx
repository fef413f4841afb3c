// The moderator's desk: the views as tabs (the held and the reported reviews, the universities'
// replies, the log), the view's heading, the announcement of the last decision, and the list (the
// page's heading and intro are static, in moderation.astro). Where the moderator is lives in the
// address, so reload and Back work.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import ModerationTabs, { type QueueCounts } from './ModerationTabs';
import QueueView, { queuePage } from './QueueView';
import LogView from './LogView';
import { moderationSearch, readModerationPosition, type ModerationPosition, type QueueKind } from './moderation-url';
import * as texts from './moderation-texts';

export default function ModerationDesk({ onForbidden }: { onForbidden: () => void }) {
  const [position, setPosition] = useState(() => readModerationPosition(window.location.search));
  const [counts, setCounts] = useState<QueueCounts>({ held: null, reported: null, replies: null });
  const [message, setMessage] = useState<{ id: number; text: string } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const { view, page } = position;

  useEffect(() => {
    const back = () => {
      setPosition(readModerationPosition(window.location.search));
      setMessage(null);
    };
    window.addEventListener('popstate', back);
    return () => window.removeEventListener('popstate', back);
  }, []);

  // The counts of the queues not on screen; the one on screen reports its own.
  const firstView = useRef(view);
  useEffect(() => {
    for (const queue of ['held', 'reported', 'replies'] as const) {
      if (queue === firstView.current) continue;
      queuePage(queue, 1)
        .then((reply) => setCounts((current) => ({ ...current, [queue]: reply.pagination.totalReviews })))
        .catch(() => undefined);
    }
  }, []);

  /** Moves to a position: a new history entry, or with `replace` a correction of the current one
   * (a page past the end), so Back does not return to the address that was corrected. */
  const go = useCallback((next: ModerationPosition, { focusHeading = false, replace = false } = {}) => {
    const search = moderationSearch(next);
    if (search === window.location.search) return;
    if (replace) window.history.replaceState(null, '', search);
    else window.history.pushState(null, '', search);
    setPosition(next);
    setMessage(null);
    if (focusHeading) requestAnimationFrame(() => heading.current?.focus());
  }, []);
  const onPage = useCallback((next: number) => go({ view, page: next }, { focusHeading: true }), [go, view]);
  const onPastEnd = useCallback((last: number) => go({ view, page: last }, { replace: true }), [go, view]);
  const onTotal = useCallback((total: number) => setCounts((current) => ({ ...current, [view as QueueKind]: total })), [view]);
  // Keyed by a counter, so the same text twice in a row is a new node and announced again.
  const announce = useCallback((text: string) => setMessage((current) => ({ id: (current?.id ?? 0) + 1, text })), []);

  return (
    <div>
      <ModerationTabs view={view} counts={counts} onSelect={(next) => go({ view: next, page: 1 })} />
      <section aria-labelledby={headingId} className="mt-6">
        <h2 id={headingId} ref={heading} tabIndex={-1} className="text-xl font-semibold text-slate-900">
          {texts.VIEW_HEADINGS[view]}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{texts.VIEW_NOTES[view]}</p>
        {/* Always present, so screen readers announce a decision's result when it appears. */}
        <div role="status">
          {message && (
            <p key={message.id} className="mt-4 rounded-lg border border-green-300 bg-green-50 p-3 text-green-900">
              {message.text}
            </p>
          )}
        </div>
        <div className="mt-4">
          {view === 'log' ? (
            <LogView key={page} page={page} onForbidden={onForbidden} onPage={onPage} />
          ) : (
            <QueueView
              key={view}
              view={view}
              page={page}
              headingId={headingId}
              onTotal={onTotal}
              onDecided={announce}
              onForbidden={onForbidden}
              onPage={onPage}
              onPastEnd={onPastEnd}
            />
          )}
        </div>
      </section>
    </div>
  );
}
