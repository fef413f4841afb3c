// The overall rating circle, the four best-rated features and the three grouped cards; a
// university without reviews says so instead of showing zeros. Rendered into the static page and
// by the university page island with live averages (the same markup, so nothing moves).
import RatingBar from './RatingBar';
import Stars from './Stars';
import { RATING_GROUPS, bestFeatures, categoryByKey, formatRating, plural, type Averages } from '#shared/reviews/ratings.ts';

export default function RatingOverview({
  averages,
  reviewCount,
  universityId,
}: {
  averages: Averages;
  reviewCount: number;
  universityId: number;
}) {
  if (reviewCount === 0) {
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
  return (
    <>
      <section aria-labelledby="ratings-heading" className="mt-6 grid gap-4 md:grid-cols-[16rem_1fr]">
        <h2 id="ratings-heading" className="sr-only">
          Ratings
        </h2>
        <div className="card flex flex-col items-center justify-center text-center">
          <div className="flex h-32 w-32 flex-col items-center justify-center rounded-full border-8 border-brand-600 bg-brand-50">
            <span className="text-4xl font-bold tabular-nums text-slate-900" data-testid="overall-rating">
              {formatRating(averages.overall)}
            </span>
            <span className="text-xs text-slate-700">out of 5</span>
          </div>
          <div className="mt-3">
            <Stars value={averages.overall} />
          </div>
          <p className="mt-1 text-sm text-slate-700">Overall, from {plural(reviewCount, 'review', 'reviews')}</p>
        </div>
        <div className="card">
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
    </>
  );
}
