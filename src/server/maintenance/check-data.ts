// `npm run check:data`: recomputes every stored aggregate from the rows it sums up and reports
// where they disagree (drift): each university's UniversityStats (reviewCount, the 16 rating sums,
// the star distribution, the verified count, lastReviewAt) from its published reviews, and each review's likeCount from its ReviewLike rows.
// With `fix`, the drifted rows are recomputed and written back in one write transaction.
//
// Set-based SQL over id ranges (a few dozen statements for 10,000 universities and 200,000
// reviews, not one per row), on a connection of its own, so it can check any database file
// (a restored copy too). Progress is reported after each range.
import type Database from 'better-sqlite3';
import { databaseFile } from '../env.ts';
import { openSqlite } from '../sqlite-connection.ts';
import { recomputeStatsSql } from '../reviews/stats.ts';
import { STAT_COLUMNS } from '../reviews/stat-columns.ts';

export interface Drift {
  /** Which aggregate: a university's UniversityStats row, or a review's likeCount. */
  table: 'UniversityStats' | 'Review';
  /** The university id (UniversityStats) or the review id (Review). */
  id: number;
  /** The university's name, for the report. */
  name?: string;
  field: string;
  stored: number | string | null;
  recomputed: number | string | null;
}

export interface CheckProgress {
  phase: 'universities' | 'reviews';
  done: number;
  total: number;
}

export interface CheckOptions {
  /** The SQLite file; DATABASE_URL's by default. */
  file?: string;
  /** Recompute and write back every drifted row, in one transaction. */
  fix?: boolean;
  onProgress?: (progress: CheckProgress) => void;
  /** Ids per statement (tests make it small to exercise the ranges). */
  universitiesPerStep?: number;
  reviewsPerStep?: number;
}

export interface CheckReport {
  universities: number;
  reviews: number;
  /** Every disagreement found by the check. */
  drift: Drift[];
  /** With `fix`: what was repaired (stored before, recomputed value written). */
  fixed: Drift[];
  ms: number;
}

const STAT_FIELDS = ['reviewCount', ...STAT_COLUMNS.map((c) => c.column), 'lastReviewAt'] as const;

/** Stored and recomputed aggregates of the universities in `scope` that disagree. */
function universityDriftSql(scope: 'range' | 'ids'): string {
  const inScope = (column: string) => (scope === 'range' ? `${column} BETWEEN ? AND ?` : `${column} IN (SELECT value FROM json_each(?))`);
  const sums = STAT_COLUMNS.map((c) => `SUM(${c.sql}) AS "${c.column}"`).join(', ');
  const stored = STAT_FIELDS.map((f) => `s."${f}" AS "s_${f}"`).join(', ');
  const counted = [
    ...STAT_FIELDS.filter((f) => f !== 'lastReviewAt').map((f) => `COALESCE(a."${f}", 0) AS "r_${f}"`),
    'a."lastReviewAt" AS "r_lastReviewAt"',
  ].join(', ');
  const differs = [
    ...STAT_FIELDS.filter((f) => f !== 'lastReviewAt').map((f) => `s."${f}" IS NOT COALESCE(a."${f}", 0)`),
    // Compared as instants, so two spellings of the same time are not drift.
    'julianday(s."lastReviewAt") IS NOT julianday(a."lastReviewAt")',
  ].join(' OR ');
  return `
    SELECT u."id" AS "id", u."name" AS "name", s."universityId" IS NOT NULL AS "hasRow", ${stored}, ${counted}
      FROM "University" u
      LEFT JOIN "UniversityStats" s ON s."universityId" = u."id"
      LEFT JOIN (SELECT r."universityId", COUNT(*) AS "reviewCount", ${sums}, MAX(r."createdAt") AS "lastReviewAt"
                   FROM "Review" r WHERE ${inScope('r."universityId"')} AND r."status" = 'published' GROUP BY r."universityId") a ON a."universityId" = u."id"
     WHERE ${inScope('u."id"')}
       AND ((s."universityId" IS NULL AND a."universityId" IS NOT NULL) OR (s."universityId" IS NOT NULL AND (${differs})))`;
}

/** Reviews in `scope` whose likeCount is not the number of their likes. */
function likeDriftSql(scope: 'range' | 'ids'): string {
  const inScope = (column: string) => (scope === 'range' ? `${column} BETWEEN ? AND ?` : `${column} IN (SELECT value FROM json_each(?))`);
  return `
    SELECT r."id" AS "id", r."likeCount" AS "stored", COALESCE(l."likes", 0) AS "recomputed"
      FROM "Review" r
      LEFT JOIN (SELECT "reviewId", COUNT(*) AS "likes" FROM "ReviewLike" WHERE ${inScope('"reviewId"')} GROUP BY "reviewId") l
             ON l."reviewId" = r."id"
     WHERE ${inScope('r."id"')} AND r."likeCount" IS NOT COALESCE(l."likes", 0)`;
}

const REPAIR_LIKES_SQL = `
  UPDATE "Review" SET "likeCount" = (SELECT COUNT(*) FROM "ReviewLike" l WHERE l."reviewId" = "Review"."id")
   WHERE "id" IN (SELECT value FROM json_each(?))`;

type Row = Record<string, unknown>;

function universityDrift(row: Row): Drift[] {
  const drift: Drift[] = [];
  for (const field of STAT_FIELDS) {
    // A missing row reads as an empty aggregate: zeros and no last review.
    const stored = (row.hasRow || field === 'lastReviewAt' ? row[`s_${field}`] : 0) as number | string | null;
    const recomputed = row[`r_${field}`] as number | string | null;
    const same =
      field === 'lastReviewAt'
        ? (stored === null && recomputed === null) ||
          (stored !== null && recomputed !== null && Date.parse(String(stored)) === Date.parse(String(recomputed)))
        : stored === recomputed;
    if (!same) drift.push({ table: 'UniversityStats', id: Number(row.id), name: String(row.name), field, stored, recomputed });
  }
  return drift;
}

function likeDrift(row: Row): Drift {
  return { table: 'Review', id: Number(row.id), field: 'likeCount', stored: row.stored as number, recomputed: row.recomputed as number };
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Walks the ids of a table in ranges, collecting drift and reporting progress. */
async function scan(
  sqlite: Database.Database,
  table: 'University' | 'Review',
  perStep: number,
  detect: Database.Statement,
  toDrift: (row: Row) => Drift[],
  report: (done: number, total: number) => void,
): Promise<{ rows: number; drift: Drift[] }> {
  const bounds = sqlite.prepare(`SELECT MIN("id") AS lo, MAX("id") AS hi, COUNT(*) AS n FROM "${table}"`).get() as {
    lo: number | null;
    hi: number | null;
    n: number;
  };
  const countIn = sqlite.prepare(`SELECT COUNT(*) FROM "${table}" WHERE "id" BETWEEN ? AND ?`).pluck();
  const drift: Drift[] = [];
  let done = 0;
  report(0, bounds.n);
  if (bounds.lo === null || bounds.hi === null) return { rows: 0, drift };
  for (let lo = bounds.lo; lo <= bounds.hi; lo += perStep) {
    const hi = Math.min(bounds.hi, lo + perStep - 1);
    for (const row of detect.all(lo, hi, lo, hi) as Row[]) drift.push(...toDrift(row));
    done += countIn.get(lo, hi) as number;
    report(Math.min(done, bounds.n), bounds.n);
    await nextTurn();
  }
  return { rows: bounds.n, drift };
}

/** Checks every aggregate against its rows; with `fix`, repairs the ones that drifted. */
export async function checkData(options: CheckOptions = {}): Promise<CheckReport> {
  const started = performance.now();
  const file = options.file ?? databaseFile();
  const sqlite = openSqlite(file);
  try {
    const progress = (phase: CheckProgress['phase']) => (done: number, total: number) => options.onProgress?.({ phase, done, total });
    const universities = await scan(
      sqlite,
      'University',
      options.universitiesPerStep ?? 500,
      sqlite.prepare(universityDriftSql('range')),
      universityDrift,
      progress('universities'),
    );
    const reviews = await scan(
      sqlite,
      'Review',
      options.reviewsPerStep ?? 20_000,
      sqlite.prepare(likeDriftSql('range')),
      (row) => [likeDrift(row)],
      progress('reviews'),
    );
    const drift = [...universities.drift, ...reviews.drift];
    const fixed = options.fix && drift.length ? repair(sqlite, drift) : [];
    return { universities: universities.rows, reviews: reviews.rows, drift, fixed, ms: performance.now() - started };
  } finally {
    sqlite.close();
  }
}

/**
 * Recomputes the drifted rows in one IMMEDIATE transaction. The drift is looked up again inside
 * it, so what is written (and reported) is computed from the rows as they are at that moment,
 * whatever the server wrote since the scan; the server's writers wait for the lock meanwhile.
 */
function repair(sqlite: Database.Database, found: Drift[]): Drift[] {
  const universityIds = JSON.stringify([...new Set(found.filter((d) => d.table === 'UniversityStats').map((d) => d.id))]);
  const reviewIds = JSON.stringify([...new Set(found.filter((d) => d.table === 'Review').map((d) => d.id))]);
  const run = sqlite.transaction(() => {
    const fixed = [
      ...(sqlite.prepare(universityDriftSql('ids')).all(universityIds, universityIds) as Row[]).flatMap(universityDrift),
      ...(sqlite.prepare(likeDriftSql('ids')).all(reviewIds, reviewIds) as Row[]).map(likeDrift),
    ];
    sqlite.prepare(recomputeStatsSql('u."id" IN (SELECT value FROM json_each(?))')).run(universityIds);
    sqlite.prepare(REPAIR_LIKES_SQL).run(reviewIds);
    return fixed;
  });
  return run.immediate();
}
