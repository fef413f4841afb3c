// Open data (docs/rules/open-data.md): every university with published reviews, its counts and
// averages, as JSON and as CSV, under CC BY 4.0. Aggregates only: read from the per-university
// aggregate row in one query, never from reviews or accounts. Served by the API and written by
// the build as static files under /data/.
import { Prisma } from '../generated/prisma/client.ts';
import { readRows } from '../read-db.ts';
import { averagesFromStats, type StatsRow } from '../universities/universities.ts';
import { RATING_CATEGORIES, type Averages } from '#shared/reviews/ratings.ts';
import { toCsv, type CsvValue } from './csv.ts';

export const OPEN_DATA_LICENSE = 'CC BY 4.0';

export interface OpenDataUniversity {
  id: number;
  name: string;
  country: string;
  review_count: number;
  verified_count: number;
  last_review_at: string | null;
  averages: Averages;
}

export interface OpenDataDocument {
  license: typeof OPEN_DATA_LICENSE;
  generated_at: string;
  universities: OpenDataUniversity[];
}

/** The CSV columns: the JSON fields in order, `averages` spread out as `avg_<key>`. */
export const OPEN_DATA_CSV_HEADER = [
  'id',
  'name',
  'country',
  'review_count',
  'verified_count',
  'last_review_at',
  ...RATING_CATEGORIES.map((c) => `avg_${c.key}`),
] as const;

const rowColumns = Prisma.raw(
  [
    'u."id"',
    'u."name"',
    'u."country"',
    's."reviewCount"',
    's."verifiedCount"',
    's."lastReviewAt"',
    ...RATING_CATEGORIES.map((c) => `s."${c.sumColumn}"`),
  ].join(', '),
);

type Row = StatsRow & { id: number; name: string; country: string; verifiedCount: number; lastReviewAt: string | number | null };

/** Every university with at least one published review, by id. */
export async function openDataUniversities(): Promise<OpenDataUniversity[]> {
  const rows = await readRows<Row>(Prisma.sql`
    SELECT ${rowColumns} FROM "UniversityStats" s JOIN "University" u ON u."id" = s."universityId"
     WHERE s."reviewCount" > 0 ORDER BY u."id"`);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    country: row.country,
    review_count: Number(row.reviewCount),
    verified_count: Number(row.verifiedCount),
    last_review_at: row.lastReviewAt == null ? null : new Date(row.lastReviewAt).toISOString(),
    averages: averagesFromStats(row),
  }));
}

/** The CSV file's content: the same rows, averages with 2 decimals, an empty field for no date. */
export function openDataCsv(universities: readonly OpenDataUniversity[]): string {
  const rows = universities.map((u): CsvValue[] => [
    u.id,
    u.name,
    u.country,
    u.review_count,
    u.verified_count,
    u.last_review_at,
    ...RATING_CATEGORIES.map((c) => u.averages[c.key].toFixed(2)),
  ]);
  return toCsv(OPEN_DATA_CSV_HEADER, rows);
}

/**
 * The two files' text for `universities`, the JSON's `generated_at` being `generatedAt`: when
 * these figures were read. Their callers keep them once per cache period (cache.ts), and keep the
 * earlier file, date included, while the figures are the same.
 */
export const openDataTexts = {
  json: (universities: OpenDataUniversity[], generatedAt: Date) =>
    JSON.stringify({ license: OPEN_DATA_LICENSE, generated_at: generatedAt.toISOString(), universities } satisfies OpenDataDocument),
  csv: (universities: readonly OpenDataUniversity[]) => openDataCsv(universities),
};
