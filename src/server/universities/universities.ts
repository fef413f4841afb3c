// Universities: details, featured, search and the build's listing. Reads the per-university
// aggregate row, never all reviews of a university.
import { db } from '../db.ts';
import { universityNotFound } from '../errors.ts';
import { RATING_CATEGORIES, type Averages } from '#shared/reviews/ratings.ts';
import { FEATURED_COUNT } from '#shared/limits.ts';
import type { FeaturedUniversity, University, UniversityHit } from '#shared/types.ts';
import { rankFeatured } from './featured-score.ts';
import { forgetSearchOrder, searchIndex } from './search-index.ts';
import { forgetOpenDataFiles } from '../open-data/cache.ts';
import { distributionFromStats } from '../reviews/university-stats.ts';
import { Prisma } from '../generated/prisma/client.ts';
import { readRowSlices, readRows } from '../read-db.ts';
import { writeSlices, type SlicedText } from '../sliced-text.ts';
import { markUniversityPagesChanged } from './page-marks.mjs';

export const universitySelect = {
  id: true,
  name: true,
  country: true,
  alphaTwoCode: true,
  stateProvince: true,
  webPages: true,
  domains: true,
} as const;

type UniversityRow = {
  id: number;
  name: string;
  country: string;
  alphaTwoCode: string | null;
  stateProvince: string | null;
  webPages: string;
  domains: string;
};

export function toUniversity(row: UniversityRow): University {
  return {
    id: row.id,
    name: row.name,
    country: row.country,
    alpha_two_code: row.alphaTwoCode,
    state_province: row.stateProvince,
    web_pages: JSON.parse(row.webPages) as string[],
    domains: JSON.parse(row.domains) as string[],
  };
}

export type StatsRow = { reviewCount: number } & Record<string, unknown>;

/** Means per category from an aggregate row; 0 where there are no reviews. Unrounded. */
export function averagesFromStats(stats: StatsRow | null | undefined): Averages {
  const count = stats?.reviewCount ?? 0;
  const averages = {} as Averages;
  for (const category of RATING_CATEGORIES) {
    averages[category.key] = count ? Number(stats![category.sumColumn]) / count : 0;
  }
  return averages;
}

/** One university by id; throws NOT_FOUND with the documented text. */
export async function getUniversity(id: number): Promise<University> {
  const row = await db().university.findUnique({ where: { id }, select: universitySelect });
  if (!row) throw universityNotFound();
  return toUniversity(row);
}

// Featured is read by every home page view and ranks every reviewed university, so the ranking
// is kept for a few seconds. Review writes in this process forget it at once; other processes
// see a change within the TTL.
const FEATURED_TTL_MS = 10_000;
const FEATURED_CACHE_SIZE = 100;
let featuredCache: { expires: number; ranked: FeaturedUniversity[] } | undefined;

/** Drops the cached featured ranking (called after review writes). */
export function forgetFeatured(): void {
  featuredCache = undefined;
}

/** The featured universities, best first (docs/rules/reviews-and-ratings.md#featured); `now` set means uncached. */
export async function listFeatured(limit = FEATURED_COUNT, now?: Date): Promise<FeaturedUniversity[]> {
  const cacheable = !now && limit <= FEATURED_CACHE_SIZE;
  if (cacheable && featuredCache && featuredCache.expires > Date.now()) return featuredCache.ranked.slice(0, limit);
  const rows = await db().universityStats.findMany({
    where: { reviewCount: { gt: 0 } },
    select: { universityId: true, reviewCount: true, sumOverall: true, lastReviewAt: true, university: { select: { name: true } } },
  });
  const ranked = rankFeatured(
    rows.map((row) => ({ ...row, name: row.university.name })),
    now ?? new Date(),
  ).map((row) => ({ id: row.universityId, name: row.name, review_count: row.reviewCount }));
  if (cacheable) featuredCache = { expires: Date.now() + FEATURED_TTL_MS, ranked: ranked.slice(0, FEATURED_CACHE_SIZE) };
  return ranked.slice(0, limit);
}

/** The name of a university, or null when there is none with that id. */
export async function universityName(id: number): Promise<string | null> {
  const row = await db().university.findUnique({ where: { id }, select: { name: true } });
  return row?.name ?? null;
}

/**
 * Every university's id, name and review count, by id (a feed for clients that build their own
 * sitemap): the items of a JSON array, written a slice at a time (sliced-text.ts).
 */
export async function writeUniversityList(): Promise<SlicedText> {
  // On the read path (read-db.ts): the ORM took a quarter of a second for 10,000 rows.
  const slices = readRowSlices<{ id: number; name: string; review_count: number }>(Prisma.sql`
    SELECT u."id", u."name", COALESCE(s."reviewCount", 0) AS "review_count"
      FROM "University" u LEFT JOIN "UniversityStats" s ON s."universityId" = u."id" ORDER BY u."id"`);
  return writeSlices(slices, (rows) => rows.map((row) => JSON.stringify(row)).join(','), ',');
}

/** Search by folded substring or initials; most reviewed first, then by name (see search-index.ts). */
export async function searchUniversities(query: string, limit: number): Promise<UniversityHit[]> {
  return searchIndex(query, limit);
}

/**
 * After a review write: drops what is derived from review counts (featured ranking, search order,
 * open-data files) and marks the pages of the universities whose reviews changed, so the server
 * renders them again (page-marks.mjs).
 */
export function reviewsChanged(universityIds: Iterable<number>): void {
  forgetFeatured();
  forgetSearchOrder();
  forgetOpenDataFiles();
  markUniversityPagesChanged(universityIds);
}

/**
 * Every university with its aggregate (counts, averages, star distribution), in one query on the
 * read connection, for the static build (the ORM's relation loading took two queries and seconds
 * of object building for the full list).
 */
export async function listUniversitiesForBuild() {
  const rows = await readRows<UniversityRow & StatsRow & { verifiedCount: number | null; lastReviewAt: string | number | null }>(Prisma.sql`
    SELECT u."id", u."name", u."country", u."alphaTwoCode", u."stateProvince", u."webPages", u."domains", s.*
      FROM "University" u LEFT JOIN "UniversityStats" s ON s."universityId" = u."id" ORDER BY u."id"`);
  return rows.map((row) => {
    // The LEFT JOIN leaves every aggregate column null for a university without its row.
    const stats = row.reviewCount === null ? null : row;
    return {
      university: toUniversity(row),
      reviewCount: stats?.reviewCount ?? 0,
      averages: averagesFromStats(stats),
      verifiedCount: stats?.verifiedCount ?? 0,
      lastReviewAt: stats?.lastReviewAt == null ? null : new Date(stats.lastReviewAt).toISOString(),
      distribution: distributionFromStats(stats),
    };
  });
}

/** Every university's id, name and country, by id: the offline search index's records (built from the database, not the pages). */
export async function listUniversitiesForSearchIndex(): Promise<{ id: number; name: string; country: string }[]> {
  return db().university.findMany({ select: { id: true, name: true, country: true }, orderBy: { id: 'asc' } });
}

/** Ids and newest review time of every university, for the sitemap. */
export async function listUniversityIdsForSitemap() {
  const rows = await db().university.findMany({
    select: { id: true, stats: { select: { lastReviewAt: true } } },
    orderBy: { id: 'asc' },
  });
  return rows.map((row) => ({ id: row.id, lastReviewAt: row.stats?.lastReviewAt ?? null }));
}
