// `npm run check:data`: recomputes every stored aggregate from the rows it sums up and reports
// where they disagree (drift): each university's UniversityStats (reviewCount, the 16 rating sums,
// the star distribution, the verified count, lastReviewAt), its per-level UniversityLevelStats and
// its per-month UniversityMonthStats from its published reviews, and each review's likeCount from its ReviewLike rows.
// With `fix`, the drifted rows are recomputed and written back in one write transaction.
//
// Set-based SQL (one statement per aggregate over every university, and ranges of review ids,
// not one per row), through Prisma on either database; with `file` on a client of its
// own, so it can check any SQLite file (a restored copy too). Progress is reported after each
// range.
import { Prisma } from '#server/generated/prisma/client.ts';
import { db, openDb, type Db } from '#server/infra/db.ts';
import { databaseKind, type DatabaseKind } from '#server/infra/env.ts';
import { monthSql, recomputeLevelStatsSql, recomputeMonthStatsSql, recomputeStatsSql } from '#server/reviews/stats.ts';
import { LEVEL_STAT_COLUMNS, STAT_COLUMNS } from '#server/reviews/stat-columns.ts';

export interface Drift {
  /** Which aggregate: a university's UniversityStats row (or its per-level rows), or a review's likeCount. */
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
  /** An SQLite file to check (a restored copy); DATABASE_URL's database by default. */
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

/** Which ids a statement looks at: a range, or a list (the drifted rows, looked up again to repair them). */
type Scope = { lo: number; hi: number } | { ids: number[] };

const inScope = (column: string, scope: Scope) =>
  'ids' in scope
    ? Prisma.sql`${Prisma.raw(column)} IN (${Prisma.join(scope.ids)})`
    : Prisma.sql`${Prisma.raw(column)} BETWEEN ${scope.lo} AND ${scope.hi}`;

/** A date column as an instant: SQLite keeps text, where two spellings of one time differ. */
const instant = (column: string, kind: DatabaseKind) => (kind === 'sqlite' ? `julianday(${column})` : column);

/**
 * Review as the per-university recomputations read it. On SQLite the table in its own order, named
 * (`NOT INDEXED`): the recomputations take every university at once (UNIVERSITIES_AT_ONCE), and one
 * pass over the table reads each page once, where the per-university index reads each review
 * where it lies (at a million reviews, 1.3 s a pass against 4 s). PostgreSQL's planner picks a
 * sequential scan for such a read by itself.
 */
const reviewsInTableOrder = (kind: DatabaseKind) => (kind === 'sqlite' ? '"Review" r NOT INDEXED' : '"Review" r');

/** Universities per step by default: all of them, so each recomputation passes over Review once. */
const UNIVERSITIES_AT_ONCE = 1_000_000_000;

/** Stored and recomputed aggregates of the universities in `scope` that disagree. */
function universityDriftSql(scope: Scope, kind: DatabaseKind): Prisma.Sql {
  const sums = STAT_COLUMNS.map((c) => `SUM(${c.sql}) AS "${c.column}"`).join(', ');
  const stored = STAT_FIELDS.map((f) => `s."${f}" AS "s_${f}"`).join(', ');
  const counted = [
    ...STAT_FIELDS.filter((f) => f !== 'lastReviewAt').map((f) => `COALESCE(a."${f}", 0) AS "r_${f}"`),
    'a."lastReviewAt" AS "r_lastReviewAt"',
  ].join(', ');
  const differs = [
    ...STAT_FIELDS.filter((f) => f !== 'lastReviewAt').map((f) => `s."${f}" IS DISTINCT FROM COALESCE(a."${f}", 0)`),
    // Compared as instants, so two spellings of the same time are not drift.
    `${instant('s."lastReviewAt"', kind)} IS DISTINCT FROM ${instant('a."lastReviewAt"', kind)}`,
  ].join(' OR ');
  return Prisma.sql`
    SELECT u."id" AS "id", u."name" AS "name", s."universityId" IS NOT NULL AS "hasRow", ${Prisma.raw(stored)}, ${Prisma.raw(counted)}
      FROM "University" u
      LEFT JOIN "UniversityStats" s ON s."universityId" = u."id"
      LEFT JOIN (SELECT r."universityId", COUNT(*) AS "reviewCount", ${Prisma.raw(sums)}, MAX(r."createdAt") AS "lastReviewAt"
                   FROM ${Prisma.raw(reviewsInTableOrder(kind))} WHERE ${inScope('r."universityId"', scope)} AND r."status" = 'published' GROUP BY r."universityId") a ON a."universityId" = u."id"
     WHERE ${inScope('u."id"', scope)}
       AND ((s."universityId" IS NULL AND a."universityId" IS NOT NULL) OR (s."universityId" IS NOT NULL AND (${Prisma.raw(differs)})))`;
}

const LEVEL_FIELDS = ['reviewCount', ...LEVEL_STAT_COLUMNS.map((c) => c.column)] as const;

/**
 * Stored and recomputed per-level aggregates of the universities in `scope` that disagree. A
 * stored row of zeros with no review left at its level is not drift (a level's last review left).
 */
function levelDriftSql(scope: Scope, kind: DatabaseKind): Prisma.Sql {
  // Stored and counted rows side by side, grouped (as monthDriftSql): a full outer join of the two
  // derived tables had no index to use and took 70 s at a million reviews.
  const stored = LEVEL_FIELDS.map((f) => `"${f}" AS "s_${f}", 0 AS "r_${f}"`).join(', ');
  const counted = [
    '0 AS "s_reviewCount", COUNT(*) AS "r_reviewCount"',
    ...LEVEL_STAT_COLUMNS.map((c) => `0 AS "s_${c.column}", SUM(${c.sql}) AS "r_${c.column}"`),
  ].join(', ');
  const values = LEVEL_FIELDS.map((f) => `SUM(c."s_${f}") AS "s_${f}", SUM(c."r_${f}") AS "r_${f}"`).join(', ');
  const differs = LEVEL_FIELDS.map((f) => `d."s_${f}" <> d."r_${f}"`).join(' OR ');
  return Prisma.sql`
    SELECT d.*, u."name" AS "name"
      FROM (SELECT c."universityId" AS "id", c."level" AS "level", ${Prisma.raw(values)}
              FROM (SELECT "universityId", "level", ${Prisma.raw(stored)} FROM "UniversityLevelStats" WHERE ${inScope('"universityId"', scope)}
                    UNION ALL
                    SELECT r."universityId", r."studyLevel", ${Prisma.raw(counted)}
                      FROM ${Prisma.raw(reviewsInTableOrder(kind))} WHERE ${inScope('r."universityId"', scope)} AND r."status" = 'published' AND r."studyLevel" IS NOT NULL
                     GROUP BY r."universityId", r."studyLevel") c
             GROUP BY c."universityId", c."level") d
      JOIN "University" u ON u."id" = d."id"
     WHERE ${Prisma.raw(differs)}`;
}

function levelDrift(row: Row): Drift[] {
  return LEVEL_FIELDS.filter((field) => row[`s_${field}`] !== row[`r_${field}`]).map((field) => ({
    table: 'UniversityStats',
    id: Number(row.id),
    name: String(row.name),
    field: `${String(row.level)} ${field}`,
    stored: row[`s_${field}`] as number,
    recomputed: row[`r_${field}`] as number,
  }));
}

/**
 * Stored and recomputed per-month counts of the universities in `scope` that disagree; a stored
 * zero with no review left in its month is not drift.
 */
function monthDriftSql(scope: Scope, kind: DatabaseKind): Prisma.Sql {
  // Stored and counted rows side by side, grouped: a join of the two derived tables had no index
  // to use and took seconds a block.
  return Prisma.sql`
    SELECT d."universityId" AS "id", u."name" AS "name", d."month" AS "month", d."stored" AS "stored", d."recomputed" AS "recomputed"
      FROM (SELECT c."universityId", c."month", SUM(c."stored") AS "stored", SUM(c."recomputed") AS "recomputed"
              FROM (SELECT "universityId", "month", "reviewCount" AS "stored", 0 AS "recomputed"
                      FROM "UniversityMonthStats" WHERE ${inScope('"universityId"', scope)}
                    UNION ALL
                    SELECT r."universityId", ${Prisma.raw(monthSql(kind))}, 0, COUNT(*)
                      FROM ${Prisma.raw(reviewsInTableOrder(kind))} WHERE ${inScope('r."universityId"', scope)} AND r."status" = 'published'
                     GROUP BY r."universityId", ${Prisma.raw(monthSql(kind))}) c
             GROUP BY c."universityId", c."month") d
      JOIN "University" u ON u."id" = d."universityId"
     WHERE d."stored" <> d."recomputed"`;
}

function monthDrift(row: Row): Drift[] {
  return [
    {
      table: 'UniversityStats',
      id: Number(row.id),
      name: String(row.name),
      field: `${String(row.month)} reviewCount`,
      stored: row.stored as number,
      recomputed: row.recomputed as number,
    },
  ];
}

/** Reviews in `scope` whose likeCount is not the number of their likes. */
function likeDriftSql(scope: Scope): Prisma.Sql {
  return Prisma.sql`
    SELECT r."id" AS "id", r."likeCount" AS "stored", COALESCE(l."likes", 0) AS "recomputed"
      FROM "Review" r
      LEFT JOIN (SELECT "reviewId", COUNT(*) AS "likes" FROM "ReviewLike" WHERE ${inScope('"reviewId"', scope)} GROUP BY "reviewId") l
             ON l."reviewId" = r."id"
     WHERE ${inScope('r."id"', scope)} AND r."likeCount" IS DISTINCT FROM COALESCE(l."likes", 0)`;
}

const repairLikesSql = (ids: number[]) => Prisma.sql`
  UPDATE "Review" SET "likeCount" = (SELECT COUNT(*) FROM "ReviewLike" l WHERE l."reviewId" = "Review"."id")
   WHERE "id" IN (${Prisma.join(ids)})`;

/** The recomputations take their condition as text: the ids are integers read from the database. */
const idList = (ids: number[]) => ids.map((id) => (Number.isSafeInteger(id) ? id : Number.NaN)).join(', ');
const repairStatsSql = (ids: number[]) => recomputeStatsSql(`u."id" IN (${idList(ids)})`);
const repairLevelStatsSql = (ids: number[], kind: DatabaseKind) => [
  `DELETE FROM "UniversityLevelStats" WHERE "universityId" IN (${idList(ids)})`,
  recomputeLevelStatsSql(`r."universityId" IN (${idList(ids)})`),
  `DELETE FROM "UniversityMonthStats" WHERE "universityId" IN (${idList(ids)})`,
  recomputeMonthStatsSql(kind, `r."universityId" IN (${idList(ids)})`),
];

type Row = Record<string, unknown>;

/**
 * A value as SQLite hands it over: PostgreSQL counts and sums come back as BigInt or Decimal,
 * dates as Date.
 */
function plain(value: unknown): unknown {
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Prisma.Decimal) return value.toNumber();
  return value;
}

async function rowsOf(client: Db | Prisma.TransactionClient, query: Prisma.Sql): Promise<Row[]> {
  const rows = await client.$queryRaw<Row[]>(query);
  return rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, plain(value)])));
}

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
  client: Db,
  table: 'University' | 'Review',
  perStep: number,
  detectors: { detect: (scope: Scope) => Prisma.Sql; toDrift: (row: Row) => Drift[] }[],
  report: (done: number, total: number) => void,
): Promise<{ rows: number; drift: Drift[] }> {
  const [bounds] = (await rowsOf(
    client,
    Prisma.sql`SELECT MIN("id") AS "lo", MAX("id") AS "hi", COUNT(*) AS "n" FROM ${Prisma.raw(`"${table}"`)}`,
  )) as {
    lo: number | null;
    hi: number | null;
    n: number;
  }[];
  const drift: Drift[] = [];
  let done = 0;
  report(0, bounds!.n);
  if (bounds!.lo === null || bounds!.hi === null) return { rows: 0, drift };
  for (let lo = bounds!.lo; lo <= bounds!.hi; lo += perStep) {
    const hi = Math.min(bounds!.hi, lo + perStep - 1);
    const [counted] = await rowsOf(
      client,
      Prisma.sql`SELECT COUNT(*) AS "n" FROM ${Prisma.raw(`"${table}"`)} WHERE "id" BETWEEN ${lo} AND ${hi}`,
    );
    // Progress after each recomputation: one step may be every university, a few seconds each.
    for (const [index, { detect, toDrift }] of detectors.entries()) {
      for (const row of await rowsOf(client, detect({ lo, hi }))) drift.push(...toDrift(row));
      report(Math.min(done + Math.round(((counted!.n as number) * (index + 1)) / detectors.length), bounds!.n), bounds!.n);
      await nextTurn();
    }
    done += counted!.n as number;
  }
  return { rows: bounds!.n, drift };
}

interface Checked {
  client: Db;
  kind: DatabaseKind;
}

/** The database to check: a client of its own for `file`, else the shared one. */
function open(options: CheckOptions): Checked & { close: () => Promise<void> } {
  if (options.file) {
    const client = openDb(options.file);
    return { client, kind: 'sqlite', close: () => client.$disconnect() };
  }
  return { client: db(), kind: databaseKind(), close: async () => {} };
}

/** Checks every aggregate against its rows; with `fix`, repairs the ones that drifted. */
export async function checkData(options: CheckOptions = {}): Promise<CheckReport> {
  const started = performance.now();
  const checked = open(options);
  const { client } = checked;
  try {
    const progress = (phase: CheckProgress['phase']) => (done: number, total: number) => options.onProgress?.({ phase, done, total });
    const universities = await scan(
      client,
      'University',
      options.universitiesPerStep ?? UNIVERSITIES_AT_ONCE,
      [
        { detect: (scope) => universityDriftSql(scope, checked.kind), toDrift: universityDrift },
        { detect: (scope) => levelDriftSql(scope, checked.kind), toDrift: levelDrift },
        { detect: (scope) => monthDriftSql(scope, checked.kind), toDrift: monthDrift },
      ],
      progress('universities'),
    );
    const reviews = await scan(
      client,
      'Review',
      options.reviewsPerStep ?? 20_000,
      [{ detect: likeDriftSql, toDrift: (row) => [likeDrift(row)] }],
      progress('reviews'),
    );
    const drift = [...universities.drift, ...reviews.drift];
    const fixed = options.fix && drift.length ? await repair(checked, drift) : [];
    return { universities: universities.rows, reviews: reviews.rows, drift, fixed, ms: performance.now() - started };
  } finally {
    await checked.close();
  }
}

/** Ids per statement when repairing (both databases cap the parameters of one statement). */
const REPAIR_CHUNK = 500;

function chunks(ids: number[]): number[][] {
  const out: number[][] = [];
  for (let start = 0; start < ids.length; start += REPAIR_CHUNK) out.push(ids.slice(start, start + REPAIR_CHUNK));
  return out;
}

/**
 * Recomputes the drifted rows in one write transaction. The drift is looked up again inside it,
 * so what is written (and reported) is computed from the rows as they are at that moment,
 * whatever the server wrote since the scan; the server's writers wait meanwhile. SQLite: the
 * transaction begins IMMEDIATE (db.ts), taking the write lock. PostgreSQL: it locks the
 * tables the aggregates are counted from and kept in against writes (reads go on), in the order
 * the services write them.
 */
async function repair({ client, kind }: Checked, found: Drift[]): Promise<Drift[]> {
  const universityIds = [...new Set(found.filter((d) => d.table === 'UniversityStats').map((d) => d.id))];
  const reviewIds = [...new Set(found.filter((d) => d.table === 'Review').map((d) => d.id))];
  return client.$transaction(
    async (tx) => {
      if (kind === 'postgresql') {
        await tx.$executeRaw`LOCK TABLE "ReviewLike", "Review", "UniversityStats", "UniversityLevelStats", "UniversityMonthStats" IN SHARE ROW EXCLUSIVE MODE`;
      }
      const fixed: Drift[] = [];
      for (const ids of chunks(universityIds)) {
        fixed.push(...(await rowsOf(tx, universityDriftSql({ ids }, kind))).flatMap(universityDrift));
        fixed.push(...(await rowsOf(tx, levelDriftSql({ ids }, kind))).flatMap(levelDrift));
        fixed.push(...(await rowsOf(tx, monthDriftSql({ ids }, kind))).flatMap(monthDrift));
        await tx.$executeRawUnsafe(repairStatsSql(ids));
        for (const statement of repairLevelStatsSql(ids, kind)) await tx.$executeRawUnsafe(statement);
      }
      for (const ids of chunks(reviewIds)) {
        fixed.push(...(await rowsOf(tx, likeDriftSql({ ids }))).map(likeDrift));
        await tx.$executeRaw(repairLikesSql(ids));
      }
      return fixed;
    },
    // A repair of many rows may take longer than a request's transaction.
    { timeout: 10 * 60_000 },
  );
}
