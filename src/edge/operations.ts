// The endpoints an operator's tools ask (docs/decisions/043-operability.md), answered by the edge
// before anything else, never cached, never rate-limited, never logged per request:
// - GET /healthz: the process answers: 200 `{"status":"ok"}`, without asking the database.
// - GET /readyz: 200 when this process should be given requests: the database answers `SELECT 1`
//   within a second, it has every migration the build lists (integrations/migration-list.mjs), the
//   build is there and the server is not shutting down; else 503 naming the checks that failed.
//   Either way with the outcome of the last nightly rebuild and backup.
// - GET /metrics: every metric in the Prometheus text format (src/server/infra/metrics.ts), to a
//   client on loopback that no proxy forwarded, or with `Authorization: Bearer <METRICS_TOKEN>`.
import { Buffer } from 'node:buffer';
import { createHash, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { readMigrationList } from '#integrations/migration-list.mjs';
import { appliedMigrations, databaseAnswers } from '#server/infra/database-health.ts';
import { databaseKind, settings } from '#server/infra/env.ts';
import { log } from '#server/infra/log.ts';
import { collectProcessMetrics, gaugeReadAtScrape, metricsText, sharedRead, withinTime } from '#server/infra/metrics.ts';
import { jobOutcomes, type JobOutcomeView, type NightlyJob } from '#server/maintenance/job-outcomes.ts';
import { READINESS_CHECKS, type HealthReply, type ReadinessReply } from '#shared/schemas/operations.ts';
import '#server/trust/backlog.ts';
import { buildStartMs } from './fresh-pages.ts';

export const OPERATIONS_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/** How long /readyz waits for the database's answer. */
export const DATABASE_CHECK_MS = 1_000;

const NO_STORE = { 'cache-control': 'no-store' };
const JSON_TYPE = { 'content-type': 'application/json; charset=utf-8' };

type Check = (typeof READINESS_CHECKS)[number];
const NOT_CHECKED = 'not checked';

export interface Readiness {
  ready: boolean;
  checks: ReadinessReply['checks'];
  failed: Check[];
}

/** What /readyz says of a nightly job: null until it has run once. */
function nightlyView(outcome: JobOutcomeView | undefined): ReadinessReply['nightly']['backup'] {
  if (!outcome) return null;
  return {
    last_run_at: outcome.lastRunAt.toISOString(),
    duration_seconds: outcome.lastDurationMs / 1000,
    result: outcome.lastOk ? 'ok' : 'failed',
    last_success_at: outcome.lastSuccessAt?.toISOString() ?? null,
  };
}

/** Whether the request comes from loopback itself: a loopback peer, and no proxy's forwarding header. */
function fromLoopback(req: IncomingMessage): boolean {
  const peer = req.socket.remoteAddress ?? '';
  const loopback = peer === '::1' || /^(?:::ffff:)?127\./.test(peer);
  return loopback && req.headers['x-forwarded-for'] === undefined && req.headers.forwarded === undefined;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request carries `Authorization: Bearer <token>` (compared in constant time). */
function carriesToken(req: IncomingMessage, token: string): boolean {
  const sent = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1];
  return sent !== undefined && timingSafeEqual(digest(sent), digest(token));
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { ...JSON_TYPE, ...NO_STORE, 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

/** What the gauges below read: the server's build and readiness, once it serves. */
let served: { builtAt: number; readiness: () => Promise<Readiness> } | undefined;

gaugeReadAtScrape({
  name: 'unireviews_build_age_seconds',
  help: 'Age of the build this process serves (from the start of its build), in seconds',
  read: (set) => {
    if (served) set({}, (Date.now() - served.builtAt) / 1000);
  },
});
gaugeReadAtScrape({
  name: 'unireviews_ready',
  help: 'Whether this process passes its readiness checks (/readyz): 1, or 0',
  read: async (set) => {
    if (served) set({}, (await served.readiness()).ready ? 1 : 0);
  },
});

/**
 * The operations endpoints of a server serving `buildDir`; `serving` says whether it still takes
 * requests (false once it is shutting down). The step answers one of the three paths and returns
 * true, or returns false.
 */
export function operationsEndpoints({ buildDir, serving }: { buildDir: string; serving: () => boolean }) {
  const expectedMigrations = readMigrationList(buildDir)[databaseKind()];
  const builtAt = buildStartMs(buildDir) || fs.statSync(path.join(buildDir, 'server')).mtimeMs;
  // One question to the database at a time, however many ask: a slow database is not asked again
  // and again meanwhile.
  const databaseState = sharedRead(async () => {
    await databaseAnswers();
    const applied = await appliedMigrations();
    return expectedMigrations.filter((name) => !applied.has(name));
  });
  let wasReady: boolean | undefined;

  async function readiness(): Promise<Readiness> {
    const checks: ReadinessReply['checks'] = {
      serving: serving() ? 'ok' : 'shutting down',
      build: fs.existsSync(path.join(buildDir, 'client')) ? 'ok' : 'missing',
      database: 'ok',
      migrations: 'ok',
    };
    try {
      const missing = await withinTime(databaseState(), DATABASE_CHECK_MS);
      if (missing.length) checks.migrations = `missing ${missing.join(', ')}`;
    } catch (error) {
      checks.database = /no answer within/.test(String(error)) ? `no answer within ${DATABASE_CHECK_MS} ms` : 'failed';
      checks.migrations = NOT_CHECKED;
      if (wasReady !== false) log().warn({ err: error }, 'Readiness: the database did not answer');
    }
    // A check that could not be made is not one that failed: the one that stopped it is named.
    const failed = READINESS_CHECKS.filter((check) => !['ok', NOT_CHECKED].includes(checks[check]));
    const ready = failed.length === 0;
    // A change of state is an event worth a line; the checks themselves are not.
    if (wasReady !== undefined && ready !== wasReady) {
      if (ready) log().info('Ready again');
      else log().warn({ failed }, 'Not ready');
    }
    wasReady = ready;
    return { ready, checks, failed };
  }

  async function answerReadiness(res: ServerResponse): Promise<void> {
    const { ready, checks, failed } = await readiness();
    const outcomes = checks.database === 'ok' ? await jobOutcomes().catch(() => []) : [];
    const nightlyOf = (job: NightlyJob) => nightlyView(outcomes.find((outcome) => outcome.job === job));
    const reply: ReadinessReply = {
      status: ready ? 'ready' : 'not ready',
      ...(!ready && { failed }),
      checks,
      build_age_seconds: Math.max(0, Math.round((Date.now() - builtAt) / 1000)),
      nightly: { rebuild: nightlyOf('rebuild'), backup: nightlyOf('backup') },
    };
    sendJson(res, ready ? 200 : 503, reply);
  }

  async function answerMetrics(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const token = settings().METRICS_TOKEN;
    if (!fromLoopback(req) && !(token && carriesToken(req, token))) {
      if (token) {
        const error = 'Send Authorization: Bearer <METRICS_TOKEN>';
        return sendJson(res, 401, { error }, { 'www-authenticate': 'Bearer realm="metrics"' });
      }
      return sendJson(res, 403, { error: 'Metrics are served to loopback only (or set METRICS_TOKEN)' });
    }
    const { contentType, body } = await metricsText();
    res.writeHead(200, { 'content-type': contentType, ...NO_STORE, 'content-length': Buffer.byteLength(body) });
    res.end(body);
  }

  collectProcessMetrics();
  served = { builtAt, readiness };

  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const target = req.url ?? '';
    const endpoint = target.split('?', 1)[0]!;
    if (!OPERATIONS_PATHS.has(endpoint)) return false;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendJson(res, 405, { error: 'Method not allowed' }, { allow: 'GET, HEAD' });
      return true;
    }
    const answer =
      endpoint === '/healthz'
        ? Promise.resolve(sendJson(res, 200, { status: 'ok' } satisfies HealthReply))
        : endpoint === '/readyz'
          ? answerReadiness(res)
          : answerMetrics(req, res);
    answer.catch((error: unknown) => {
      log().error({ err: error }, `${endpoint} failed`);
      if (!res.headersSent) sendJson(res, 500, { error: 'Internal server error' });
      else res.destroy();
    });
    return true;
  };
}
