// 'Edited <date>' beside a review's date, on every view of a review (cards, the moderation
// queue, the author's list), kept on one line.
import { longUsDate } from '#lib/format.ts';

export default function EditedDate({ editedAt }: { editedAt: string }) {
  return (
    <span data-testid="edited" className="whitespace-nowrap">
      Edited <time dateTime={editedAt}>{longUsDate(editedAt)}</time>
    </span>
  );
}

/** A review's date, then when it was last edited (the dot between them is not read out). */
export function ReviewDates({ createdAt, editedAt }: { createdAt: string; editedAt: string | null }) {
  return (
    <>
      <time dateTime={createdAt}>{longUsDate(createdAt)}</time>
      {editedAt && (
        <>
          <span aria-hidden="true"> · </span>
          <EditedDate editedAt={editedAt} />
        </>
      )}
    </>
  );
}
