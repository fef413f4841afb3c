// Search (docs/rules/pages-and-search.md#search, decision 045): every word of the query matches a
// word of the university, as typed, as a prefix or with a typo or two; short names from the
// universities' own web domains and a maintained list; exact short names and whole names first.
// The index (search/word-index.ts) lives in memory, built from the University rows, and is built
// again only when their names, countries or domains change. With it a snapshot keeps the order
// outside a query (most reviewed first); the snapshot is reloaded, and the query waits for it,
// when universities were added (one cheap statement per query) and every SNAPSHOT_TTL_MS. After a
// review write in this process it is reloaded once it is WRITE_RELOAD_MS old, behind the kept
// one, which is served meanwhile: a flood of writes reloads it at most once per WRITE_RELOAD_MS
// (decision 038). A snapshot keeps the rankings it gave, so a query asked again costs a lookup.
// Counts and averages of the hits are always read fresh, so only which universities make the cut
// can lag behind the writes.
import { createHash } from 'node:crypto';
import { onReviewsChanged } from '#server/infra/changes.ts';
import { readRows } from '#server/infra/read-db.ts';
import { Prisma } from '#server/generated/prisma/client.ts';
import type { UniversityHit } from '#shared/types.ts';
import { wordsOf } from './search/read-name.ts';
import { buildWordIndex, orderOf, type IndexRow, type Order, type WordIndex } from './search/word-index.ts';
import { rankQuery, type Ranked } from './search/rank-query.ts';

const SNAPSHOT_TTL_MS = 10_000;
/** After a local review write, a snapshot this old is reloaded behind the query. */
const WRITE_RELOAD_MS = 5_000;
/** Rankings kept per snapshot; beyond it the memory starts again. */
const MAX_KEPT_RANKINGS = 5_000;

interface Snapshot {
  index: WordIndex;
  order: Order;
  loadedAt: number;
  fingerprint: string;
  /** `reviewWrites` when the load began: a review write since then makes its order outdated. */
  writes: number;
  /** The rankings asked of this snapshot, by limit and the query's folded words. */
  rankings: Map<string, Ranked[]>;
}

let snapshot: Snapshot | undefined;
/** The load under way, shared by every query that needs the same one meanwhile. */
let loading: { fingerprint: string; snapshot: Promise<Snapshot> } | undefined;
/** Review writes in this process (onReviewsChanged, below). */
let reviewWrites = 0;
let loads = 0;
let indexBuilds = 0;

/** Ids only grow (autoincrement) and universities are never deleted by the site: a new largest id means new universities. */
async function fingerprint(): Promise<string> {
  const [row] = await readRows<{ maxId: number | null }>(Prisma.sql`SELECT MAX("id") AS "maxId" FROM "University"`);
  return String(row?.maxId ?? 0);
}

/** What the index is built from; the same digest means the same index. */
function digestOf(rows: IndexRow[]): string {
  const hash = createHash('sha256');
  for (const row of rows) hash.update(`${row.id}\u0000${row.name}\u0000${row.country}\u0000${row.domains}\u0001`);
  return hash.digest('base64');
}

async function load(print: string): Promise<Snapshot> {
  const writes = reviewWrites;
  const rows = await readRows<IndexRow & { reviewCount: number }>(Prisma.sql`
    SELECT u."id", u."name", u."country", u."domains", COALESCE(s."reviewCount", 0) AS "reviewCount"
      FROM "University" u LEFT JOIN "UniversityStats" s ON s."universityId" = u."id" ORDER BY u."id"`);
  const digest = digestOf(rows);
  // The newest index, whichever load built it, serves as long as the rows are the same.
  let index = snapshot?.index;
  if (index?.digest !== digest) {
    index = buildWordIndex(rows, digest);
    indexBuilds += 1;
  }
  const order = orderOf(
    index,
    rows.map((row) => Number(row.reviewCount)),
  );
  return { index, order, loadedAt: Date.now(), fingerprint: print, writes, rankings: new Map() };
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

/** How many times this process has built the word index. */
export function searchIndexBuildCount(): number {
  return indexBuilds;
}

// A review write in this process makes the order outdated (infra/changes.ts); a rename does not.
onReviewsChanged(({ counted }) => {
  if (counted) reviewWrites += 1;
});

/** The universities the query finds, best first (see above), at most `limit`, with fresh counts and averages. */
export async function searchIndex(query: string, limit: number): Promise<UniversityHit[]> {
  const words = wordsOf(query);
  if (words.length === 0) return [];
  const { index, order, rankings } = await currentSnapshot();
  // The same words rank the same in a snapshot: people typing ask the same beginnings again.
  const key = `${limit} ${words.join(' ')}`;
  let ranked = rankings.get(key);
  if (!ranked) {
    ranked = rankQuery(index, order, query, limit);
    if (rankings.size >= MAX_KEPT_RANKINGS) rankings.clear();
    rankings.set(key, ranked);
  }
  if (ranked.length === 0) return [];
  const stats = await readRows<{
    universityId: number;
    reviewCount: number;
    sumOverall: number;
    lastReviewAt: string | number | null;
  }>(Prisma.sql`
    SELECT "universityId", "reviewCount", "sumOverall", "lastReviewAt" FROM "UniversityStats"
     WHERE "universityId" IN (${Prisma.join(ranked.map(({ doc }) => index.ids[doc]!))})`);
  const byId = new Map(stats.map((row) => [Number(row.universityId), row]));
  // The order again with the fresh counts: tier, most reviewed, words in order, fewer words, name.
  return ranked
    .map(({ doc, tier, inOrder }) => {
      const row = byId.get(index.ids[doc]!);
      const count = Number(row?.reviewCount ?? 0);
      const sort = [tier, -count, inOrder ? 0 : 1, index.wordCounts[doc]!, index.nameRanks[doc]!];
      const hit: UniversityHit = {
        id: index.ids[doc]!,
        name: index.names[doc]!,
        country: index.countries[doc]!,
        review_count: count,
        average_rating: count ? Number(row!.sumOverall) / count : 0,
        last_review_at: count && row?.lastReviewAt != null ? new Date(row.lastReviewAt).toISOString() : null,
      };
      return { hit, sort };
    })
    .sort((a, b) => {
      for (let at = 0; at < a.sort.length; at++) if (a.sort[at] !== b.sort[at]) return a.sort[at]! - b.sort[at]!;
      return 0;
    })
    .map(({ hit }) => hit);
}
