// Universities: details, featured, search and the build's listing. Reads the per-university
// aggregate row, never all reviews of a university.
import { onReviewsChanged } from '#server/infra/changes.ts';
import { db } from '#server/infra/db.ts';
import { universityNotFound } from '#server/infra/errors.ts';
import { FEATURED_COUNT } from '#shared/limits.ts';
import type { FeaturedUniversity, University, UniversityHit } from '#shared/types.ts';
import { rankFeatured } from './featured-score.ts';
import { searchIndex } from './search-index.ts';
import { averagesFromStats, distributionFromStats, type StatsRow } from '#server/reviews/university-stats.ts';
import { Prisma } from '#server/generated/prisma/client.ts';
import { readRowSlices, readRows } from '#server/infra/read-db.ts';
import { writeSlices, type SlicedText } from '#server/infra/sliced-text.ts';

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

/** One university by id; throws NOT_FOUND with the documented text. */
export async function getUniversity(id: number): Promise<University> {
  const row = await db().university.findUnique({ where: { id }, select: universitySelect });
  if (!row) throw universityNotFound();
  return toUniversity(row);
}

// Featured is read by every home page view and ranks every reviewed university, so the ranking
// is kept. Other processes' writes show within FEATURED_TTL_MS: a ranking that old is built again
// before it is served. A review write in this process makes the ranking outdated, but it is built
// again only once it is FEATURED_AFTER_WRITE_MS old, and behind it: the kept one is served
// meanwhile. So a flood of writes ranks at most once per FEATURED_AFTER_WRITE_MS (decision 038).
const FEATURED_TTL_MS = 10_000;
const FEATURED_AFTER_WRITE_MS = 5_000;
const FEATURED_CACHE_SIZE = 100;

interface Ranking {
  ranked: FeaturedUniversity[];
  builtAt: number;
  /** `featuredWrites` when the build began. */
  writes: number;
}

let featuredCache: Ranking | undefined;
/** The build under way, shared by every caller meanwhile. */
let featuredBuild: Promise<Ranking> | undefined;
/** Review writes in this process (onReviewsChanged, below). */
let featuredWrites = 0;
let featuredBuilds = 0;

// A review write in this process makes the ranking outdated (infra/changes.ts); a rename does not.
onReviewsChanged(({ counted }) => {
  if (counted) featuredWrites += 1;
});

/** How many times this process has ranked the featured universities for its cache. */
export function featuredBuildCount(): number {
  return featuredBuilds;
}

async function rankedNow(now: Date): Promise<FeaturedUniversity[]> {
  const rows = await db().universityStats.findMany({
    where: { reviewCount: { gt: 0 } },
    select: {
      universityId: true,
      reviewCount: true,
      sumOverall: true,
      lastReviewAt: true,
      university: { select: { name: true, country: true } },
    },
  });
  return rankFeatured(
    rows.map((row) => ({ ...row, name: row.university.name })),
    now,
  ).map((row) => ({
    id: row.universityId,
    name: row.name,
    review_count: row.reviewCount,
    country: row.university.country,
    average_overall: row.sumOverall / row.reviewCount,
  }));
}

/** The kept ranking built again; callers meanwhile share the build. */
function rebuildFeatured(): Promise<Ranking> {
  if (featuredBuild) return featuredBuild;
  featuredBuilds += 1;
  const startedAt = Date.now();
  const writes = featuredWrites;
  featuredBuild = rankedNow(new Date(startedAt))
    .then((ranked) => (featuredCache = { ranked: ranked.slice(0, FEATURED_CACHE_SIZE), builtAt: startedAt, writes }))
    .finally(() => {
      featuredBuild = undefined;
    });
  return featuredBuild;
}

/** The featured universities, best first (docs/rules/reviews-and-ratings.md#featured); `now` set means uncached. */
export async function listFeatured(limit = FEATURED_COUNT, now?: Date): Promise<FeaturedUniversity[]> {
  if (now || limit > FEATURED_CACHE_SIZE) return (await rankedNow(now ?? new Date())).slice(0, limit);
  const kept = featuredCache;
  const age = kept ? Date.now() - kept.builtAt : Infinity;
  if (!kept || age >= FEATURED_TTL_MS) return (await rebuildFeatured()).ranked.slice(0, limit);
  if (kept.writes !== featuredWrites && age >= FEATURED_AFTER_WRITE_MS) {
    rebuildFeatured().catch((error: unknown) =>
      console.error('Could not rank the featured universities again; the kept ranking is served:', error),
    );
  }
  return kept.ranked.slice(0, limit);
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

/** Search as people type: words in any order, typos, short names; the order of search-index.ts. */
export async function searchUniversities(query: string, limit: number): Promise<UniversityHit[]> {
  return searchIndex(query, limit);
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

/** Every university's id, name, country and domains (the stored JSON array), by id: the offline search index's records (built from the database, not the pages). */
export async function listUniversitiesForSearchIndex(): Promise<{ id: number; name: string; country: string; domains: string }[]> {
  return db().university.findMany({ select: { id: true, name: true, country: true, domains: true }, orderBy: { id: 'asc' } });
}

/** Ids and newest review time of every university, for the sitemap. */
export async function listUniversityIdsForSitemap() {
  const rows = await db().university.findMany({
    select: { id: true, stats: { select: { lastReviewAt: true } } },
    orderBy: { id: 'asc' },
  });
  return rows.map((row) => ({ id: row.id, lastReviewAt: row.stats?.lastReviewAt ?? null }));
}
