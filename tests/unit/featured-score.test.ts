import { describe, expect, it } from 'vitest';
import { featuredScore, rankFeatured } from '#server/universities/featured-score.ts';

const now = new Date('2026-06-01T00:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
const uni = (name: string, reviewCount: number, average: number, ageDays = 0) => ({
  name,
  reviewCount,
  sumOverall: Math.round(average * reviewCount),
  lastReviewAt: reviewCount ? daysAgo(ageDays) : null,
});

describe('featured score', () => {
  it('is the Bayesian average times ln(1 + n) times the freshness factor', () => {
    // (5 * 3 + 40) / (5 + 10) = 55 / 15; ln(11); fresh today.
    expect(featuredScore(uni('A', 10, 4), 3, now)).toBeCloseTo((55 / 15) * Math.log(11), 10);
  });

  it('halves for every 180 days since the newest review', () => {
    const fresh = featuredScore(uni('A', 10, 4, 0), 3, now);
    expect(featuredScore(uni('A', 10, 4, 180), 3, now)).toBeCloseTo(fresh / 2, 10);
    expect(featuredScore(uni('A', 10, 4, 360), 3, now)).toBeCloseTo(fresh / 4, 10);
  });

  it('is 0 without reviews', () => {
    expect(featuredScore(uni('A', 0, 0), 3, now)).toBe(0);
  });

  it('does not let one perfect review beat many good ones', () => {
    const ranked = rankFeatured([uni('One perfect', 1, 5), uni('Many good', 40, 4.2)], now);
    expect(ranked.map((u) => u.name)).toEqual(['Many good', 'One perfect']);
  });

  it('prefers recent activity over a stale history of the same size', () => {
    const ranked = rankFeatured([uni('Stale', 20, 4, 720), uni('Recent', 20, 4, 10)], now);
    expect(ranked.map((u) => u.name)).toEqual(['Recent', 'Stale']);
  });

  it('breaks ties by name', () => {
    const ranked = rankFeatured([uni('Beta', 5, 4), uni('Alpha', 5, 4)], now);
    expect(ranked.map((u) => u.name)).toEqual(['Alpha', 'Beta']);
  });
});
