// One page of the waiting or the replied list, with the reply and appeal dialogs. A review replied
// to leaves the waiting list, focus moves to the next one (or to the view's heading) and the desk
// announces the server's message; a page emptied by replies is loaded again, so the reviews behind
// it move up. An edit or an appeal changes its item in place.
import { useEffect, useRef, useState } from 'react';
import type { RepresentativeItem as Item, RepresentativeReviews } from '#shared/types.ts';
import { apiErrorInfo } from '#lib/trpc.ts';
import { api } from '#stores/auth.ts';
import Pagination from '#islands/university/Pagination.tsx';
import { ListLoading, ListProblem } from '#islands/moderation/ListStates.tsx';
import { usePagedLoad } from '#islands/moderation/use-paged-load.ts';
import RepresentativeItem, { appealNoteId, itemId } from './RepresentativeItem';
import ReplyDialog, { type ReplyTarget } from './ReplyDialog';
import AppealDialog from './AppealDialog';
import { failureText } from './failure-text';
import type { University } from './RepresentativeDesk';
import type { RepresentativeView } from './representative-url';
import * as texts from './representative-texts';

export interface ReviewListProps {
  view: RepresentativeView;
  page: number;
  university: University;
  headingId: string;
  onTotal: (total: number) => void;
  /** A review of the waiting list was replied to; the server's message. */
  onReplied: (message: string) => void;
  /** A reply was edited or appealed; what to announce. */
  onChanged: (message: string) => void;
  onForbidden: () => void;
  onPage: (page: number) => void;
  /** The page is past the end (its last reviews were replied to elsewhere): show the last page instead. */
  onPastEnd: (lastPage: number) => void;
}

export default function ReviewList(props: ReviewListProps) {
  const { view, page, university, headingId, onTotal, onReplied, onChanged, onForbidden, onPage, onPastEnd } = props;
  const { state, reload, update } = usePagedLoad<RepresentativeReviews>(`${view}:${page}`, () => api.replies.reviews.query({ view, page }));
  const [target, setTarget] = useState<ReplyTarget | null>(null);
  const [appealing, setAppealing] = useState<Item | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const focusNext = useRef<string | null>(null);
  /** Set when replies emptied the page: it is loaded again once, to bring up the reviews behind. */
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
    if (!focusNext.current || target || appealing) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const replaceItem = (reviewId: number, change: (item: Item) => Item) =>
    update((current) => ({ ...current, items: current.items.map((item) => (item.review.id === reviewId ? change(item) : item)) }));

  async function send(text: string) {
    if (!target || busy) return;
    const { item, mode } = target;
    const reviewId = item.review.id;
    setBusy(true);
    setError(null);
    try {
      if (mode === 'post') {
        const result = await api.replies.post.mutate({ reviewId, text });
        const items = data?.items ?? [];
        const index = items.findIndex((candidate) => candidate.review.id === reviewId);
        const next = items[index + 1] ?? items[index - 1];
        focusNext.current = next ? itemId(next.review.id) : headingId;
        refill.current = items.length === 1;
        update((current) => ({
          ...current,
          items: current.items.filter((candidate) => candidate.review.id !== reviewId),
          pagination: { ...current.pagination, totalReviews: Math.max(0, current.pagination.totalReviews - 1) },
        }));
        setTarget(null);
        onReplied(result.message);
      } else {
        const result = await api.replies.edit.mutate({ reviewId, text });
        const now = new Date().toISOString();
        replaceItem(reviewId, (current) => ({
          ...current,
          reply: current.reply && {
            ...current.reply,
            text: text.trim(),
            status: result.status,
            flags: result.status === 'published' ? [] : current.reply.flags,
            edited_at: now,
          },
        }));
        setTarget(null);
        onChanged(result.message);
      }
    } catch (caught) {
      if (apiErrorInfo(caught).status === 403) onForbidden();
      setError(failureText(caught, texts.REPLY_FAILED));
    } finally {
      setBusy(false);
    }
  }

  const openReply = (item: Item, mode: ReplyTarget['mode']) => {
    setError(null);
    setTarget({ item, mode });
  };
  const appealed = (item: Item, sent: boolean) => {
    replaceItem(item.review.id, (current) => ({
      ...current,
      reply: current.reply && { ...current.reply, appealed: true, ...(sent && { status: 'held' as const }) },
    }));
    focusNext.current = appealNoteId(item.review.id);
    setAppealing(null);
    onChanged(sent ? texts.APPEAL_SENT : texts.APPEAL_ALREADY);
  };

  if (state.status === 'loading') return <ListLoading />;
  if (state.status === 'failed') return <ListProblem onRetry={reload} />;
  const { items, pagination } = state.data;
  return (
    <>
      {items.length === 0 ? (
        <p className="card text-slate-700">{texts.EMPTY_TEXTS[view]}</p>
      ) : (
        <ol className="space-y-6" aria-labelledby={headingId}>
          {items.map((item) => (
            <li key={item.review.id}>
              <RepresentativeItem
                item={item}
                onReply={() => openReply(item, 'post')}
                onEdit={() => openReply(item, 'edit')}
                onAppeal={() => setAppealing(item)}
              />
            </li>
          ))}
        </ol>
      )}
      <Pagination page={page} totalPages={pagination.totalPages} onPage={onPage} label={texts.REVIEW_PAGES} />
      <ReplyDialog
        target={target}
        university={university}
        busy={busy}
        error={error}
        onSubmit={(text) => void send(text)}
        onCancel={() => setTarget(null)}
      />
      <AppealDialog item={appealing} onClose={() => setAppealing(null)} onAppealed={appealed} onForbidden={onForbidden} />
    </>
  );
}
