// The replies of the operations endpoints (docs/decisions/043-operability.md): GET /healthz and
// GET /readyz, answered by the edge (src/edge/operations.ts), which types its replies with them.
// Named (`meta({ id })`) for the OpenAPI document, beside the API's replies (replies.ts).
import { z } from 'zod';

export const healthReply = z
  .strictObject({ status: z.literal('ok') })
  .meta({ id: 'Health', description: 'The process answers; the database is not asked.' });

const check = z
  .string()
  .meta({ description: "'ok', or what is wrong ('missing <migration>', 'no answer within 1000 ms', 'shutting down' …)" });

const nightlyRun = z
  .strictObject({
    last_run_at: z.iso.datetime(),
    duration_seconds: z.number().min(0),
    result: z.enum(['ok', 'failed']),
    last_success_at: z.iso.datetime().nullable(),
  })
  .nullable()
  .meta({ description: 'The last run of a nightly job, recorded in the database by the command; null until one has run.' });

export const READINESS_CHECKS = ['serving', 'build', 'database', 'migrations'] as const;

export const readinessReply = z
  .strictObject({
    status: z.enum(['ready', 'not ready']),
    failed: z.array(z.enum(READINESS_CHECKS)).min(1).optional().meta({ description: 'The checks that failed (only when not ready).' }),
    checks: z.strictObject({
      serving: check.meta({ description: "'ok', or 'shutting down' once the process was told to stop" }),
      build: check.meta({ description: "'ok' while the build's folder is there" }),
      database: check.meta({ description: "'ok' when the database answered SELECT 1 within 1 s" }),
      migrations: check.meta({
        description: "'ok' when the database has every migration the build lists; 'not checked' without a database",
      }),
    }),
    build_age_seconds: z.int().min(0),
    nightly: z.strictObject({ rebuild: nightlyRun, backup: nightlyRun }),
  })
  .meta({ id: 'Readiness', description: '200 when ready, 503 when not: whether this process should be given requests.' });

export type HealthReply = z.infer<typeof healthReply>;
export type ReadinessReply = z.infer<typeof readinessReply>;
