// REST routes under /api/compare (docs/rules/api-contract.md#compare). Thin: parse with the shared
// schemas, call a service, shape the reply.
import type { Route } from '../router.ts';
import { json } from '../http.ts';
import { parseInput } from '#transport/parse-input.ts';
import { compareUniversities } from '#server/compare/compare.ts';
import { compareInput } from '#shared/schemas/compare.ts';
import { compareDoc } from '../route-docs/compare.ts';

export const compareRoutes: Route[] = [
  {
    method: 'GET',
    path: '/compare',
    doc: compareDoc,
    handler: async ({ url }) => {
      const { uni1, uni2 } = parseInput(compareInput, {
        uni1: url.searchParams.get('uni1') ?? undefined,
        uni2: url.searchParams.get('uni2') ?? undefined,
      });
      return json(200, await compareUniversities(uni1, uni2));
    },
  },
];
