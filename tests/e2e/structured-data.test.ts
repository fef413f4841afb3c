// Search engines: JSON-LD only on single-university pages, with an aggregate rating that counts the
// published reviews, and valid by schema.org and Google's review-snippet rules (no ratings on list,
// search or comparison pages). Checked on the built site's HTML as a crawler fetches it.
import { afterAll, describe, expect, inject, it } from 'vitest';
import { e2eDb } from '../support/e2e-db.ts';
import { extractJsonLd, structuredDataIssues } from '../support/schema-org.ts';

const baseURL = inject('baseURL');
const prisma = e2eDb();
afterAll(() => prisma.$disconnect());

const html = async (path: string) => {
  const response = await fetch(`${baseURL}${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
};

describe('structured data', () => {
  it('a reviewed university: a valid CollegeOrUniversity whose rating counts its published reviews', async () => {
    // The reviewed university with the highest id: the browser tests that write reviews pick others.
    const stats = await prisma.universityStats.findFirstOrThrow({ where: { reviewCount: { gt: 0 } }, orderBy: { universityId: 'desc' } });
    const page = await html(`/university/${stats.universityId}`);
    const [university] = extractJsonLd(page).CollegeOrUniversity as { aggregateRating: { reviewCount: number; ratingValue: number } }[];
    const published = await prisma.review.count({ where: { universityId: stats.universityId, status: 'published' } });
    expect(university!.aggregateRating.reviewCount).toBe(published);
    expect(university!.aggregateRating.ratingValue).toBeCloseTo(stats.sumOverall / stats.reviewCount, 2);
    expect(await structuredDataIssues(page)).toEqual([]);
  });

  it('a university without reviews: valid, and no rating at all', async () => {
    const university = await prisma.university.findFirstOrThrow({
      where: { reviews: { none: {} } },
      orderBy: { id: 'desc' },
      select: { id: true },
    });
    const page = await html(`/university/${university.id}`);
    const [data] = extractJsonLd(page).CollegeOrUniversity as Record<string, unknown>[];
    expect(data).toBeDefined();
    expect(data).not.toHaveProperty('aggregateRating');
    expect(await structuredDataIssues(page)).toEqual([]);
  });

  it('the validator is not blind: a rating out of range is an error', async () => {
    const page = `<html><head><script type="application/ld+json">{"@context":"https://schema.org","@type":"CollegeOrUniversity","name":"X","aggregateRating":{"@type":"AggregateRating","ratingValue":7,"bestRating":5,"worstRating":1,"reviewCount":3}}</script></head></html>`;
    expect((await structuredDataIssues(page)).map((issue) => issue.severity)).toContain('ERROR');
  });

  it('no JSON-LD on list, search, comparison or home pages', async () => {
    const pair = await prisma.universityStats.findMany({ where: { reviewCount: { gt: 0 } }, take: 2, select: { universityId: true } });
    for (const path of [
      '/',
      '/search/university?name=university',
      `/compare?uni1=${pair[0]!.universityId}&uni2=${pair[1]!.universityId}`,
      '/faq',
    ]) {
      expect(Object.keys(extractJsonLd(await html(path))), path).toEqual([]);
    }
  });
});
