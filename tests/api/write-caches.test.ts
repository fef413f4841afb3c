// What review writes cost the caches (decision 038): a flood of edits with downloads in between
// builds the open-data files once a period, the featured ranking and the search order once every
// 5 s, however many writes; the page marks are written on every write, at its time, and a held
// review leaves the university at once. The clock moves a second per edit, for five minutes.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetSettingsForTests } from '#server/infra/env.ts';
import { openDataPeriodMs, openDataBuildCount } from '#server/open-data/cache.ts';
import { featuredBuildCount } from '#server/universities/universities.ts';
import { searchOrderLoadCount } from '#server/universities/search-index.ts';
import { markFile, pagesDir } from '#server/universities/page-marks.ts';
import { api } from '../support/api-request.ts';
import { createReview, ratingsOf } from '../factories/reviews.ts';
import { createUniversity } from '../factories/universities.ts';
import { createUserWithSession } from '../factories/users.ts';

const EDITS = 300;
const STEP_MS = 1_000;
const WRITE_PERIOD_MS = 5_000;

let university: { id: number; name: string };
let author: { token: string };
let reviewId: number;

beforeAll(async () => {
  // No edit rate limit for this flood (a setting where the edit route has one).
  process.env.RATE_LIMIT_EDIT = '100000';
  resetSettingsForTests();
  university = await createUniversity({ name: `Floodgate Polytechnic ${process.pid}` });
  const session = await createUserWithSession();
  author = session;
  await createReview({ universityId: university.id, ratings: ratingsOf(2) });
  reviewId = (await createReview({ universityId: university.id, userId: session.user.id, ratings: ratingsOf(3) })).id;
  vi.useFakeTimers({ toFake: ['Date'] });
});

afterAll(() => {
  vi.useRealTimers();
  delete process.env.RATE_LIMIT_EDIT;
  resetSettingsForTests();
});

const openDataRow = async () =>
  ((await api('GET', '/open-data/universities.json')).body.universities as { id: number; review_count: number }[]).find(
    (row) => row.id === university.id,
  );

describe(`${EDITS} review edits with downloads in between`, () => {
  it('build the open-data files once a period, the ranking and the search order once every 5 s, and mark the page on every edit', async () => {
    const before = {
      json: openDataBuildCount('json'),
      csv: openDataBuildCount('csv'),
      featured: featuredBuildCount(),
      search: searchOrderLoadCount(),
    };
    const mark = markFile(pagesDir(), university.id);
    for (let i = 0; i < EDITS; i += 1) {
      const overall = 1 + (i % 5);
      const edited = await api('PUT', `/reviews/${reviewId}`, {
        token: author.token,
        body: { ...ratingsOf(overall), review_text: `Edit number ${i}: the library stays open late.`, comments: null },
      });
      expect(edited.body, `edit ${i}`).toMatchObject({ success: true, status: 'published' });
      // The page is marked at the time of the write, whatever the caches do.
      expect(Math.round(fs.statSync(mark).mtimeMs), `mark after edit ${i}`).toBe(Date.now());
      expect((await api('GET', '/open-data/universities.json')).status).toBe(200);
      expect((await api('GET', '/open-data/universities.csv')).status).toBe(200);
      expect((await api('GET', '/specificUni/getFeaturedUniversities')).status).toBe(200);
      expect((await api('GET', `/searchUniversity/limit?query=${encodeURIComponent('Floodgate')}`)).body[0]).toMatchObject({
        id: university.id,
        // Counts and averages of a hit are read fresh.
        average_rating: (2 + overall) / 2,
      });
      vi.setSystemTime(Date.now() + STEP_MS);
    }
    const builds = {
      json: openDataBuildCount('json') - before.json,
      csv: openDataBuildCount('csv') - before.csv,
      featured: featuredBuildCount() - before.featured,
      search: searchOrderLoadCount() - before.search,
    };
    console.info(`${EDITS} edits over ${(EDITS * STEP_MS) / 1000} s built:`, builds);
    const span = EDITS * STEP_MS;
    // One build at the start, then one each period.
    expect(builds.json).toBeLessThanOrEqual(Math.ceil(span / openDataPeriodMs()) + 1);
    expect(builds.csv).toBeLessThanOrEqual(Math.ceil(span / openDataPeriodMs()) + 1);
    expect(builds.featured).toBeLessThanOrEqual(Math.ceil(span / WRITE_PERIOD_MS) + 1);
    expect(builds.search).toBeLessThanOrEqual(Math.ceil(span / WRITE_PERIOD_MS) + 1);

    // An edit that screening holds takes the review off the university at once: its page is
    // marked now, and the review list no longer has it.
    vi.setSystemTime(Date.now() + STEP_MS);
    const held = await api('PUT', `/reviews/${reviewId}`, {
      token: author.token,
      body: { ...ratingsOf(5), review_text: 'Call 07700 900123 for the notes.', comments: null },
    });
    expect(held.body).toMatchObject({ success: true, status: 'held' });
    expect(Math.round(fs.statSync(mark).mtimeMs)).toBe(Date.now());
    const listed = (await api('GET', `/specificUni/${university.id}/reviews`)).body.reviews as { id: number }[];
    expect(listed.map((review) => review.id)).not.toContain(reviewId);

    // A period on, the file shows the last published figures.
    vi.setSystemTime(Date.now() + openDataPeriodMs());
    await vi.waitFor(async () => expect(await openDataRow()).toMatchObject({ review_count: 1, averages: { overall: 2 } }), {
      timeout: 10_000,
      interval: 20,
    });
  }, 180_000);
});
