// A saved review's status as its author sees it: a plain badge, and what it means for them. A
// removed review shows the moderator's reason and an 'Appeal' button, once per removal; removed
// again after the appeal, it says the decision stands.
import type { OwnReview, ReviewStatus as Status } from '#shared/types.ts';
import { APPEALED_NOTE, APPEAL_BUTTON, APPEAL_DECIDED, HELD_EXPLAINED, STATUS_LABELS, reasonLine } from './saved-texts';

const BADGE_COLOURS: Record<Status, string> = {
  published: 'border-green-300 bg-green-50 text-green-900',
  held: 'border-amber-300 bg-amber-50 text-amber-950',
  removed: 'border-red-300 bg-red-50 text-red-900',
};

/** The note that replaces the Appeal button once the review is appealed; focus goes to it. */
export const appealNoteId = (reviewId: number) => `appeal-note-${reviewId}`;

export function StatusBadge({ status }: { status: Status }) {
  return (
    <span>
      <span className="sr-only">Status: </span>
      <span className={`inline-flex items-center rounded-full border px-3 py-0.5 text-sm font-semibold ${BADGE_COLOURS[status]}`}>
        {STATUS_LABELS[status]}
      </span>
    </span>
  );
}

export default function ReviewStatus({ review, onAppeal }: { review: OwnReview; onAppeal: () => void }) {
  const { status } = review;
  if (status === 'published') return null;
  return (
    <div className={`mt-3 space-y-2 rounded-lg border p-3 text-sm ${status === 'removed' ? 'border-red-200' : 'border-amber-200'}`}>
      {status === 'held' && !review.appealed && <p className="text-slate-800">{HELD_EXPLAINED}</p>}
      {status === 'removed' && review.moderation_reason && <p className="text-slate-900">{reasonLine(review.moderation_reason)}</p>}
      {review.appealed ? (
        <p id={appealNoteId(review.id)} tabIndex={-1} className="font-medium text-slate-900">
          {status === 'removed' ? APPEAL_DECIDED : APPEALED_NOTE}
        </p>
      ) : (
        status === 'removed' && (
          <button type="button" className="btn-secondary" onClick={onAppeal}>
            {APPEAL_BUTTON}
            <span className="sr-only"> the removal of your review of {review.university_name}</span>
          </button>
        )
      )}
    </div>
  );
}
