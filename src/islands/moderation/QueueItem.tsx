// One review waiting for a decision: its university, the review as readers would see it (texts as
// text, never HTML), why it is here (flags in words), its open reports (reason, note, date; never
// who reported) and the two decisions, or why the moderator may not take them.
import type { ModerationAction, ModerationQueueItem } from '#shared/types.ts';
import { guidelineOf } from '#shared/trust/guidelines.ts';
import { longUsDate } from '#lib/format.ts';
import { OverallRating } from '#components/Stars.tsx';
import * as texts from './moderation-texts';
import EditedDate from '#components/EditedDate.tsx';

export const queueItemId = (reviewId: number) => `queue-item-${reviewId}`;

export default function QueueItem({ item, onDecide }: { item: ModerationQueueItem; onDecide: (action: ModerationAction) => void }) {
  const { review, flags, reports } = item;
  const author = review.username ?? texts.ANONYMOUS;
  const headingId = `${queueItemId(review.id)}-heading`;
  return (
    <article id={queueItemId(review.id)} tabIndex={-1} className="card" aria-labelledby={headingId} data-review-id={review.id}>
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div>
          <h3 id={headingId} className="text-lg font-semibold">
            <a href={`/university/${review.university_id}`}>{item.university_name}</a>
          </h3>
          <p className="text-sm text-slate-700">
            <span className="font-semibold text-slate-900">{author}</span> ·{' '}
            <time dateTime={review.created_at}>{longUsDate(review.created_at)}</time>
            {review.edited_at && (
              <>
                {' '}
                · <EditedDate editedAt={review.edited_at} />
              </>
            )}
          </p>
        </div>
        <OverallRating value={review.overall_rating} as="p" />
      </header>
      {review.review_text && <p className="mt-3 whitespace-pre-line break-words text-slate-800">{review.review_text}</p>}
      {review.comments && <p className="mt-2 whitespace-pre-line break-words italic text-slate-700">“{review.comments}”</p>}

      {(flags.length > 0 || review.moderation_reason) && (
        <div className="mt-4">
          <h4 className="text-sm font-semibold text-slate-900">{texts.WHY_HERE}</h4>
          <ul className="mt-1 flex flex-wrap gap-2">
            {flags.map((flag) => (
              <li key={flag} className="break-words rounded-md border border-amber-300 bg-amber-50 px-2 py-1 text-sm text-amber-950">
                {texts.flagLabel(flag)}
              </li>
            ))}
          </ul>
          {review.moderation_reason && (
            <p className="mt-2 text-sm text-slate-700">
              {texts.EARLIER_REMOVAL} {review.moderation_reason}
            </p>
          )}
        </div>
      )}

      {reports.length > 0 && (
        <div className="mt-4">
          <h4 className="text-sm font-semibold text-slate-900">
            {texts.REPORTS_HEADING} ({reports.length})
          </h4>
          <ul className="mt-1 divide-y divide-slate-200 rounded-lg border border-slate-200">
            {reports.map((report) => (
              <li key={report.id} className="px-3 py-2 text-sm">
                <p className="flex flex-wrap justify-between gap-x-3">
                  <span className="font-semibold text-slate-900">{guidelineOf(report.reason).label}</span>
                  <time dateTime={report.created_at} className="text-slate-700">
                    {longUsDate(report.created_at)}
                  </time>
                </p>
                <p className="whitespace-pre-line break-words text-slate-800">{report.note ?? texts.REPORT_NO_NOTE}</p>
              </li>
            ))}
          </ul>
        </div>
      )}

      {item.conflict_of_interest ? (
        <p className="mt-4 border-t border-slate-200 pt-4 text-sm text-slate-700" data-conflict={item.conflict_of_interest}>
          {texts.CONFLICT_TEXTS[item.conflict_of_interest]}
        </p>
      ) : (
        <div className="mt-4 flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4">
          <button type="button" className="btn-secondary" onClick={() => onDecide('publish')}>
            {texts.PUBLISH}
            <span className="sr-only">{texts.aboutReview(item.university_name, author)}</span>
          </button>
          <button type="button" className="btn-secondary text-red-800" onClick={() => onDecide('remove')}>
            {texts.REMOVE}
            <span className="sr-only">{texts.aboutReview(item.university_name, author)}</span>
          </button>
        </div>
      )}
    </article>
  );
}
