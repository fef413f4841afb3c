// One card per university: name (to its page), country, and the average with stars and the
// review count and the newest review's date, or 'No reviews yet'. The server sends them with each hit.
// Rendered on the server only; OfflineList is the card of the page's <template> that the live search
// (live-search.ts) fills with Pagefind's hits.
import Stars from '#components/Stars.tsx';
import { formatRating, plural } from '#shared/reviews/ratings.ts';
import { longUsDate } from '#lib/format.ts';
import type { UniversityHit } from '#shared/types.ts';
import type { OfflineHit } from './offline-search';

export function ResultList({ hits }: { hits: UniversityHit[] }) {
  return (
    <ol className="mt-3 space-y-3" data-testid="search-results">
      {hits.map((hit) => (
        <li key={hit.id} className="card flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <a href={`/university/${hit.id}`} className="text-lg font-semibold text-slate-900 hover:text-brand-700">
              {hit.name}
            </a>
            <p className="text-slate-700">{hit.country}</p>
          </div>
          {hit.review_count > 0 ? (
            <p className="flex shrink-0 flex-wrap items-center gap-x-2 text-sm text-slate-700" data-testid="result-rating">
              <span className="text-base font-semibold tabular-nums text-slate-900">{formatRating(hit.average_rating)}</span>
              <Stars value={hit.average_rating} size="sm" />
              {/* The separator ends the count's part, so that a wrapped date starts its line cleanly. */}
              <span>
                {plural(hit.review_count, 'review', 'reviews')}
                {hit.last_review_at && ' ·'}
              </span>
              {hit.last_review_at && (
                <span>
                  latest <time dateTime={hit.last_review_at}>{longUsDate(hit.last_review_at)}</time>
                </span>
              )}
            </p>
          ) : (
            <p className="shrink-0 text-sm text-slate-700" data-testid="result-rating">
              No reviews yet
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}

export function OfflineList({ hits }: { hits: OfflineHit[] }) {
  return (
    <ol className="mt-3 space-y-3" data-testid="offline-results">
      {hits.map((hit) => (
        <li key={hit.url} className="card">
          <a href={hit.url} className="text-lg font-semibold text-slate-900 hover:text-brand-700">
            {hit.name}
          </a>
          {hit.country !== null && <p className="text-slate-700">{hit.country}</p>}
        </li>
      ))}
    </ol>
  );
}
