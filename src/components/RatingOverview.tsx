// The overall rating circle with what it rests on (how many reviews, how recent), the overall star
// counts, the four best-rated features, the three grouped cards, the star counts of every
// category and the ratings per study level; a university without reviews says so instead of
// showing zeros. Rendered into the static page and by the university page island with live
// statistics (the same markup, so nothing moves).
import RatingBar from './RatingBar';
import RatingDistribution from './RatingDistribution';
import RatingFreshness from './RatingFreshness';
import StarCountDetails from './StarCountDetails';
import LevelBreakdown from './LevelBreakdown';
import Stars from './Stars';
import { RATING_GROUPS, bestFeatures, categoryByKey, formatRating } from '#shared/reviews/ratings.ts';
import { STAR_COUNT_TEXTS } from '#shared/reviews/insight-texts.ts';
import type { UniversityStatistics } from '#shared/types.ts';

export default function RatingOverview({ statistics, universityId }: { statistics: UniversityStatistics; universityId: number }) {
  const { averages, distribution } = statistics;
  if (statistics.review_count === 0) {
    return (
      <section aria-labelledby="ratings-heading" className="card mt-6">
        <h2 id="ratings-heading" className="text-xl font-semibold">
          Ratings
        </h2>
        <p className="mt-2 text-slate-700">
          No reviews yet, so there are no ratings to show. Studied here?{' '}
          <a href={`/addReview/${universityId}`}>Be the first to rate this university</a>.
        </p>
      </section>
    );
  }
  const best = bestFeatures(averages);
  // Numbers only: the search index (Pagefind) finds universities by name and place, and 16 star
  // tables per page tripled its indexing time.
  return (
    <div data-pagefind-ignore>
      <section aria-labelledby="ratings-heading" className="mt-6 grid gap-4 md:grid-cols-[16rem_1fr] lg:grid-cols-[16rem_1fr_1fr]">
        <h2 id="ratings-heading" className="sr-only">
          Ratings
        </h2>
        <div className="card flex flex-col items-center text-center">
          <div className="flex h-32 w-32 flex-col items-center justify-center rounded-full border-8 border-brand-600 bg-brand-50">
            <span className="text-4xl font-bold tabular-nums text-slate-900" data-testid="overall-rating">
              {formatRating(averages.overall)}
            </span>
            <span className="text-xs text-slate-700">out of 5</span>
          </div>
          <div className="mt-3">
            <Stars value={averages.overall} />
          </div>
          <RatingFreshness statistics={statistics} />
        </div>
        <div className="card" data-testid="overall-star-counts">
          <RatingDistribution caption={STAR_COUNT_TEXTS.overallCaption} counts={distribution.overall} captionClassName="mb-3 text-lg" />
        </div>
        <div className="card md:col-span-2 lg:col-span-1">
          <h3 className="text-lg font-semibold">Best rated</h3>
          <ul className="mt-3 grid grid-cols-2 gap-3" data-testid="best-features">
            {best.map((feature) => (
              <li key={feature.key} className="rounded-lg bg-slate-50 p-3">
                <span className="block text-sm text-slate-700">{feature.label}</span>
                <span className="text-2xl font-bold tabular-nums">{formatRating(feature.value)}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <div className="mt-4 grid gap-4 lg:grid-cols-3">
        {RATING_GROUPS.map((group) => (
          <section key={group.title} className="card" aria-label={group.title}>
            <h3 className="mb-3 text-lg font-semibold">{group.title}</h3>
            <div className="space-y-2">
              {group.keys.map((key) => (
                <RatingBar key={key} label={categoryByKey(key).label} value={averages[key]} />
              ))}
            </div>
          </section>
        ))}
      </div>
      <StarCountDetails distribution={distribution} />
      <LevelBreakdown byLevel={statistics.by_level} />
    </div>
  );
}
