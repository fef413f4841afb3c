// One page of the moderation log as a table, newest decision first; each row's header says what
// was decided on, the review or the university's reply to it. On a phone each row is laid out as a
// small block (date, what and review; moderator and decision; then the reason) instead of six
// squeezed columns; it stays a table for screen readers, with its headers.
import { useEffect } from 'react';
import type { ModerationLogEntry, ModerationLogPage } from '#shared/types.ts';
import { longUsDate } from '#lib/format.ts';
import { api } from '#stores/auth.ts';
import Pagination from '#islands/university/Pagination.tsx';
import { ListLoading, ListProblem } from './ListStates';
import { usePagedLoad } from './use-paged-load';
import * as texts from './moderation-texts';

export interface LogViewProps {
  page: number;
  onForbidden: () => void;
  onPage: (page: number) => void;
}

/** A row on a phone: three columns, the moderator across two and the reason across all. */
const ROW = 'align-top max-sm:grid max-sm:grid-cols-[1fr_auto_auto] max-sm:gap-x-3 max-sm:gap-y-1 max-sm:p-3';

/** The review's number, linking its university when the reply names it (not for a review deleted since). */
function ReviewCell({ entry }: { entry: ModerationLogEntry }) {
  const label = `#${entry.review_id}`;
  return entry.university_id ? <a href={`/university/${entry.university_id}`}>{label}</a> : <>{label}</>;
}

export default function LogView({ page, onForbidden, onPage }: LogViewProps) {
  const { state, reload } = usePagedLoad<ModerationLogPage>(`log:${page}`, () => api.moderation.log.query({ page }));
  useEffect(() => {
    if (state.status === 'failed' && state.forbidden) onForbidden();
  }, [state, onForbidden]);

  if (state.status === 'loading') return <ListLoading />;
  if (state.status === 'failed') return <ListProblem onRetry={reload} />;
  const { entries, pagination } = state.data;
  if (entries.length === 0) return <p className="card text-slate-700">{texts.EMPTY_TEXTS.log}</p>;
  return (
    <>
      <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
        <table className="w-full text-left text-sm max-sm:block">
          <caption className="sr-only">{texts.LOG_CAPTION}</caption>
          <thead className="bg-slate-100 text-slate-900 max-sm:sr-only">
            <tr>
              {texts.LOG_COLUMNS.map((column) => (
                <th key={column} scope="col" className="px-3 py-2 font-semibold first:rounded-tl-xl last:rounded-tr-xl">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 max-sm:block">
            {entries.map((entry) => (
              <tr key={entry.id} className={ROW}>
                <td className="whitespace-nowrap px-3 py-2 text-slate-700 max-sm:p-0">
                  <time dateTime={entry.created_at}>{longUsDate(entry.created_at)}</time>
                </td>
                {/* The row's header: what each of its cells is about, for a screen reader moving through a column. */}
                <th scope="row" className="whitespace-nowrap px-3 py-2 font-normal text-slate-900 max-sm:justify-self-end max-sm:p-0">
                  {texts.LOG_SUBJECTS[entry.subject]}
                </th>
                <td className="whitespace-nowrap px-3 py-2 tabular-nums max-sm:justify-self-end max-sm:p-0">
                  <ReviewCell entry={entry} />
                </td>
                <td className="px-3 py-2 text-slate-900 wrap-anywhere max-sm:col-span-2 max-sm:p-0">{entry.moderator}</td>
                <td className="whitespace-nowrap px-3 py-2 font-semibold text-slate-900 max-sm:justify-self-end max-sm:p-0">
                  {texts.LOG_ACTIONS[entry.action]}
                </td>
                <td className="px-3 py-2 text-slate-800 wrap-anywhere max-sm:col-span-3 max-sm:p-0">{entry.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination page={page} totalPages={pagination.totalPages} onPage={onPage} label={texts.LOG_PAGES} />
    </>
  );
}
