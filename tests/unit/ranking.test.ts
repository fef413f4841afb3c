// The ranking formula (docs/rules/rankings.md) against tables computed by hand.
import { describe, expect, it } from 'vitest';
import { confidenceOf, countryMean, rankCountry, shrunkAverage } from '#shared/rankings/ranking.ts';

const uni = (id: number, name: string, reviewCount: number, sum: number) => ({ id, name, reviewCount, sum });

describe('rankCountry', () => {
  it('shrinks towards the country mean, so 2 five-star reviews do not beat 200 of 4.6', () => {
    const rows = [
      uni(1, 'Alpha', 2, 10), // 5.0, but only 2 reviews: not ranked
      uni(2, 'Bravo', 200, 920), // 4.6
      uni(3, 'Delta', 5, 20), // 4.0
      uni(4, 'Charlie', 5, 20), // 4.0: the same score and count as Delta, so the same rank
      uni(5, 'Echo', 0, 0), // no reviews
      uni(6, 'Foxtrot', 50, 150), // 3.0
    ];
    // Mean: 1120 stars over 262 reviews = 4.274809...
    expect(countryMean(rows)).toBeCloseTo(1120 / 262, 12);
    const ranked = rankCountry(rows).map((entry) => [entry.row.name, entry.rank, Number(entry.score.toFixed(6)), entry.confidence]);
    expect(ranked).toEqual([
      ['Bravo', 1, 4.584515, 'high'], // (10 × 4.274809 + 920) / 210
      ['Charlie', 2, 4.183206, 'low'], // (42.748092 + 20) / 15; ties by count, then by name
      ['Delta', 2, 4.183206, 'low'],
      ['Foxtrot', 4, 3.212468, 'medium'], // (42.748092 + 150) / 60
    ]);
  });

  it('breaks a tie of scores by the number of reviews', () => {
    // Mean 160 / 40 = 4.0 exactly: Hotel and India average the mean, so both score 4.0.
    const rows = [uni(1, 'Hotel', 10, 40), uni(2, 'India', 20, 80), uni(3, 'Juliett', 5, 25), uni(4, 'Kilo', 5, 15)];
    expect(rankCountry(rows).map((entry) => [entry.row.name, entry.rank, Number(entry.score.toFixed(4))])).toEqual([
      ['Juliett', 1, 4.3333], // (40 + 25) / 15
      ['India', 2, 4],
      ['Hotel', 3, 4],
      ['Kilo', 4, 3.6667], // (40 + 15) / 15
    ]);
  });

  it('ranks nobody under 5 reviews, and nobody in a country without reviews', () => {
    expect(rankCountry([uni(1, 'Lima', 4, 20), uni(2, 'Mike', 0, 0)])).toEqual([]);
    expect(rankCountry([])).toEqual([]);
    expect(countryMean([uni(1, 'Mike', 0, 0)])).toBe(0);
  });

  it('computes the shrunk average and the confidence words', () => {
    expect(shrunkAverage(23, 5, 4)).toBeCloseTo(63 / 15, 12);
    expect([4, 5, 24, 25, 99, 100].map(confidenceOf)).toEqual(['low', 'low', 'low', 'medium', 'medium', 'high']);
  });
});
