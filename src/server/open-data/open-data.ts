// Open data (docs/rules/open-data.md): every university with published reviews, its counts and
// averages (per study level too, where a level has enough reviews), as JSON and as CSV, under
// CC BY 4.0. Aggregates only: read from the aggregate rows, never from reviews or accounts. Served by the API and written by
// the build as static files under /data/. Read and serialised a slice of rows at a time, so that
// a server building them goes on answering other requests meanwhile.
import { Prisma } from '#server/generated/prisma/client.ts';
import { readRowSlices, readRows } from '#server/infra/read-db.ts';
import { joinSlices, writeSlices, type SlicedText } from '#server/infra/sliced-text.ts';
import { averagesFromStats, type StatsRow } from '#server/reviews/university-stats.ts';
import { RATING_CATEGORIES, type Averages } from '#shared/reviews/ratings.ts';
import { LEVEL_MINIMUM } from '#shared/reviews/level-breakdown.ts';
import { STUDY_LEVELS, type StudyLevel } from '#shared/reviews/study-context.ts';
import { overallRankingScores } from '#server/universities/countries.ts';
import { csvFigure, csvLine, type CsvValue } from './csv.ts';

export const OPEN_DATA_LICENSE = 'CC BY 4.0';

export interface OpenDataUniversity {
  id: number;
  name: string;
  country: string;
  review_count: number;
  verified_count: number;
  last_review_at: string | null;
  averages: Averages;
  /** The levels with at least LEVEL_MINIMUM published reviews: their count and averages. */
  levels: Partial<Record<StudyLevel, { review_count: number; averages: Averages }>>;
  /** Its overall place in its country's ranking (docs/rules/rankings.md); null when not ranked. */
  country_rank: number | null;
  /** The shrunk average that place is by, 3 decimals; null when not ranked. */
  country_score: number | null;
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
  // Per level, the count and the overall average (the JSON has every average of a level).
  ...STUDY_LEVELS.flatMap(({ code }) => [`${code}_review_count`, `${code}_avg_overall`]),
  'country_rank',
  'country_score',
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

type LevelRow = StatsRow & { universityId: number; level: StudyLevel };

/** Every university with at least one published review, by id, a slice at a time, with its levels. */
async function* openDataUniversitySlices(): AsyncGenerator<OpenDataUniversity[]> {
  const slices = readRowSlices<Row>(Prisma.sql`
    SELECT ${rowColumns} FROM "UniversityStats" s JOIN "University" u ON u."id" = s."universityId"
     WHERE s."reviewCount" > 0 ORDER BY u."id"`);
  const ranks = await overallRankingScores();
  for await (const rows of slices) {
    const levels = rows.length
      ? await readRows<LevelRow>(Prisma.sql`
          SELECT * FROM "UniversityLevelStats"
           WHERE "universityId" BETWEEN ${rows[0]!.id} AND ${rows.at(-1)!.id} AND "reviewCount" >= ${LEVEL_MINIMUM}`)
      : [];
    const byUniversity = Map.groupBy(levels, (level) => Number(level.universityId));
    yield rows.map((row) => toOpenDataUniversity(row, byUniversity.get(row.id) ?? [], ranks.get(row.id)));
  }
}

function levelsOf(rows: LevelRow[]): OpenDataUniversity['levels'] {
  const levels: OpenDataUniversity['levels'] = {};
  // In the levels' own order, so the file reads the same whatever order the rows came in.
  for (const { code } of STUDY_LEVELS) {
    const row = rows.find((candidate) => candidate.level === code);
    if (row)
      levels[code] = {
        review_count: Number(row.reviewCount),
        averages: averagesFromStats({ ...row, reviewCount: Number(row.reviewCount) }),
      };
  }
  return levels;
}

function toOpenDataUniversity(row: Row, levels: LevelRow[], rank: { rank: number; score: number } | undefined): OpenDataUniversity {
  return {
    id: row.id,
    name: row.name,
    country: row.country,
    review_count: Number(row.reviewCount),
    verified_count: Number(row.verifiedCount),
    last_review_at: row.lastReviewAt == null ? null : new Date(row.lastReviewAt).toISOString(),
    averages: averagesFromStats(row),
    levels: levelsOf(levels),
    country_rank: rank?.rank ?? null,
    country_score: rank?.score ?? null,
  };
}

/**
 * A CSV line's fields: the JSON fields in order, the averages with 2 decimals, an empty field for
 * no date. Name and country are text, made safe for spreadsheets (csv.ts); the figures are not.
 */
function csvFields(u: OpenDataUniversity): CsvValue[] {
  return [
    u.id,
    u.name,
    u.country,
    u.review_count,
    u.verified_count,
    u.last_review_at,
    ...RATING_CATEGORIES.map((c) => csvFigure(u.averages[c.key], 2)),
    ...STUDY_LEVELS.flatMap(({ code }) => {
      const level = u.levels[code];
      return level ? [level.review_count, csvFigure(level.averages.overall, 2)] : [null, null];
    }),
    u.country_rank,
    u.country_score === null ? null : csvFigure(u.country_score, 3),
  ];
}

export type OpenDataKind = 'json' | 'csv';

/** How each file writes a slice of rows, and what goes between two slices. */
const rowFormats: Record<OpenDataKind, { write: (universities: OpenDataUniversity[]) => string; between: string }> = {
  json: { write: (universities) => universities.map((u) => JSON.stringify(u)).join(','), between: ',' },
  csv: { write: (universities) => universities.map((u) => csvLine(csvFields(u))).join(''), between: '' },
};

/** A file's rows (the JSON array's items, the CSV lines after the header), written a slice at a time. */
export interface OpenDataRows extends SlicedText {
  kind: OpenDataKind;
}

/** The rows of the file `kind`, read and written a slice at a time. */
export async function readOpenDataRows(kind: OpenDataKind): Promise<OpenDataRows> {
  const { write, between } = rowFormats[kind];
  return { kind, ...(await writeSlices(openDataUniversitySlices(), write, between)) };
}

/**
 * A file's whole content: the rows with, for the JSON, the document around them, `generated_at`
 * being `generatedAt` (when the figures were read); for the CSV, the header row. Callers keep the
 * file (cache.ts) and keep it, date included, while the rows read the same.
 */
export function openDataBytes(rows: OpenDataRows, generatedAt: Date): Buffer<ArrayBuffer> {
  if (rows.kind === 'csv') return joinSlices(csvLine(OPEN_DATA_CSV_HEADER), rows);
  // What JSON.stringify writes for an OpenDataDocument, put together around the rows already written.
  const head = `{"license":${JSON.stringify(OPEN_DATA_LICENSE)},"generated_at":${JSON.stringify(generatedAt.toISOString())},"universities":[`;
  return joinSlices(head, rows, ']}');
}
