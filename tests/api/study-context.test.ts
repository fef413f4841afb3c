// A review's study context (docs/rules/reviews-and-ratings.md#study-context): the round trip over
// REST and tRPC, the bounds, an edit that keeps or clears parts, the list's level and field
// filters, and the per-level breakdown of the statistics, checked against a recomputation from
// the rows after submits, edits, deletes and a moderator's removal (and by check:data).
import { describe, expect, it } from 'vitest';
import { db } from '#server/infra/db.ts';
import { checkData } from '#server/maintenance/check-data.ts';
import { RATING_CATEGORIES } from '#shared/reviews/ratings.ts';
import { STUDY_LEVELS, latestStudyYear } from '#shared/reviews/study-context.ts';
import { LEVEL_MINIMUM } from '#shared/reviews/level-breakdown.ts';
import { createUniversity } from '../factories/universities.ts';
import { createUserWithSession } from '../factories/users.ts';
import { ratingsOf, reviewBody } from '../factories/reviews.ts';
import { api, freshAddress } from '../support/api-request.ts';
import { createModerator, decide, trpcAs } from '../support/trust.ts';
import { uniqueWord } from '../support/unique-word.ts';

const THIS_YEAR = latestStudyYear();
const DOCTORAL = {
  study_level: 'doctoral',
  study_field: 'engineering',
  study_start_year: THIS_YEAR - 5,
  study_end_year: THIS_YEAR - 1,
  study_relation: 'graduate',
} as const;
const NONE = { study_level: null, study_field: null, study_start_year: null, study_end_year: null, study_relation: null };

/**
 * A review body with texts of its own words: the duplicate check refuses the same texts twice, and
 * a near copy of a removed text (one test removes one) is held.
 */
const bodyOf = (universityId: number, extra: Record<string, unknown> = {}) =>
  reviewBody(universityId, { review_text: Array.from({ length: 6 }, uniqueWord).join(' '), comments: null, ...extra });
const submit = (body: unknown, token?: string) => api('POST', '/reviews/submit', { body, token, address: freshAddress() });
const edit = (id: number, body: unknown, token: string) => api('PUT', `/reviews/${id}`, { body, token, address: freshAddress() });
const listed = async (universityId: number, query = '') =>
  (await api('GET', `/specificUni/${universityId}/reviews${query}`)).body as {
    reviews: Record<string, unknown>[];
    pagination: { totalReviews: number };
  };

describe('the study context of a review', () => {
  it('is stored, listed and read back on both transports; old clients get nulls', async () => {
    const uni = await createUniversity();
    const withContext = await submit(bodyOf(uni.id, DOCTORAL));
    expect(withContext.status).toBe(200);
    const without = await submit(bodyOf(uni.id));
    expect(without.status).toBe(200);
    expect(await db().review.findUniqueOrThrow({ where: { id: withContext.body.review_id } })).toMatchObject({
      studyLevel: 'doctoral',
      studyField: 'engineering',
      studyStartYear: THIS_YEAR - 5,
      studyEndYear: THIS_YEAR - 1,
      studyRelation: 'graduate',
    });
    const { reviews } = await listed(uni.id);
    expect(reviews.find((r) => r.id === withContext.body.review_id)).toMatchObject(DOCTORAL);
    expect(reviews.find((r) => r.id === without.body.review_id)).toMatchObject(NONE);

    const viaTrpc = await trpcAs().reviews.submit({
      university_id: uni.id,
      ...ratingsOf(3),
      review_text: 'Through tRPC, with a study context of its own.',
      study_level: 'exchange',
      study_relation: 'current',
      study_start_year: THIS_YEAR,
    });
    const page = await trpcAs().universities.reviews({ universityId: uni.id, level: 'exchange' });
    expect(page.reviews.map((r) => [r.id, r.study_level, r.study_relation, r.study_end_year])).toEqual([
      [viaTrpc.review_id, 'exchange', 'current', null],
    ]);
  });

  it('keeps its context when the review is anonymous', async () => {
    const uni = await createUniversity();
    const { token } = await createUserWithSession();
    const reply = await submit(bodyOf(uni.id, { ...DOCTORAL, is_anonymous: true }), token);
    const [review] = (await listed(uni.id)).reviews;
    expect(review).toMatchObject({ id: reply.body.review_id, username: null, ...DOCTORAL });
  });

  it.each([
    [{ study_level: 'phd' }, 'study_level must be one of: undergraduate, masters, doctoral, exchange, other'],
    [
      { study_field: 'Engineering' },
      'study_field must be one of: education, arts-humanities, social-sciences, business-law, natural-sciences, ict, engineering, agriculture, health, services, other',
    ],
    [{ study_start_year: 1949 }, `study_start_year must be a year from 1950 to ${THIS_YEAR}`],
    [{ study_start_year: THIS_YEAR + 1 }, `study_start_year must be a year from 1950 to ${THIS_YEAR}`],
    [{ study_start_year: '2020' }, `study_start_year must be a year from 1950 to ${THIS_YEAR}`],
    [{ study_start_year: 2020.5 }, `study_start_year must be a year from 1950 to ${THIS_YEAR}`],
    [{ study_start_year: 2020, study_end_year: 2019 }, `study_end_year must be a year from 2020 to ${THIS_YEAR}`],
    [{ study_end_year: THIS_YEAR + 3 }, `study_end_year must be a year from 1950 to ${THIS_YEAR}`],
    [{ study_relation: 'alumni' }, 'study_relation must be one of: current, graduate, left'],
    [{ study_relation: 'current', study_end_year: THIS_YEAR }, 'study_end_year must be null for a current student'],
  ])('refuses %j with 400 and its message, and stores nothing', async (context, message) => {
    const uni = await createUniversity();
    const before = await db().review.count({ where: { universityId: uni.id } });
    const reply = await submit(bodyOf(uni.id, context));
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ error: 'Validation error', message });
    expect(await db().review.count({ where: { universityId: uni.id } })).toBe(before);
  });

  it('accepts the bounds: 1950, this year, one year of study, and a graduate still without years', async () => {
    const uni = await createUniversity();
    for (const context of [
      { study_start_year: 1950, study_end_year: 1950 },
      { study_start_year: THIS_YEAR, study_end_year: THIS_YEAR },
      { study_relation: 'graduate' },
      { study_end_year: THIS_YEAR - 2 },
      { ...NONE },
    ]) {
      expect((await submit(bodyOf(uni.id, context))).status, JSON.stringify(context)).toBe(200);
    }
  });

  it('is edited with the review: a part left out is kept, null clears it, a bad change is refused', async () => {
    const uni = await createUniversity();
    const author = await createUserWithSession();
    const { body } = await submit(bodyOf(uni.id, DOCTORAL), author.token);
    const id = body.review_id as number;
    const ratings = ratingsOf(4);

    expect((await edit(id, { ...ratings, review_text: 'Edited, context untouched by an old client.' }, author.token)).status).toBe(200);
    expect((await listed(uni.id)).reviews[0]).toMatchObject(DOCTORAL);

    expect((await edit(id, { ...ratings, study_field: null, study_level: 'masters' }, author.token)).status).toBe(200);
    expect((await listed(uni.id)).reviews[0]).toMatchObject({ ...DOCTORAL, study_field: null, study_level: 'masters' });

    // The kept start year bounds a new end year; a kept end year forbids 'current'.
    const early = await edit(id, { ...ratings, study_end_year: THIS_YEAR - 6 }, author.token);
    expect(early.body).toEqual({
      error: 'Validation error',
      message: `study_end_year must be a year from ${THIS_YEAR - 5} to ${THIS_YEAR}`,
    });
    const current = await edit(id, { ...ratings, study_relation: 'current' }, author.token);
    expect(current.body).toEqual({ error: 'Validation error', message: 'study_end_year must be null for a current student' });
    expect((await listed(uni.id)).reviews[0]).toMatchObject({ study_end_year: THIS_YEAR - 1, study_relation: 'graduate' });
    expect((await edit(id, { ...ratings, study_relation: 'current', study_end_year: null }, author.token)).status).toBe(200);
    expect((await listed(uni.id)).reviews[0]).toMatchObject({ study_end_year: null, study_relation: 'current' });
  });
});

describe('reading by context', () => {
  it('filters the list by level and by field, with the filtered total, on both transports', async () => {
    const uni = await createUniversity();
    const contexts = [
      { study_level: 'doctoral', study_field: 'engineering' },
      { study_level: 'doctoral', study_field: 'health' },
      { study_level: 'undergraduate', study_field: 'engineering' },
      {},
    ];
    const ids = [];
    for (const context of contexts) ids.push((await submit(bodyOf(uni.id, context))).body.review_id as number);
    const idsOf = async (query: string) => {
      const page = await listed(uni.id, query);
      return { ids: page.reviews.map((r) => r.id).sort(), total: page.pagination.totalReviews };
    };
    expect(await idsOf('?level=doctoral')).toEqual({ ids: [ids[0], ids[1]].sort(), total: 2 });
    expect(await idsOf('?field=engineering')).toEqual({ ids: [ids[0], ids[2]].sort(), total: 2 });
    expect(await idsOf('?level=doctoral&field=engineering&rating=4')).toEqual({ ids: [ids[0]], total: 1 });
    expect(await idsOf('?level=masters')).toEqual({ ids: [], total: 0 });
    const trpcPage = await trpcAs().universities.reviews({ universityId: uni.id, field: 'health' });
    expect(trpcPage.reviews.map((r) => r.id)).toEqual([ids[1]]);

    for (const [query, message] of [
      ['?level=PhD', 'level must be one of: undergraduate, masters, doctoral, exchange, other'],
      [
        '?field=law',
        'field must be one of: education, arts-humanities, social-sciences, business-law, natural-sciences, ict, engineering, agriculture, health, services, other',
      ],
    ]) {
      const reply = await api('GET', `/specificUni/${uni.id}/reviews${query}`);
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({ error: message });
    }
  });

  it('breaks the statistics down by level, with averages from the minimum on, as a recomputation says', async () => {
    const uni = await createUniversity();
    const author = await createUserWithSession();
    const moderator = await createModerator();
    const submitted: number[] = [];
    // Doctoral: the minimum, each with its own overall rating; masters: one short of it.
    for (let i = 0; i < LEVEL_MINIMUM; i += 1) {
      submitted.push((await submit(bodyOf(uni.id, { study_level: 'doctoral', overall_rating: 1 + (i % 5) }))).body.review_id);
    }
    for (let i = 0; i < LEVEL_MINIMUM - 1; i += 1)
      submitted.push((await submit(bodyOf(uni.id, { study_level: 'masters' }))).body.review_id);
    const own = (await submit(bodyOf(uni.id, { study_level: 'masters', overall_rating: 2 }), author.token)).body.review_id as number;

    const expectBreakdownMatchesRows = async () => {
      const rows = await db().review.findMany({ where: { universityId: uni.id, status: 'published' } });
      const stats = (await api('GET', `/specificUni/${uni.id}/stats`)).body;
      for (const { code } of STUDY_LEVELS) {
        const mine = rows.filter((row) => row.studyLevel === code);
        const averages =
          mine.length >= LEVEL_MINIMUM
            ? Object.fromEntries(
                RATING_CATEGORIES.map((c) => [
                  c.key,
                  mine.reduce((sum, row) => sum + Number((row as Record<string, unknown>)[c.column]), 0) / mine.length,
                ]),
              )
            : null;
        expect(stats.by_level[code], code).toEqual({ review_count: mine.length, averages });
      }
      expect((await checkData()).drift.filter((d) => d.id === uni.id)).toEqual([]);
      return stats.by_level;
    };

    let byLevel = await expectBreakdownMatchesRows();
    expect(byLevel.doctoral.averages.overall).toBe(3);
    expect(byLevel.masters).toEqual({ review_count: LEVEL_MINIMUM, averages: expect.any(Object) });

    // An edit moves a review between levels; a removal and a delete take reviews out.
    expect((await edit(own, { ...ratingsOf(5), study_level: 'doctoral' }, author.token)).status).toBe(200);
    byLevel = await expectBreakdownMatchesRows();
    expect(byLevel.masters).toEqual({ review_count: LEVEL_MINIMUM - 1, averages: null });
    expect(byLevel.doctoral.review_count).toBe(LEVEL_MINIMUM + 1);
    expect((await decide(submitted[0]!, { action: 'remove', reason: 'Removed: it is spam or advertising.' }, moderator.token)).status).toBe(
      200,
    );
    await expectBreakdownMatchesRows();
    expect((await api('DELETE', `/reviews/delete/${own}`, { token: author.token })).status).toBe(200);
    byLevel = await expectBreakdownMatchesRows();
    expect(byLevel.doctoral.review_count).toBe(LEVEL_MINIMUM - 1);
    expect(byLevel.doctoral.averages).toBeNull();
  });

  it('is drift to check:data when a level row is wrong, and --fix repairs it', async () => {
    const uni = await createUniversity();
    const reply = await submit(bodyOf(uni.id, { study_level: 'other', overall_rating: 4 }));
    expect(reply.body).toMatchObject({ status: 'published' });
    await db().universityLevelStats.update({
      where: { universityId_level: { universityId: uni.id, level: 'other' } },
      data: { sumOverall: 9 },
    });
    await db().universityLevelStats.create({ data: { universityId: uni.id, level: 'masters', reviewCount: 2, sumOverall: 8 } });
    const found = (await checkData()).drift.filter((d) => d.id === uni.id).map((d) => [d.field, d.stored, d.recomputed]);
    expect(found.sort()).toEqual([
      ['masters reviewCount', 2, 0],
      ['masters sumOverall', 8, 0],
      ['other sumOverall', 9, 4],
    ]);
    await checkData({ fix: true });
    expect((await checkData()).drift.filter((d) => d.id === uni.id)).toEqual([]);
    expect(
      await db().universityLevelStats.findMany({ where: { universityId: uni.id }, select: { level: true, sumOverall: true } }),
    ).toEqual([{ level: 'other', sumOverall: 4 }]);
  });

  it('compares two universities on one level, on both transports, and refuses an unknown level', async () => {
    const [left, right] = [await createUniversity(), await createUniversity()];
    await submit(bodyOf(left.id, { study_level: 'doctoral', overall_rating: 2 }));
    await submit(bodyOf(left.id, { study_level: 'doctoral', overall_rating: 4 }));
    await submit(bodyOf(left.id, { study_level: 'masters', overall_rating: 5 }));
    await submit(bodyOf(right.id, { overall_rating: 1 }));
    const all = (await api('GET', `/compare?uni1=${left.id}&uni2=${right.id}`)).body;
    expect([all.university1.reviewCount, all.university2.reviewCount]).toEqual([3, 1]);
    const doctoral = (await api('GET', `/compare?uni1=${left.id}&uni2=${right.id}&level=doctoral`)).body;
    expect(doctoral.university1).toMatchObject({ reviewCount: 2, averages: { overall: 3 } });
    // No doctoral review on the right: zeros, as a university without reviews; its newest review stays.
    expect(doctoral.university2).toMatchObject({
      reviewCount: 0,
      averages: { overall: 0 },
      last_review_at: all.university2.last_review_at,
    });
    const viaTrpc = await trpcAs().compare.get({ uni1: left.id, uni2: right.id, level: 'masters' });
    expect(viaTrpc.university1).toMatchObject({ reviewCount: 1, averages: { overall: 5 } });

    const bad = await api('GET', `/compare?uni1=${left.id}&uni2=${right.id}&level=phd`);
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: 'level must be one of: undergraduate, masters, doctoral, exchange, other' });
  });
});
