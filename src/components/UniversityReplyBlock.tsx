// The university's reply under a review: 'Reply from <University>', its date (and 'Edited'), the
// text as text. Set apart from the review (indented, tinted) so nobody reads it as the student's.
import type { ReactNode } from 'react';
import type { UniversityReply } from '#shared/types.ts';
import { ReviewDates } from './EditedDate';

export const replyHeading = (universityName: string) => `Reply from ${universityName}`;

export default function UniversityReplyBlock({
  reply,
  reviewId,
  reportControl,
}: {
  reply: UniversityReply;
  reviewId: number;
  reportControl?: ReactNode;
}) {
  const headingId = `review-${reviewId}-reply`;
  return (
    <section
      aria-labelledby={headingId}
      className="mt-3 rounded-lg border-l-4 border-brand-600 bg-slate-50 px-4 py-3 text-sm"
      data-testid="university-reply"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 id={headingId} className="font-semibold text-slate-900">
          {replyHeading(reply.university_name)}
        </h3>
        <p className="text-slate-600">
          <ReviewDates createdAt={reply.created_at} editedAt={reply.edited_at} />
        </p>
      </div>
      <p className="mt-1 whitespace-pre-line text-slate-800">{reply.text}</p>
      {reportControl && <div className="mt-1 flex justify-end">{reportControl}</div>}
    </section>
  );
}
