// What an operator reads in /metrics of the services (src/server/infra/metrics.ts, decision 043):
// each event is counted where it happens (a refused request, a report, a hold, a decision, a
// mail), the queues and the nightly jobs are read from the database when the metrics are asked
// for, and every statement's time is recorded. Through the REST handlers, on SQLite and PostgreSQL.
import { afterEach, describe, expect, it } from 'vitest';
import { settleBackgroundTasks } from '#server/infra/background-tasks.ts';
import { db } from '#server/infra/db.ts';
import { resetSettingsForTests } from '#server/infra/env.ts';
import { metricsText } from '#server/infra/metrics.ts';
import { jobOutcomes, runRecorded } from '#server/maintenance/job-outcomes.ts';
import '#server/trust/backlog.ts';
import { createUniversity } from '../factories/universities.ts';
import { createReview } from '../factories/reviews.ts';
import { createUserWithSession } from '../factories/users.ts';
import { api, freshAddress } from '../support/api-request.ts';
import { createModerator, decide, report } from '../support/trust.ts';

/** The value of one series in the metrics text (0 when it is not there yet). */
async function metric(series: string): Promise<number> {
  const { body } = await metricsText();
  const line = body.split('\n').find((text) => text.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

/** How much each series moved while `work` ran. */
async function moved(series: string[], work: () => Promise<unknown>): Promise<number[]> {
  const before = await Promise.all(series.map(metric));
  await work();
  await settleBackgroundTasks();
  const after = await Promise.all(series.map(metric));
  return after.map((value, i) => value - before[i]!);
}

afterEach(() => {
  delete process.env.RATE_LIMIT_FORGOT_PASSWORD;
  resetSettingsForTests();
});

describe('the services counted in /metrics', () => {
  it('counts reports by reason, the hold at the third network, and a moderator decision by action', async () => {
    const uni = await createUniversity();
    const review = await createReview({ universityId: uni.id });
    const held = await moved(['unireviews_reports_total{reason="spam"}', 'unireviews_holds_total{cause="reports"}'], async () => {
      for (let i = 0; i < 3; i++) expect((await report(review.id)).status).toBe(201);
    });
    expect(held).toEqual([3, 1]);
    expect(await metric('unireviews_moderation_queue_reviews{queue="held"}')).toBeGreaterThanOrEqual(1);
    expect(await metric('unireviews_moderation_held_oldest_seconds')).toBeGreaterThanOrEqual(0);

    const moderator = await createModerator();
    const decided = await moved(['unireviews_moderation_decisions_total{action="publish"}'], async () => {
      expect((await decide(review.id, { action: 'publish', reason: 'Fine as it is.' }, moderator.token)).status).toBe(200);
    });
    expect(decided).toEqual([1]);
  });

  it('counts a refusal by its limit, and mails sent', async () => {
    process.env.RATE_LIMIT_FORGOT_PASSWORD = '1';
    resetSettingsForTests();
    const { user } = await createUserWithSession();
    const address = freshAddress();
    const forgot = () => api('POST', '/users/forgotPassword', { body: { email: user.email }, address });
    const counted = await moved(
      ['unireviews_rate_limit_refusals_total{limit="forgotPassword"}', 'unireviews_mails_total{result="sent"}'],
      async () => {
        expect((await forgot()).status).toBe(200);
        expect((await forgot()).status).toBe(429);
      },
    );
    expect(counted).toEqual([1, 1]);
  });

  it('records the time of database statements', async () => {
    const [statements] = await moved(['unireviews_db_query_duration_seconds_count'], () => db().university.count());
    expect(statements).toBeGreaterThanOrEqual(1);
  });
});

describe('the nightly jobs in /metrics', () => {
  it('shows the last run of each, and keeps the last success when a run fails', async () => {
    await runRecorded('backup', async () => {});
    const [success] = await jobOutcomes().then((all) => all.filter((outcome) => outcome.job === 'backup'));
    expect(success).toMatchObject({ job: 'backup', lastOk: true });
    expect(await metric('unireviews_nightly_last_run_ok{task="backup"}')).toBe(1);

    await expect(runRecorded('backup', () => Promise.reject(new Error('disk full')))).rejects.toThrow('disk full');
    const [failure] = await jobOutcomes().then((all) => all.filter((outcome) => outcome.job === 'backup'));
    expect(failure).toMatchObject({ lastOk: false, lastSuccessAt: success!.lastSuccessAt });
    expect(failure!.lastRunAt.getTime()).toBeGreaterThanOrEqual(success!.lastRunAt.getTime());
    expect(await metric('unireviews_nightly_last_run_ok{task="backup"}')).toBe(0);
    expect(await metric('unireviews_nightly_last_success_timestamp_seconds{task="backup"}')).toBe(success!.lastSuccessAt!.getTime() / 1000);
  });
});
