// @vitest-environment jsdom
// The university page's rating insight: the star-count tables, what the averages rest on, and the
// version of the statistics the live block is refreshed by.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import RatingDistribution from '#components/RatingDistribution.tsx';
import RatingOverview from '#components/RatingOverview.tsx';
import { statisticsVersion } from '#shared/universities/statistics-version.ts';
import { emptyLevelBreakdown } from '#shared/reviews/level-breakdown.ts';
import { RATING_CATEGORIES, type Averages, type Distribution } from '#shared/reviews/ratings.ts';
import type { UniversityStatistics } from '#shared/types.ts';

/** The mean of each rating from its star counts. */
const averagesFromDistribution = (distribution: Distribution) =>
  Object.fromEntries(
    RATING_CATEGORIES.map((c) => {
      const counts = distribution[c.key];
      const total = counts.reduce((sum, n) => sum + n, 0);
      return [c.key, total ? counts.reduce((sum, n, index) => sum + n * (index + 1), 0) / total : 0];
    }),
  ) as Averages;

afterEach(cleanup);

/** Each row of a table as its cells' texts. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

function statisticsOf(overall: [number, number, number, number, number], extra: Partial<UniversityStatistics> = {}): UniversityStatistics {
  const distribution = Object.fromEntries(RATING_CATEGORIES.map((c) => [c.key, overall])) as Distribution;
  return {
    review_count: overall.reduce((sum, n) => sum + n, 0),
    verified_count: 0,
    reviews_last_12_months: 0,
    last_review_at: '2026-03-04T10:00:00.000Z',
    averages: averagesFromDistribution(distribution),
    distribution,
    by_level: emptyLevelBreakdown(),
    replies: { replied_count: 0, reply_share: null, median_reply_hours: null },
    ...extra,
  };
}

describe('a star-count table', () => {
  it('has a caption, a row per star from five down, and each count with its share', () => {
    render(<RatingDistribution caption="Happiness" counts={[1, 0, 2, 3, 14]} />);
    const table = screen.getByRole('table', { name: 'Happiness' });
    expect(rowsOf(table)).toEqual([
      ['Stars', 'Share', 'Reviews'],
      ['5 stars', '70%', '14'],
      ['4 stars', '15%', '3'],
      ['3 stars', '10%', '2'],
      ['2 stars', '0%', '0'],
      ['1 star', '5%', '1'],
    ]);
    expect(within(table).getAllByRole('rowheader')).toHaveLength(5);
    // The bars are drawn to the share, with classes (no style attribute), hidden from readers.
    const bars = table.querySelectorAll('[aria-hidden="true"] > span');
    expect([...bars].map((bar) => bar.className.match(/pct-\d+/)?.[0])).toEqual(['pct-70', 'pct-15', 'pct-10', 'pct-0', 'pct-5']);
    expect(table.querySelector('[style]')).toBeNull();
  });

  it('reads 0 and 0% everywhere when nobody gave the rating', () => {
    render(<RatingDistribution caption="Food" counts={[0, 0, 0, 0, 0]} />);
    expect(rowsOf(screen.getByRole('table', { name: 'Food' })).slice(1)).toEqual(
      [5, 4, 3, 2, 1].map((stars) => [stars === 1 ? '1 star' : `${stars} stars`, '0%', '0']),
    );
  });
});

describe('the ratings overview', () => {
  it('says what the average rests on: the count, the latest date, the last 12 months and verified students', () => {
    render(
      <RatingOverview statistics={statisticsOf([1, 2, 3, 4, 10], { reviews_last_12_months: 7, verified_count: 3 })} universityId={1} />,
    );
    const freshness = screen.getByTestId('rating-freshness');
    expect(freshness.textContent).toContain('Based on 20 reviews · latest March 4, 2026');
    expect(freshness.textContent).toContain('7 reviews in the last 12 months');
    expect(freshness.textContent).toContain('3 by verified students');
    expect(screen.queryByTestId('few-reviews-note')).toBeNull();
    expect(rowsOf(screen.getByRole('table', { name: 'Overall rating: star counts' }))[1]).toEqual(['5 stars', '50%', '10']);
    // The 15 categories, folded under one summary.
    const details = screen.getByText('Star counts for every category').closest('details')!;
    expect(details.open).toBe(false);
    expect(within(details).getAllByRole('table', { hidden: true })).toHaveLength(15);
  });

  it('leaves out the verified line at 0 and notes an average that rests on under 5 reviews', () => {
    render(<RatingOverview statistics={statisticsOf([0, 0, 1, 0, 3], { reviews_last_12_months: 1 })} universityId={1} />);
    expect(screen.getByTestId('rating-freshness').textContent).not.toContain('verified');
    expect(screen.getByText('1 review in the last 12 months')).toBeDefined();
    expect(screen.getByTestId('few-reviews-note').textContent).toBe('This average rests on few reviews (4), so read it with care.');
  });

  it("keeps the 'No reviews yet' card for a university without reviews", () => {
    render(<RatingOverview statistics={statisticsOf([0, 0, 0, 0, 0], { last_review_at: null })} universityId={9} />);
    expect(screen.getByText(/No reviews yet, so there are no ratings to show/)).toBeDefined();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByTestId('rating-freshness')).toBeNull();
  });
});

describe('the version of the statistics', () => {
  it('stays while nothing shown changes and changes with any count, date or star', () => {
    const statistics = statisticsOf([2, 0, 1, 5, 9], { verified_count: 4, reviews_last_12_months: 6 });
    const version = statisticsVersion(statistics);
    expect(statisticsVersion(structuredClone(statistics))).toBe(version);
    expect(version).toMatch(/^17-[0-9a-z]+$/);
    const changed = [
      { ...statistics, verified_count: 5 },
      { ...statistics, reviews_last_12_months: 5 },
      { ...statistics, last_review_at: '2026-03-05T10:00:00.000Z' },
      { ...statistics, distribution: { ...statistics.distribution, food: [2, 0, 1, 6, 8] as Distribution['food'] } },
    ];
    for (const other of changed) expect(statisticsVersion(other)).not.toBe(version);
  });
});
