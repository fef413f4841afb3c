// One review of the representative's lists: the review as readers see it (ReviewCard, texts as
// text, without Like and Report), then either the Reply button, or the university's reply with its
// status ('Published', 'Waiting for a moderator', 'Removed' and the moderator's reason), Edit (not
// once removed: then it is appealed) and Appeal, once per removal.
import type { RepresentativeItem as Item, ReplyWithStatus } from '#shared/types.ts';
import { authorName } from '#shared/reviews/messages.ts';
import { longUsDate } from '#lib/format.ts';
import ReviewCard from '#components/ReviewCard.tsx';
import { ReviewDates } from '#components/EditedDate.tsx';
import * as texts from './representative-texts';

/** The item's focus target, for after a dialog took away what had focus. */
export const itemId = (reviewId: number) => `representative-item-${reviewId}`;
/** The note that replaces the Appeal button once the reply is appealed; focus goes to it. */
export const appealNoteId = (reviewId: number) => `reply-appeal-note-${reviewId}`;

export interface RepresentativeItemProps {
  item: Item;
  onReply: () => void;
  onEdit: () => void;
  onAppeal: () => void;
}

export default function RepresentativeItem({ item, onReply, onEdit, onAppeal }: RepresentativeItemProps) {
  const { review, reply } = item;
  const about = texts.aboutReview(authorName(review), longUsDate(review.created_at));
  return (
    <div id={itemId(review.id)} tabIndex={-1} className="rounded-xl">
      {/* The public reply is the one below, with its status: the card shows the review alone. */}
      <ReviewCard
        review={{ ...review, reply: null }}
        reportControl={
          reply ? undefined : (
            <button type="button" className="btn-primary" onClick={onReply}>
              {texts.REPLY}
              <span className="sr-only">{about}</span>
            </button>
          )
        }
      />
      {reply && (
        <ReplyPanel
          reviewId={review.id}
          reviewPublished={review.status === 'published'}
          reply={reply}
          about={about}
          onEdit={onEdit}
          onAppeal={onAppeal}
        />
      )}
    </div>
  );
}

const BADGE_COLOURS: Record<ReplyWithStatus['status'], string> = {
  published: 'border-green-300 bg-green-50 text-green-900',
  held: 'border-amber-300 bg-amber-50 text-amber-950',
  removed: 'border-red-300 bg-red-50 text-red-900',
};

function ReplyPanel({
  reviewId,
  reviewPublished,
  reply,
  about,
  onEdit,
  onAppeal,
}: {
  reviewId: number;
  reviewPublished: boolean;
  reply: ReplyWithStatus;
  about: string;
  onEdit: () => void;
  onAppeal: () => void;
}) {
  const headingId = `representative-reply-${reviewId}`;
  const { status } = reply;
  const appealNote = reply.appealed && status !== 'published';
  // An edit is refused once removed (appealed instead), and while the review is not published.
  const editable = status !== 'removed' && reviewPublished;
  const appealable = status === 'removed' && !reply.appealed;
  return (
    <section
      aria-labelledby={headingId}
      className="mt-2 ml-3 rounded-xl border border-l-4 border-slate-200 border-l-brand-600 bg-white p-4 shadow-sm sm:ml-6"
      data-testid="representative-reply"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-slate-900">
          {texts.YOUR_REPLY}
        </h3>
        <p className="text-sm">
          <span className="sr-only">{texts.STATUS_PREFIX}</span>
          <span className={`inline-flex items-center rounded-full border px-3 py-0.5 font-semibold ${BADGE_COLOURS[status]}`}>
            {texts.STATUS_LABELS[status]}
          </span>
        </p>
      </div>
      <p className="text-sm text-slate-600">
        <ReviewDates createdAt={reply.created_at} editedAt={reply.edited_at} />
      </p>
      <p className="mt-2 whitespace-pre-line break-words text-slate-800">{reply.text}</p>
      {!reviewPublished && <p className="mt-3 text-sm text-slate-700">{texts.REVIEW_NOT_PUBLISHED}</p>}
      {status === 'held' && !reply.appealed && <p className="mt-3 text-sm text-slate-700">{texts.HELD_EXPLAINED}</p>}
      {status === 'removed' && reply.moderation_reason && (
        <p className="mt-3 text-sm break-words text-slate-900">
          <span className="font-semibold">{texts.REMOVED_REASON}</span> {reply.moderation_reason}
        </p>
      )}
      {appealNote && (
        <p id={appealNoteId(reviewId)} tabIndex={-1} className="mt-3 text-sm font-medium text-slate-900">
          {status === 'removed' ? texts.APPEAL_DECIDED : texts.APPEALED_NOTE}
        </p>
      )}
      {(editable || appealable) && (
        <div className="mt-3 flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-3">
          {editable && (
            <button type="button" className="btn-secondary" onClick={onEdit}>
              {texts.EDIT}
              <span className="sr-only">{texts.aboutReply(about)}</span>
            </button>
          )}
          {appealable && (
            <button type="button" className="btn-secondary" onClick={onAppeal}>
              {texts.APPEAL}
              <span className="sr-only">{texts.aboutRemoval(about)}</span>
            </button>
          )}
        </div>
      )}
    </section>
  );
}
