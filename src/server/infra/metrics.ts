// The metrics of a server process (docs/decisions/043-operability.md), in one prom-client registry
// that GET /metrics serves in the Prometheus text format (src/edge/operations.ts). The services
// count their events here where they happen (a refusal, a report, a hold, a decision, a mail); what
// is read from the database (the moderation queues, the nightly jobs) is read when /metrics is
// asked for, never on a request's path. Labels come from short fixed lists: never a user, an
// address, a path or a text.
import client from 'prom-client';

export const registry = new client.Registry();

/** Reads of the database at scrape time give up after this long (the gauge is left out then). */
const SCRAPE_READ_TIMEOUT_MS = 2_000;

let processMetrics = false;

/** Adds prom-client's process metrics (CPU, memory, event loop, handles, GC), once per process. */
export function collectProcessMetrics(): void {
  if (processMetrics) return;
  processMetrics = true;
  client.collectDefaultMetrics({ register: registry });
}

/** Requests refused by a rate limit, by limit (the buckets of ratelimit/rate-limit.ts and the daily student-code limits). */
export const rateLimitRefusals = new client.Counter({
  name: 'unireviews_rate_limit_refusals_total',
  help: 'Requests refused by a rate limit (429), by limit',
  labelNames: ['limit'] as const,
  registers: [registry],
});

/** Reports filed, by reason. */
export const reportsFiled = new client.Counter({
  name: 'unireviews_reports_total',
  help: 'Reports of reviews filed, by reason',
  labelNames: ['reason'] as const,
  registers: [registry],
});

export type HoldCause = 'screening' | 'reports' | 'appeal' | 'edit';

/** Reviews held for a moderator, by why. */
export const reviewsHeld = new client.Counter({
  name: 'unireviews_holds_total',
  help: 'Reviews held for a moderator, by cause (screening, reports, appeal, edit)',
  labelNames: ['cause'] as const,
  registers: [registry],
});

/** Moderators' decisions, by action. */
export const moderationDecisions = new client.Counter({
  name: 'unireviews_moderation_decisions_total',
  help: "Moderators' decisions, by action (publish, remove)",
  labelNames: ['action'] as const,
  registers: [registry],
});

/** Mails handed to the SMTP server or written to the outbox, and the ones that failed. */
export const mails = new client.Counter({
  name: 'unireviews_mails_total',
  help: 'Mails sent (to SMTP or the outbox) and failed, by result',
  labelNames: ['result'] as const,
  registers: [registry],
});

/** Time of each database statement, as the database client runs it (infra/db.ts, read-db.ts). */
export const databaseQuerySeconds = new client.Histogram({
  name: 'unireviews_db_query_duration_seconds',
  help: 'Time of each database statement, in seconds',
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [registry],
});

/** Writes committed together by one transaction on SQLite (grouped-writes.ts). */
export const groupedWriteSizes = new client.Histogram({
  name: 'unireviews_grouped_writes_per_commit',
  help: 'Small writes committed together in one SQLite transaction',
  buckets: [1, 2, 5, 10, 20, 50, 100, 200],
  registers: [registry],
});

/** Runs a statement and records its time. */
export async function timedQuery<T>(run: () => Promise<T>): Promise<T> {
  const stop = databaseQuerySeconds.startTimer();
  try {
    return await run();
  } finally {
    stop();
  }
}

/** The same for a synchronous statement (better-sqlite3). */
export function timedQuerySync<T>(run: () => T): T {
  const stop = databaseQuerySeconds.startTimer();
  try {
    return run();
  } finally {
    stop();
  }
}

/** The promise's value, or a rejection once `ms` have passed without one. */
export function withinTime<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** Sets one value of a gauge read at scrape time. */
export type SetGauge<L extends string> = (labels: Partial<Record<L, string>>, value: number) => void;

/**
 * A gauge whose values `read` sets each time /metrics is asked for. A read that fails or takes
 * more than 2 s leaves the gauge out of that answer (an alert on its absence sees it) and is
 * logged; the other metrics are served.
 */
export function gaugeReadAtScrape<L extends string>(config: {
  name: string;
  help: string;
  labelNames?: readonly L[];
  read: (set: SetGauge<L>) => Promise<void> | void;
}): client.Gauge<L> {
  const { read, ...rest } = config;
  return new client.Gauge<L>({
    ...rest,
    registers: [registry],
    async collect() {
      this.reset();
      const values: [Partial<Record<L, string>>, number][] = [];
      try {
        await withinTime(Promise.resolve(read((labels, value) => values.push([labels, value]))), SCRAPE_READ_TIMEOUT_MS);
      } catch (error) {
        console.warn(`Metric ${config.name} left out of this scrape:`, error);
        return;
      }
      for (const [labels, value] of values) this.set(labels, value);
    },
  });
}

/**
 * `read`, shared by the calls made while one is under way: the gauges that show parts of one
 * reading (they are collected together) read the database once per scrape.
 */
export function sharedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let reading: Promise<T> | undefined;
  return () => (reading ??= read().finally(() => (reading = undefined)));
}

/** The Prometheus text of every metric, and its content type. */
export async function metricsText(): Promise<{ contentType: string; body: string }> {
  return { contentType: registry.contentType, body: await registry.metrics() };
}
