// One page of a queue (the held or the reported reviews, or the universities' replies), with the
// decision dialog. A decided item leaves the
// list, focus moves to the next one (or to the view's heading) and the desk announces the result;
// a page emptied by decisions is loaded again, so the items behind it move up.
import { useEffect, useRef, useState } from 'react';
import type { ModerationAction, ModerationQueuePage } from '#shared/types.ts';
import { apiErrorInfo } from '#lib/trpc.ts';
import { NETWORK_ERROR } from '#shared/site/messages.ts';
import { api } from '#stores/auth.ts';
import Pagination from '#islands/university/Pagination.tsx';
import DecisionDialog, { type DecisionTarget } from './DecisionDialog';
import QueueItem, { queueItemId } from './QueueItem';
import { ListProblem, ListLoading } from './ListStates';
import { usePagedLoad } from './use-paged-load';
import type { QueueKind } from './moderation-url';
import * as texts from './moderation-texts';

export interface QueueViewProps {
  view: QueueKind;
  page: number;
  headingId: string;
  onTotal: (total: number) => void;
  onDecided: (message: string) => void;
  onForbidden: () => void;
  onPage: (page: number) => void;
  /** The page is past the end (its last items were decided elsewhere): show the last page instead. */
  onPastEnd: (lastPage: number) => void;
}

/** One page of a queue: the reviews held or reported, or the universities' replies. */
export const queuePage = (view: QueueKind, page: number): Promise<ModerationQueuePage> =>
  view === 'replies' ? api.moderation.replyQueue.query({ page }) : api.moderation.queue.query({ view, page });

/** What the desk announces after a decision. */
function decidedText({ item, action }: DecisionTarget): string {
  if (action === 'publish') return texts.DECIDED.publish;
  if (item.subject === 'reply') return texts.DECIDED.removeReply;
  return item.review.username ? texts.DECIDED.remove : texts.DECIDED.removeAnonymous;
}

/** A 403 that means the role was taken away, not a conflict of interest found since the list loaded. */
const lostRole = (error: unknown) => {
  const info = apiErrorInfo(error);
  return info.status === 403 && !info.message.startsWith('You cannot decide');
};

function decisionError(error: unknown): string {
  const info = apiErrorInfo(error);
  if (info.network) return NETWORK_ERROR;
  return info.message || texts.DECISION_FAILED;
}

export default function QueueView({ view, page, headingId, onTotal, onDecided, onForbidden, onPage, onPastEnd }: QueueViewProps) {
  const { state, reload, update } = usePagedLoad<ModerationQueuePage>(`${view}:${page}`, () => queuePage(view, page));
  const [target, setTarget] = useState<DecisionTarget | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const focusNext = useRef<string | null>(null);
  /** Set when decisions emptied the page: it is loaded again once, to bring up the items behind. */
  const refill = useRef(false);

  const data = state.status === 'ready' ? state.data : null;
  const total = data?.pagination.totalReviews;
  useEffect(() => {
    if (total !== undefined) onTotal(total);
  }, [total, onTotal]);
  useEffect(() => {
    if (state.status === 'failed' && state.forbidden) onForbidden();
  }, [state, onForbidden]);
  useEffect(() => {
    if (!data || data.items.length > 0) return;
    const { totalReviews, reviewsPerPage } = data.pagination;
    const lastPage = Math.max(1, Math.ceil(totalReviews / reviewsPerPage));
    if (page > lastPage) onPastEnd(lastPage);
    else if (refill.current && totalReviews > 0) reload();
    refill.current = false;
  }, [data, page, onPastEnd, reload]);
  useEffect(() => {
    if (!focusNext.current || target) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  async function decide(reason: string) {
    if (!target) return;
    const { item, action } = target;
    setBusy(true);
    setError(null);
    try {
      const decision = { reviewId: item.review.id, action, reason };
      await (item.subject === 'reply' ? api.moderation.decideReply.mutate(decision) : api.moderation.decide.mutate(decision));
      const items = data?.items ?? [];
      const index = items.findIndex((candidate) => candidate.review.id === item.review.id);
      const next = items[index + 1] ?? items[index - 1];
      focusNext.current = next ? queueItemId(next.review.id) : headingId;
      refill.current = items.length === 1;
      update((current) => ({
        items: current.items.filter((candidate) => candidate.review.id !== item.review.id),
        pagination: { ...current.pagination, totalReviews: Math.max(0, current.pagination.totalReviews - 1) },
      }));
      setTarget(null);
      onDecided(decidedText(target));
    } catch (caught) {
      if (lostRole(caught)) onForbidden();
      setError(decisionError(caught));
    } finally {
      setBusy(false);
    }
  }

  const open = (item: ModerationQueuePage['items'][number], action: ModerationAction) => {
    setError(null);
    setTarget({ item, action });
  };

  if (state.status === 'loading') return <ListLoading />;
  if (state.status === 'failed') return <ListProblem onRetry={reload} />;
  const { items, pagination } = state.data;
  return (
    <>
      {items.length === 0 ? (
        <p className="card text-slate-700">{texts.EMPTY_TEXTS[view]}</p>
      ) : (
        <ol className="space-y-4" aria-labelledby={headingId}>
          {items.map((item) => (
            <li key={item.review.id}>
              <QueueItem item={item} onDecide={(action) => open(item, action)} />
            </li>
          ))}
        </ol>
      )}
      <Pagination page={page} totalPages={pagination.totalPages} onPage={onPage} />
      <DecisionDialog
        target={target}
        busy={busy}
        error={error}
        onConfirm={(reason) => void decide(reason)}
        onCancel={() => setTarget(null)}
      />
    </>
  );
}
