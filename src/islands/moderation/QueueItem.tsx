// One item waiting for a decision: its university, then either the review as readers would see it,
// or a university's reply under decision with the review it answers (smaller, to read it against);
// texts as text, never HTML. Then why it is here (flags in words), its open reports (reason, note,
// date; never who reported) and the two decisions, or why the moderator may not take them.
import type { ModerationAction, ModerationQueueItem, QueueReport, ReplyWithStatus } from '#shared/types.ts';
import { guidelineOf } from '#shared/trust/guidelines.ts';
import { longUsDate } from '#lib/format.ts';
import { OverallRating } from '#components/Stars.tsx';
import * as texts from './moderation-texts';
import EditedDate from '#components/EditedDate.tsx';

export const queueItemId = (reviewId: number) => `queue-item-${reviewId}`;

type Review = ModerationQueueItem['review'];

export default function QueueItem({ item, onDecide }: { item: ModerationQueueItem; onDecide: (action: ModerationAction) => void }) {
  const { review, reply } = item;
  const author = review.username ?? texts.ANONYMOUS;
  const headingId = `${queueItemId(review.id)}-heading`;
  const about = reply ? texts.aboutReply(item.university_name, author) : texts.aboutReview(item.university_name, author);
  return (
    <article
      id={queueItemId(review.id)}
      tabIndex={-1}
      className="card"
      aria-labelledby={headingId}
      data-review-id={review.id}
      data-subject={item.subject}
    >
      {reply ? (
        <>
          <h3 id={headingId} className="text-lg font-semibold">
            <a href={`/university/${review.university_id}`}>{item.university_name}</a>
          </h3>
          <ReviewContext review={review} author={author} />
          <ReplyUnderDecision reply={reply} university={item.university_name} reviewId={review.id} />
        </>
      ) : (
        <>
          <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
            <div>
              <h3 id={headingId} className="text-lg font-semibold">
                <a href={`/university/${review.university_id}`}>{item.university_name}</a>
              </h3>
              <p className="text-sm text-slate-700">
                <span className="font-semibold text-slate-900">{author}</span> ·{' '}
                <Dates createdAt={review.created_at} editedAt={review.edited_at} />
              </p>
            </div>
            <OverallRating value={review.overall_rating} as="p" />
          </header>
          <ReviewTexts review={review} />
        </>
      )}

      <WhyHere flags={item.flags} earlierReason={(reply ?? review).moderation_reason} />
      <Reports reports={item.reports} />

      {item.conflict_of_interest ? (
        <p className="mt-4 border-t border-slate-200 pt-4 text-sm text-slate-700" data-conflict={item.conflict_of_interest}>
          {texts.CONFLICT_TEXTS[item.subject][item.conflict_of_interest]}
        </p>
      ) : (
        <div className="mt-4 flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4">
          <button type="button" className="btn-secondary" onClick={() => onDecide('publish')}>
            {texts.PUBLISH}
            <span className="sr-only">{about}</span>
          </button>
          <button type="button" className="btn-secondary text-red-800" onClick={() => onDecide('remove')}>
            {texts.REMOVE}
            <span className="sr-only">{about}</span>
          </button>
        </div>
      )}
    </article>
  );
}

function Dates({ createdAt, editedAt }: { createdAt: string; editedAt: string | null }) {
  return (
    <>
      <time dateTime={createdAt}>{longUsDate(createdAt)}</time>
      {editedAt && (
        <>
          {' '}
          · <EditedDate editedAt={editedAt} />
        </>
      )}
    </>
  );
}

function ReviewTexts({ review }: { review: Review }) {
  return (
    <>
      {review.review_text && <p className="mt-3 whitespace-pre-line break-words text-slate-800">{review.review_text}</p>}
      {review.comments && <p className="mt-2 whitespace-pre-line break-words italic text-slate-700">“{review.comments}”</p>}
    </>
  );
}

/** The review a reply answers: there to read the reply against, so set back (smaller, tinted). */
function ReviewContext({ review, author }: { review: Review; author: string }) {
  return (
    <div className="mt-3 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <h4 className="font-semibold text-slate-900">{texts.reviewContextHeading(author)}</h4>
        <OverallRating value={review.overall_rating} as="p" />
      </div>
      <p className="text-slate-700">
        <Dates createdAt={review.created_at} editedAt={review.edited_at} />
      </p>
      <ReviewTexts review={review} />
    </div>
  );
}

/** The reply the decision is about: the university's name, its dates and status, its text. */
function ReplyUnderDecision({ reply, university, reviewId }: { reply: ReplyWithStatus; university: string; reviewId: number }) {
  const headingId = `${queueItemId(reviewId)}-reply`;
  return (
    <section aria-labelledby={headingId} className="mt-4 border-l-4 border-brand-600 pl-3" data-testid="reply-under-decision">
      <h4 id={headingId} className="font-semibold text-slate-900">
        {texts.replyHeading(university)}
      </h4>
      <p className="text-sm text-slate-700">
        <Dates createdAt={reply.created_at} editedAt={reply.edited_at} /> · {texts.STATUS_PREFIX}
        <span className="font-semibold text-slate-900">{texts.REPLY_STATUS[reply.status]}</span>
      </p>
      <p className="mt-2 whitespace-pre-line break-words text-slate-800">{reply.text}</p>
    </section>
  );
}

function WhyHere({ flags, earlierReason }: { flags: string[]; earlierReason: string | null }) {
  if (flags.length === 0 && !earlierReason) return null;
  return (
    <div className="mt-4">
      <h4 className="text-sm font-semibold text-slate-900">{texts.WHY_HERE}</h4>
      <ul className="mt-1 flex flex-wrap gap-2">
        {flags.map((flag) => (
          <li key={flag} className="break-words rounded-md border border-amber-300 bg-amber-50 px-2 py-1 text-sm text-amber-950">
            {texts.flagLabel(flag)}
          </li>
        ))}
      </ul>
      {earlierReason && (
        <p className="mt-2 text-sm text-slate-700">
          {texts.EARLIER_REMOVAL} {earlierReason}
        </p>
      )}
    </div>
  );
}

function Reports({ reports }: { reports: QueueReport[] }) {
  if (reports.length === 0) return null;
  return (
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
  );
}
