// Search (docs/rules/pages-and-search.md#search): a folded substring of the name or its initials,
// most reviewed first, then by name. Scanning every university's key in SQL costs about 1.5 ms a
// query with 10,000 universities; here the keys live in memory, already in result order, so a query
// stops at its first `limit` matches. The snapshot is reloaded, and the query waits for it, when
// universities were added (one cheap statement per query) and every SNAPSHOT_TTL_MS. After a
// review write in this process it is reloaded once it is WRITE_RELOAD_MS old, behind the kept
// one, which is served meanwhile: a flood of writes reloads it at most once per WRITE_RELOAD_MS
// (decision 038). Counts and averages of the hits are always read fresh, so only which
// universities make the cut can lag behind the writes.
import { onReviewsChanged } from '#server/infra/changes.ts';
import { readRows } from '#server/infra/read-db.ts';
import { Prisma } from '#server/generated/prisma/client.ts';
import { foldText } from '#shared/site/search-key.ts';
import type { UniversityHit } from '#shared/types.ts';

const SNAPSHOT_TTL_MS = 10_000;
/** After a local review write, a snapshot this old is reloaded behind the query. */
const WRITE_RELOAD_MS = 5_000;

interface Entry {
  id: number;
  name: string;
  country: string;
  searchKey: string;
  reviewCount: number;
}

interface Snapshot {
  entries: Entry[];
  loadedAt: number;
  fingerprint: string;
  /** `reviewWrites` when the load began: a review write since then makes its order outdated. */
  writes: number;
}

let snapshot: Snapshot | undefined;
/** The load under way, shared by every query that needs the same one meanwhile. */
let loading: { fingerprint: string; snapshot: Promise<Snapshot> } | undefined;
/** Review writes in this process (onReviewsChanged, below). */
let reviewWrites = 0;
let loads = 0;

/** Most reviewed first, then by name (the documented order). */
const byResultOrder = (a: { reviewCount: number; name: string }, b: { reviewCount: number; name: string }) =>
  b.reviewCount - a.reviewCount || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** Ids only grow (autoincrement) and universities are never deleted by the site: a new largest id means new universities. */
async function fingerprint(): Promise<string> {
  const [row] = await readRows<{ maxId: number | null }>(Prisma.sql`SELECT MAX("id") AS "maxId" FROM "University"`);
  return String(row?.maxId ?? 0);
}

async function load(print: string): Promise<Snapshot> {
  const writes = reviewWrites;
  const entries = await readRows<Entry>(Prisma.sql`
    SELECT u."id", u."name", u."country", u."searchKey", COALESCE(s."reviewCount", 0) AS "reviewCount"
      FROM "University" u LEFT JOIN "UniversityStats" s ON s."universityId" = u."id"`);
  for (const entry of entries) entry.reviewCount = Number(entry.reviewCount);
  entries.sort(byResultOrder);
  return { entries, loadedAt: Date.now(), fingerprint: print, writes };
}

// Queries that need a load at the same time share it (the whole table, ~10 ms with 10,000
// universities) instead of each reading it; a query that has seen newer universities than the load
// under way starts its own. The newest load started is the one kept.
async function currentSnapshot(): Promise<Snapshot> {
  const print = await fingerprint();
  const kept = snapshot;
  const age = kept ? Date.now() - kept.loadedAt : Infinity;
  if (!kept || kept.fingerprint !== print || age >= SNAPSHOT_TTL_MS) return loadShared(print);
  if (kept.writes !== reviewWrites && age >= WRITE_RELOAD_MS && !loading) {
    loadShared(print).catch((error: unknown) => console.error('Could not reload the search order; the kept one is served:', error));
  }
  return kept;
}

function loadShared(print: string): Promise<Snapshot> {
  if (loading?.fingerprint === print) return loading.snapshot;
  const pending = { fingerprint: print, snapshot: load(print) };
  loading = pending;
  loads += 1;
  return pending.snapshot
    .then((loaded) => {
      if (loading === pending) snapshot = loaded;
      return loaded;
    })
    .finally(() => {
      if (loading === pending) loading = undefined;
    });
}

/** How many times this process has loaded the search order. */
export function searchOrderLoadCount(): number {
  return loads;
}

// A review write in this process makes the order outdated (infra/changes.ts); a rename does not.
onReviewsChanged(({ counted }) => {
  if (counted) reviewWrites += 1;
});

/** Universities matching the query, most reviewed first, then by name, with fresh counts and averages. */
export async function searchIndex(query: string, limit: number): Promise<UniversityHit[]> {
  const folded = foldText(query);
  if (!folded) return [];
  const { entries } = await currentSnapshot();
  const matches: Entry[] = [];
  for (const entry of entries) {
    if (entry.searchKey.includes(folded)) {
      matches.push(entry);
      if (matches.length === limit) break;
    }
  }
  if (matches.length === 0) return [];
  const stats = await readRows<{
    universityId: number;
    reviewCount: number;
    sumOverall: number;
    lastReviewAt: string | number | null;
  }>(Prisma.sql`
    SELECT "universityId", "reviewCount", "sumOverall", "lastReviewAt" FROM "UniversityStats"
     WHERE "universityId" IN (${Prisma.join(matches.map((entry) => entry.id))})`);
  const byId = new Map(stats.map((row) => [Number(row.universityId), row]));
  return matches
    .map((entry) => {
      const row = byId.get(entry.id);
      const count = Number(row?.reviewCount ?? 0);
      return {
        id: entry.id,
        name: entry.name,
        country: entry.country,
        review_count: count,
        average_rating: count ? Number(row!.sumOverall) / count : 0,
        last_review_at: count && row?.lastReviewAt != null ? new Date(row.lastReviewAt).toISOString() : null,
      };
    })
    .sort((a, b) => byResultOrder({ reviewCount: a.review_count, name: a.name }, { reviewCount: b.review_count, name: b.name }));
}
