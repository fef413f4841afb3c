// The ratings per study level (docs/rules/reviews-and-ratings.md#study-context): a doctoral
// student's view is not a first-year's. Each level that has reviews shows its count, and its
// averages once it has enough; folded under one summary, native <details>, so it works without
// JavaScript. Rendered only when some review names its level.
import { RATING_CATEGORIES, formatRating, plural } from '#shared/reviews/ratings.ts';
import { LEVEL_MINIMUM } from '#shared/reviews/level-breakdown.ts';
import { STUDY_LEVELS } from '#shared/reviews/study-context.ts';
import type { UniversityStatistics } from '#shared/types.ts';

export const LEVEL_BREAKDOWN_TITLE = 'Ratings by level of study';

export default function LevelBreakdown({ byLevel }: { byLevel: UniversityStatistics['by_level'] }) {
  const levels = STUDY_LEVELS.filter(({ code }) => byLevel[code].review_count > 0);
  if (levels.length === 0) return null;
  return (
    <details className="card group mt-4 py-2" data-testid="level-breakdown" open>
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 font-semibold text-brand-700 [&::-webkit-details-marker]:hidden">
        <span className="inline-block transition-transform group-open:rotate-90" aria-hidden="true">
          ›
        </span>
        {LEVEL_BREAKDOWN_TITLE}
      </summary>
      <ul className="mt-3 mb-3 grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {levels.map(({ code, label }) => {
          const { review_count: count, averages } = byLevel[code];
          return (
            <li key={code} className="rounded-lg bg-slate-50 p-3" data-level={code}>
              <p className="font-semibold text-slate-900">
                {label} <span className="font-normal text-slate-700">({plural(count, 'review', 'reviews')})</span>
              </p>
              {averages ? (
                <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
                  {RATING_CATEGORIES.map((category) => (
                    <div key={category.key} className={`contents ${category.key === 'overall' ? 'font-semibold' : ''}`}>
                      <dt className="text-slate-700">{category.label}</dt>
                      <dd className="text-right tabular-nums">{formatRating(averages[category.key])}</dd>
                    </div>
                  ))}
                </dl>
              ) : (
                <p className="mt-1 text-sm text-slate-700">Not enough reviews: averages show from {LEVEL_MINIMUM}.</p>
              )}
            </li>
          );
        })}
      </ul>
    </details>
  );
}
