// The star counts of the 15 categories, folded away under one summary: open, they are a calm set
// of small tables in the page's three groups (one column on a phone) instead of fifteen charts in
// a row. Native <details>, so it opens without JavaScript.
import RatingDistribution from './RatingDistribution';
import { RATING_GROUPS, categoryByKey, type Distribution } from '#shared/reviews/ratings.ts';
import { STAR_COUNT_TEXTS } from '#shared/reviews/insight-texts.ts';

export default function StarCountDetails({ distribution }: { distribution: Distribution }) {
  return (
    <details className="card group mt-4 py-2" data-testid="star-counts-every-category">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 font-semibold text-brand-700 [&::-webkit-details-marker]:hidden">
        <span className="inline-block transition-transform group-open:rotate-90" aria-hidden="true">
          ›
        </span>
        {STAR_COUNT_TEXTS.everyCategory}
      </summary>
      <div className="mt-3 mb-3 grid gap-x-8 gap-y-6 lg:grid-cols-3">
        {RATING_GROUPS.map((group) => (
          <div key={group.title}>
            {/* Not a heading: the grouped cards above already have these headings. */}
            <p className="mb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">{group.title}</p>
            <div className="grid gap-x-8 gap-y-4 sm:grid-cols-2 lg:grid-cols-1">
              {group.keys.map((key) => (
                <RatingDistribution key={key} caption={categoryByKey(key).label} counts={distribution[key]} compact />
              ))}
            </div>
          </div>
        ))}
      </div>
    </details>
  );
}
