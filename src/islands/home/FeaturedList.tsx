// 'Most Rated Universities': rendered into the page at build time, then refreshed with live names
// and counts once visible. Same markup before and after, so nothing moves. A failed refresh is
// only logged and the build-time list stays (better than emptying a list the visitor can see).
import { useEffect, useState } from 'react';
import { api } from '#stores/auth.ts';
import { apiErrorInfo } from '#lib/trpc.ts';
import { formatRating, plural } from '#shared/reviews/ratings.ts';
import type { FeaturedUniversity } from '#shared/types.ts';

export default function FeaturedList({ universities }: { universities: FeaturedUniversity[] }) {
  const [list, setList] = useState(universities);

  useEffect(() => {
    let current = true;
    api.universities.featured
      .query()
      .then((live) => current && setList(live))
      .catch((error) => console.warn('Could not refresh the featured universities:', apiErrorInfo(error).message));
    return () => {
      current = false;
    };
  }, []);

  if (list.length === 0) return <p className="mt-4 text-slate-700">No reviews yet. Be the first to review your university.</p>;
  return (
    <ol className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="featured-list">
      {list.map((u, index) => (
        // The third is hidden on small screens (docs/rules/reviews-and-ratings.md#featured).
        <li key={u.id} className={index === 2 ? 'card hidden lg:block' : 'card'} data-university-id={u.id}>
          <a href={`/university/${u.id}`} className="text-lg font-semibold text-slate-900 hover:text-brand-700">
            {u.name}
          </a>
          <p className="text-sm text-slate-700">{u.country}</p>
          <p className="mt-1 text-sm text-slate-700" data-testid="featured-count">
            <span className="font-semibold text-slate-900">{formatRating(u.average_overall)} of 5</span> ·{' '}
            {plural(u.review_count, 'review', 'reviews')}
          </p>
        </li>
      ))}
    </ol>
  );
}
