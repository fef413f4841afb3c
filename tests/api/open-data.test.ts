// Open data (docs/rules/open-data.md): the JSON and CSV files of every reviewed university, served
// by the API and written by the build under /data/. Counts, dates and averages are checked against
// the published review rows; the CSV is read back with a strict RFC 4180 parser.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { settleBackgroundTasks } from '#server/infra/background-tasks.ts';
import { db } from '#server/infra/db.ts';
import { forgetOpenDataFiles, openDataPeriodMs } from '#server/open-data/cache.ts';
import { recomputeAllStats } from '#server/reviews/stats.ts';
import { reviewsChanged } from '#server/infra/changes.ts';
import { GET as jsonFile } from '#pages/data/universities.json.ts';
import { GET as csvFile } from '#pages/data/universities.csv.ts';
import { RATING_CATEGORIES } from '#shared/reviews/ratings.ts';
import { LEVEL_MINIMUM } from '#shared/reviews/level-breakdown.ts';
import { STUDY_LEVELS } from '#shared/reviews/study-context.ts';
import { api, freshAddress } from '../support/api-request.ts';
import { createReview, ratingsOf, reviewBody } from '../factories/reviews.ts';
import { createUniversity } from '../factories/universities.ts';
import { createUserWithSession } from '../factories/users.ts';
import { createModerator } from '../support/trust.ts';

afterEach(async () => {
  await settleBackgroundTasks();
  vi.useRealTimers();
  forgetOpenDataFiles();
});

/** Moves the clock one period on: a review write shows in the file within a period (decision 038). */
function pastThePeriod() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + openDataPeriodMs());
}

const jsonRows = async () => (await api('GET', '/open-data/universities.json')).body.universities as OpenRow[];

type Row = { id: number; name: string; country: string; review_count: number; verified_count: number; last_review_at: string | null };
type OpenRow = Row & {
  country_rank: number | null;
  country_score: number | null;
  averages: Record<string, number>;
  levels: Record<string, { review_count: number; averages: Record<string, number> }>;
};

/** A strict RFC 4180 reader: quoted fields with doubled quotes, commas between fields, CRLF after every row. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  while (i < text.length) {
    let field = '';
    if (text[i] === '"') {
      for (i += 1; ; i += 1) {
        if (i >= text.length) throw new Error('a quoted field is not closed');
        if (text[i] !== '"') field += text[i];
        else if (text[i + 1] === '"') field += text[++i];
        else break;
      }
      i += 1;
    } else {
      for (; i < text.length && !',\r\n'.includes(text[i]!); i += 1) {
        if (text[i] === '"') throw new Error(`a quote inside an unquoted field at ${i}`);
        field += text[i];
      }
    }
    row.push(field);
    if (text[i] === ',') i += 1;
    else if (text.startsWith('\r\n', i)) {
      rows.push(row);
      row = [];
      i += 2;
    } else throw new Error(`${JSON.stringify(text[i] ?? 'the end')} after a field at ${i}`);
  }
  if (row.length) throw new Error('the last row has no CRLF');
  return rows;
}

/** What the published rows of a university say: count, verified count, newest date and means. */
async function fromRows(universityId: number) {
  const published = await db().review.findMany({ where: { universityId, status: 'published' } });
  const mean = (column: string) => published.reduce((sum, r) => sum + Number((r as Record<string, unknown>)[column]), 0) / published.length;
  return {
    review_count: published.length,
    verified_count: published.filter((r) => r.verified).length,
    last_review_at: new Date(Math.max(...published.map((r) => r.createdAt.getTime()))).toISOString(),
    averages: Object.fromEntries(RATING_CATEGORIES.map((c) => [c.key, mean(c.column)])),
  };
}

const ODD_NAME = 'Université "Nord",\nCampus Est\r\nSud';
let odd: { id: number };
let plain: { id: number };
let unreviewed: { id: number };
let heldOnly: { id: number };

beforeAll(async () => {
  odd = await createUniversity({ name: ODD_NAME, country: 'Land, "Q"' });
  plain = await createUniversity();
  unreviewed = await createUniversity();
  heldOnly = await createUniversity();
  await createReview({ universityId: odd.id, ratings: ratingsOf(5, { food_rating: 1 }), createdAt: new Date('2025-03-01T10:00:00Z') });
  const verified = await createReview({ universityId: odd.id, ratings: ratingsOf(2), createdAt: new Date('2025-04-02T08:30:00Z') });
  await createReview({ universityId: odd.id, ratings: ratingsOf(4, { safety_rating: 3 }), createdAt: new Date('2025-01-05T00:00:00Z') });
  await createReview({ universityId: plain.id, ratings: ratingsOf(3) });
  const toRemove = await createReview({ universityId: plain.id, ratings: ratingsOf(1), createdAt: new Date(Date.now() + 60_000) });
  // A verified student's review, counted as the bulk loaders count it.
  await db().review.update({ where: { id: verified.id }, data: { verified: true }, select: { id: true } });
  await recomputeAllStats();
  reviewsChanged([odd.id, plain.id]);

  const author = await createUserWithSession();
  const held = await api('POST', '/reviews/submit', {
    token: author.token,
    address: freshAddress(),
    body: reviewBody(heldOnly.id, { review_text: 'Ring 020 7946 0958 for the notes.' }),
  });
  expect(held.body.status).toBe('held');
  const moderator = await createModerator();
  const removal = await api('POST', `/moderation/reviews/${toRemove.id}`, {
    token: moderator.token,
    address: freshAddress(),
    body: { action: 'remove', reason: 'Spam.' },
  });
  expect(removal.status).toBe(200);
});

describe('GET /api/open-data/universities.json', () => {
  it('lists every university with a published review, with the counts, date and averages of its published rows', async () => {
    const before = Date.now();
    const reply = await api('GET', '/open-data/universities.json');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(reply.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
    expect(reply.body.license).toBe('CC BY 4.0');
    expect(Date.parse(reply.body.generated_at)).toBeGreaterThan(before - 60_000);
    expect(Object.keys(reply.body)).toEqual(['license', 'generated_at', 'universities']);

    const rows = reply.body.universities as OpenRow[];
    const ids = rows.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids).toEqual(expect.arrayContaining([odd.id, plain.id]));
    // No published review: neither the university without any nor the one whose only review is held.
    expect(ids).not.toContain(unreviewed.id);
    expect(ids).not.toContain(heldOnly.id);

    for (const university of [odd, plain]) {
      const row = rows.find((candidate) => candidate.id === university.id)!;
      const stored = await db().university.findUniqueOrThrow({ where: { id: university.id } });
      const expected = await fromRows(university.id);
      expect(Object.keys(row)).toEqual([
        'id',
        'name',
        'country',
        'review_count',
        'verified_count',
        'last_review_at',
        'averages',
        'levels',
        'country_rank',
        'country_score',
      ]);
      // No review names its level.
      expect(row.levels).toEqual({});
      expect({ ...row, averages: undefined, levels: undefined }).toEqual({
        id: university.id,
        name: stored.name,
        country: stored.country,
        ...expected,
        averages: undefined,
        levels: undefined,
        // Under 5 reviews: not ranked in its country.
        country_rank: null,
        country_score: null,
      });
      for (const [key, value] of Object.entries(expected.averages)) expect(row.averages[key], key).toBeCloseTo(value, 10);
    }
    const oddRow = rows.find((row) => row.id === odd.id)!;
    expect(oddRow).toMatchObject({ name: ODD_NAME, review_count: 3, verified_count: 1, last_review_at: '2025-04-02T08:30:00.000Z' });
    expect(oddRow.averages.food).toBeCloseTo(7 / 3, 10);
    // The removed review is not counted, nor its date.
    expect(rows.find((row) => row.id === plain.id)).toMatchObject({ review_count: 1, averages: { overall: 3 } });
  });

  it('carries aggregates only, never a review text or an account', async () => {
    const text = JSON.stringify((await api('GET', '/open-data/universities.json')).body);
    expect(text).not.toContain('A stored test review.');
    expect(text).not.toMatch(/username|email|user_?id|review_text/i);
  });

  it('shows a new published review within its period, built behind the file served', async () => {
    expect((await jsonRows()).find((row) => row.id === unreviewed.id)).toBeUndefined();
    const { token } = await createUserWithSession();
    const submitted = await api('POST', '/reviews/submit', { token, address: freshAddress(), body: reviewBody(unreviewed.id) });
    expect(submitted.body.status).toBe('published');
    // Within the period the kept file is served: a write does not build it again.
    expect((await jsonRows()).find((row) => row.id === unreviewed.id)).toBeUndefined();
    pastThePeriod();
    await vi.waitFor(
      async () =>
        expect((await jsonRows()).find((row) => row.id === unreviewed.id)).toMatchObject({ review_count: 1, averages: { overall: 4 } }),
      {
        timeout: 10_000,
        interval: 20,
      },
    );
  });

  it('keeps its date and ETag while its figures stay the same, and takes new ones when they change', async () => {
    const first = await api('GET', '/open-data/universities.json');
    // Built again from the same figures, the file is the one kept.
    forgetOpenDataFiles();
    const again = await api('GET', '/open-data/universities.json');
    expect(again.body.generated_at).toBe(first.body.generated_at);
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    expect((await api('GET', '/open-data/universities.json', { headers: { 'if-none-match': first.headers.get('etag')! } })).status).toBe(
      304,
    );

    const newcomer = await createUniversity();
    const { token } = await createUserWithSession();
    const submitted = await api('POST', '/reviews/submit', { token, address: freshAddress(), body: reviewBody(newcomer.id) });
    expect(submitted.body.status).toBe('published');
    expect((await api('GET', '/open-data/universities.json')).headers.get('etag')).toBe(first.headers.get('etag'));
    pastThePeriod();
    let changed = await api('GET', '/open-data/universities.json');
    await vi.waitFor(
      async () => {
        changed = await api('GET', '/open-data/universities.json');
        expect(changed.headers.get('etag')).not.toBe(first.headers.get('etag'));
      },
      { timeout: 10_000, interval: 20 },
    );
    expect(Date.parse(changed.body.generated_at)).toBeGreaterThan(Date.parse(first.body.generated_at));
    expect((changed.body.universities as OpenRow[]).find((row) => row.id === newcomer.id)?.review_count).toBe(1);
  });
});

describe('GET /api/open-data/universities.csv', () => {
  it('holds the JSON rows as RFC 4180 CSV, field by field', async () => {
    const reply = await api('GET', '/open-data/universities.csv');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(reply.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
    const text = reply.body as string;
    expect(text).toContain('"Université ""Nord"",\nCampus Est\r\nSud"');

    const [header, ...records] = parseCsv(text);
    const averageKeys = RATING_CATEGORIES.map((c) => c.key);
    expect(header).toEqual([
      'id',
      'name',
      'country',
      'review_count',
      'verified_count',
      'last_review_at',
      ...averageKeys.map((key) => `avg_${key}`),
      ...STUDY_LEVELS.flatMap(({ code }) => [`${code}_review_count`, `${code}_avg_overall`]),
      'country_rank',
      'country_score',
    ]);
    const rows = (await api('GET', '/open-data/universities.json')).body.universities as OpenRow[];
    expect(records).toEqual(
      rows.map((row) => [
        String(row.id),
        row.name,
        row.country,
        String(row.review_count),
        String(row.verified_count),
        row.last_review_at ?? '',
        ...averageKeys.map((key) => row.averages[key]!.toFixed(2)),
        ...STUDY_LEVELS.flatMap(({ code }) => {
          const level = row.levels[code];
          return level ? [String(level.review_count), level.averages.overall!.toFixed(2)] : ['', ''];
        }),
        row.country_rank === null ? '' : String(row.country_rank),
        row.country_score === null ? '' : row.country_score.toFixed(3),
      ]),
    );
    const oddRecord = records.find((record) => record[0] === String(odd.id))!;
    expect(oddRecord.slice(1, 3)).toEqual([ODD_NAME, 'Land, "Q"']);
    expect(oddRecord[header!.indexOf('avg_food')]).toBe('2.33');
  });
});

describe('the country ranking', () => {
  it("gives a ranked university's overall rank and score in its country, as the countries API has them", async () => {
    const uni = await createUniversity({ country: 'Rankland', alphaTwoCode: 'RK' });
    for (let i = 0; i < 6; i += 1) await createReview({ universityId: uni.id, ratings: ratingsOf(4) });
    reviewsChanged([uni.id]);
    // The countries are read again after a write once their kept copy is 5 s old (decision 038);
    // earlier tests built it with the clock a period on.
    vi.useFakeTimers({ toFake: ['Date'] });
    let row: OpenRow;
    let ranked: { id: number; rank: number; score: number };
    try {
      vi.setSystemTime(Date.now() + 2 * openDataPeriodMs() + 5_000);
      ranked = (await api('GET', '/countries/rk/universities')).body.universities[0];
      row = (await jsonRows()).find((candidate) => candidate.id === uni.id)!;
    } finally {
      vi.useRealTimers();
    }
    expect(ranked).toMatchObject({ id: uni.id, rank: 1 });
    // Alone in its country: its mean is the country's, so its score is 4 whatever the prior.
    expect({ rank: row.country_rank, score: row.country_score }).toEqual({ rank: 1, score: 4 });
    expect(ranked.score).toBe(4);
  });
});

describe('the figures per study level', () => {
  it('are given for a level named by at least 5 published reviews, as their rows say, and left out below', async () => {
    const uni = await createUniversity();
    for (let i = 0; i < LEVEL_MINIMUM; i += 1) {
      await createReview({ universityId: uni.id, ratings: ratingsOf(1 + i, { food_rating: 2 }), studyLevel: 'doctoral' });
    }
    for (let i = 0; i < LEVEL_MINIMUM - 1; i += 1)
      await createReview({ universityId: uni.id, ratings: ratingsOf(5), studyLevel: 'masters' });
    reviewsChanged([uni.id]);
    const row = (await jsonRows()).find((candidate) => candidate.id === uni.id)!;
    expect(Object.keys(row.levels)).toEqual(['doctoral']);
    expect(row.levels.doctoral!.review_count).toBe(LEVEL_MINIMUM);
    expect(row.levels.doctoral!.averages).toMatchObject({ overall: 3, food: 2, happiness: 3 });

    const [header, ...records] = parseCsv((await api('GET', '/open-data/universities.csv')).body as string);
    const record = records.find((cells) => cells[0] === String(uni.id))!;
    const cell = (column: string) => record[header!.indexOf(column)];
    expect([cell('doctoral_review_count'), cell('doctoral_avg_overall')]).toEqual(['5', '3.00']);
    expect([cell('masters_review_count'), cell('masters_avg_overall')]).toEqual(['', '']);
  });
});

describe('the static files the build writes under /data/', () => {
  it('are the bodies the API serves', async () => {
    const context = {} as Parameters<typeof jsonFile>[0];
    const staticJson = await (await jsonFile(context)).text();
    const served = (await api('GET', '/open-data/universities.json')).body;
    expect({ ...JSON.parse(staticJson), generated_at: 0 }).toEqual({ ...served, generated_at: 0 });
    // Put together from rows written slice by slice, it is what JSON.stringify writes for the document.
    expect(staticJson).toBe(JSON.stringify(JSON.parse(staticJson)));
    const staticCsv = await (await csvFile(context)).text();
    expect(staticCsv).toBe((await api('GET', '/open-data/universities.csv')).body);
  });
});

describe('CSV cells that a spreadsheet would run', () => {
  /** Stored name and country, and the CSV cells they must give. */
  const CASES = [
    { name: '=HYPERLINK("http://x")', country: 'Testland', cells: [`'=HYPERLINK("http://x")`, 'Testland'] },
    { name: '+1', country: '-Land', cells: ["'+1", "'-Land"] },
    { name: '@SUM(A1)', country: '\tTabland', cells: ["'@SUM(A1)", "'\tTabland"] },
    { name: '-2', country: '=1+1', cells: ["'-2", "'=1+1"] },
  ];
  const stored = new Map<number, (typeof CASES)[number]>();

  beforeAll(async () => {
    for (const entry of CASES) {
      const university = await createUniversity({ name: entry.name, country: entry.country });
      // Averages of 1.5: figures are written as they are.
      await createReview({ universityId: university.id, ratings: ratingsOf(1) });
      await createReview({ universityId: university.id, ratings: ratingsOf(2) });
      stored.set(university.id, entry);
    }
  });

  it('are written with a leading apostrophe in the CSV, the figures beside them as they are', async () => {
    const text = (await api('GET', '/open-data/universities.csv')).body as string;
    expect(text).toContain(`"'=HYPERLINK(""http://x"")"`);
    const [header, ...records] = parseCsv(text);
    const averageColumns = RATING_CATEGORIES.map((c) => header!.indexOf(`avg_${c.key}`));
    for (const [id, entry] of stored) {
      const record = records.find((candidate) => candidate[0] === String(id))!;
      expect(record.slice(1, 5), entry.name).toEqual([...entry.cells, '2', '0']);
      for (const column of averageColumns) expect(record[column]).toBe('1.50');
    }
  });

  it('stay as stored in the JSON', async () => {
    const rows = await jsonRows();
    for (const [id, entry] of stored) expect(rows.find((row) => row.id === id)).toMatchObject({ name: entry.name, country: entry.country });
  });
});
