// The operations endpoints in the OpenAPI document (docs/decisions/043-operability.md): GET /healthz
// and GET /readyz, for load balancers and process managers. The edge answers them before the API
// (src/edge/operations.ts), outside /api, with the replies of src/shared/schemas/operations.ts.
// /metrics is left out: it is Prometheus text for an operator, not JSON for a client.
import type { z } from 'zod';
import { healthReply, readinessReply } from '#shared/schemas/operations.ts';
import type { JsonSchema, OpenApiDocument, Operation } from './openapi-types.ts';

export const OPERATIONS_TAG = {
  name: 'Operations',
  description: 'Health and readiness of one process, outside /api: never rate-limited, logged per request or cached.',
};

const NOT_READY_EXAMPLE = {
  status: 'not ready',
  failed: ['database'],
  checks: { serving: 'ok', build: 'ok', database: 'no answer within 1000 ms', migrations: 'not checked' },
  build_age_seconds: 3600,
  nightly: { rebuild: null, backup: null },
};

function operationsGet(
  operationId: string,
  summary: string,
  description: string,
  rest: Pick<Operation, 'responses' | 'x-check-order'>,
): Operation {
  return {
    operationId,
    summary,
    description,
    tags: [OPERATIONS_TAG.name],
    security: [],
    ...rest,
    'x-auth': 'none',
    'x-message-on-errors': false,
  };
}

/** The two paths, their reply schemas converted by the document's converter (named components). */
export function operationsPaths(convert: (schema: z.ZodType) => JsonSchema): OpenApiDocument['paths'] {
  const readiness = { 'application/json': { schema: convert(readinessReply) } };
  return {
    '/healthz': {
      get: operationsGet(
        'getHealthz',
        'Whether the process answers',
        'Liveness for a process manager: 200 while the process runs. It asks nothing of the database, so a slow database does not get a process restarted.',
        {
          responses: { 200: { description: 'The process answers', content: { 'application/json': { schema: convert(healthReply) } } } },
          'x-check-order': [],
        },
      ),
    },
    '/readyz': {
      get: operationsGet(
        'getReadyz',
        'Whether the process should be given requests',
        'Readiness for a load balancer: 200 when the database answers SELECT 1 within 1 s, it has every migration the build lists, ' +
          'the build is there and the process is not stopping; 503 otherwise, naming the checks that failed. Both replies also give ' +
          'the age of the build served and the last nightly rebuild and backup.',
        {
          responses: {
            200: { description: 'Ready', content: readiness },
            503: { description: 'Not ready: `failed` lists the checks that failed', content: readiness },
          },
          'x-check-order': [{ status: 503, reply: NOT_READY_EXAMPLE, when: 'Any check fails' }],
        },
      ),
    },
  };
}
