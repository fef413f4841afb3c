// The outcome of the nightly jobs (docs/decisions/043-operability.md): `npm run rebuild` and
// `npm run backup` record when their last run ended, how long it took, whether it succeeded and
// when one last did, in the database that every app process reads, so /readyz and /metrics show a
// failed backup on every process, whichever host ran the job.
import { db } from '#server/infra/db.ts';
import { gaugeReadAtScrape, sharedRead } from '#server/infra/metrics.ts';

export type NightlyJob = 'rebuild' | 'backup';
const NIGHTLY_JOBS: readonly NightlyJob[] = ['rebuild', 'backup'];

export interface JobOutcomeView {
  job: NightlyJob;
  lastRunAt: Date;
  lastDurationMs: number;
  lastOk: boolean;
  lastSuccessAt: Date | null;
}

/** Records a run that started at `startedAt` and has just ended. */
export async function recordJobOutcome(job: NightlyJob, startedAt: Date, ok: boolean, now = new Date()): Promise<void> {
  const run = { lastRunAt: now, lastDurationMs: Math.max(0, now.getTime() - startedAt.getTime()), lastOk: ok };
  await db().jobOutcome.upsert({
    where: { job },
    create: { job, ...run, lastSuccessAt: ok ? now : null },
    update: { ...run, ...(ok && { lastSuccessAt: now }) },
  });
}

/**
 * Runs a job and records its outcome, then hands back its result or throws its error. A record
 * that cannot be written (the database is down) is reported on stderr and does not hide the job's
 * own outcome.
 */
export async function runRecorded<T>(job: NightlyJob, work: () => Promise<T>): Promise<T> {
  const startedAt = new Date();
  const record = (ok: boolean) =>
    recordJobOutcome(job, startedAt, ok).catch((error: unknown) => {
      console.warn(`Could not record the outcome of the ${job} (${error instanceof Error ? error.message : String(error)}).`);
    });
  let result: T;
  try {
    result = await work();
  } catch (error) {
    await record(false);
    throw error;
  }
  await record(true);
  return result;
}

/** The recorded outcomes, one per job that has run at least once. */
export async function jobOutcomes(): Promise<JobOutcomeView[]> {
  const rows = await db().jobOutcome.findMany({ orderBy: { job: 'asc' } });
  return rows.filter((row): row is typeof row & { job: NightlyJob } => (NIGHTLY_JOBS as readonly string[]).includes(row.job));
}

const seconds = (time: Date) => time.getTime() / 1000;

/** The outcomes as /metrics shows them: one read per scrape, shared by the gauges. */
const outcomesOnce = sharedRead(jobOutcomes);

const nightlyGauge = (name: string, help: string, value: (outcome: JobOutcomeView) => number | null) =>
  gaugeReadAtScrape({
    name,
    help,
    // Not `job`: Prometheus gives every series the `job` of its scrape.
    labelNames: ['task'] as const,
    read: async (set) => {
      for (const outcome of await outcomesOnce()) {
        const measured = value(outcome);
        if (measured !== null) set({ task: outcome.job }, measured);
      }
    },
  });

nightlyGauge(
  'unireviews_nightly_last_run_timestamp_seconds',
  'When the last run of a nightly job (rebuild, backup) ended, in Unix seconds',
  (outcome) => seconds(outcome.lastRunAt),
);
nightlyGauge('unireviews_nightly_last_run_ok', 'Whether the last run of a nightly job succeeded (1) or failed (0)', (outcome) =>
  outcome.lastOk ? 1 : 0,
);
nightlyGauge(
  'unireviews_nightly_last_run_duration_seconds',
  'How long the last run of a nightly job took, in seconds',
  (outcome) => outcome.lastDurationMs / 1000,
);
nightlyGauge(
  'unireviews_nightly_last_success_timestamp_seconds',
  'When a run of a nightly job last succeeded, in Unix seconds (absent until one has)',
  (outcome) => (outcome.lastSuccessAt ? seconds(outcome.lastSuccessAt) : null),
);
