// 'Your reports' on /profile: the receipts of the reviews this account reported, newest first,
// each with what became of it (docs/rules/trust-and-moderation.md#reports). Never anyone else's.
import { useEffect, useState } from 'react';
import type { OwnReport, ReportOutcome } from '#shared/types.ts';
import { guidelineOf } from '#shared/trust/guidelines.ts';
import { longUsDate } from '#lib/format.ts';
import { api } from '#stores/auth.ts';

export const YOUR_REPORTS = 'Your reports';
export const NO_REPORTS = 'You have not reported any reviews.';
export const REPORTS_LOADING = 'Loading your reports...';
export const REPORTS_FAILED = 'Failed to load your reports. Please try again later.';
export const OUTCOME_TEXTS: Record<ReportOutcome, string> = {
  open: 'Open: a moderator will look at it',
  kept: 'Kept: the review breaks no guideline',
  removed: 'Removed',
};
const OUTCOME_COLOURS: Record<ReportOutcome, string> = {
  open: 'border-amber-300 bg-amber-50 text-amber-950',
  kept: 'border-slate-300 bg-slate-50 text-slate-900',
  removed: 'border-red-300 bg-red-50 text-red-900',
};

const newestFirst = (a: OwnReport, b: OwnReport) => b.created_at.localeCompare(a.created_at) || b.id - a.id;

function ReportItem({ report }: { report: OwnReport }) {
  return (
    <li className="py-4">
      <p className="font-semibold text-slate-900">
        <a href={`/university/${report.university_id}`}>{report.university_name}</a>
      </p>
      <p className="mt-1 text-sm text-slate-700">
        {guidelineOf(report.reason).label}
        <span aria-hidden="true"> · </span>
        <span className="sr-only">, reported </span>
        <time dateTime={report.created_at}>{longUsDate(report.created_at)}</time>
      </p>
      <p className="mt-2">
        <span className="sr-only">Outcome: </span>
        <span className={`inline-block rounded-lg border px-2.5 py-0.5 text-sm font-medium ${OUTCOME_COLOURS[report.outcome]}`}>
          {OUTCOME_TEXTS[report.outcome]}
        </span>
      </p>
    </li>
  );
}

export default function YourReports() {
  const [reports, setReports] = useState<OwnReport[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    api.account.myReports
      .query()
      .then((reply) => setReports([...reply.reports].sort(newestFirst)))
      .catch(() => setFailed(true));
  }, []);

  return (
    <section className="card mx-auto mt-6 max-w-xl p-8" aria-labelledby="your-reports-heading">
      <h2 id="your-reports-heading" className="text-xl font-bold text-slate-900">
        {YOUR_REPORTS}
      </h2>
      {failed && (
        <p role="alert" className="mt-4 text-red-900">
          {REPORTS_FAILED}
        </p>
      )}
      {!reports && !failed && (
        <p role="status" className="mt-4 text-slate-700">
          {REPORTS_LOADING}
        </p>
      )}
      {reports?.length === 0 && <p className="mt-4 text-slate-700">{NO_REPORTS}</p>}
      {reports && reports.length > 0 && (
        <ul className="mt-2 divide-y divide-slate-200">
          {reports.map((report) => (
            <ReportItem key={report.id} report={report} />
          ))}
        </ul>
      )}
    </section>
  );
}
