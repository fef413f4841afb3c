// REST routes of the trust features for readers (docs/rules/api-contract.md#trust-and-moderation):
// the caller's reports. Reporting, appealing and editing a review: endpoints/review-trust.ts.
import type { Route } from '../router.ts';
import { bearerToken, json } from '../http.ts';
import { requireCaller } from '#server/auth/current-user.ts';
import { ownReports } from '#server/trust/reports.ts';
import * as docs from '../route-docs/trust.ts';

export const trustRoutes: Route[] = [
  {
    method: 'GET',
    path: '/users/reports',
    doc: docs.ownReportsDoc,
    handler: async ({ request }) => {
      const { user } = await requireCaller(bearerToken(request));
      return json(200, await ownReports(user.id));
    },
  },
];
