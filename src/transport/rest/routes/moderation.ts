// REST routes under /api/moderation (docs/rules/api-contract.md#trust-and-moderation), for
// moderators only. Thin: parse with the shared schemas, check the role, call a service.
import type { Route } from '../router.ts';
import { bearerToken, json, readJsonBody } from '../http.ts';
import { queryValue } from '../query.ts';
import { parseInput } from '#transport/parse-input.ts';
import { requireModerator } from '#server/trust/moderators.ts';
import { decideOnReview, moderationLog, moderationQueue } from '#server/trust/moderation.ts';
import { reviewIdInput } from '#shared/schemas/reviews.ts';
import { moderationDecisionInput, moderationLogInput, moderationQueueInput } from '#shared/schemas/trust.ts';
import * as docs from '../route-docs/moderation.ts';

export const moderationRoutes: Route[] = [
  {
    method: 'GET',
    path: '/moderation/queue',
    doc: docs.queueDoc,
    handler: async ({ request, url }) => {
      const input = parseInput(moderationQueueInput, { view: queryValue(url, 'view'), page: queryValue(url, 'page') });
      const moderator = await requireModerator(bearerToken(request));
      return json(200, await moderationQueue(input, moderator.user.id));
    },
  },
  {
    method: 'GET',
    path: '/moderation/log',
    doc: docs.logDoc,
    handler: async ({ request, url }) => {
      const { page } = parseInput(moderationLogInput, { page: queryValue(url, 'page') });
      await requireModerator(bearerToken(request));
      return json(200, await moderationLog(page));
    },
  },
  {
    method: 'POST',
    path: '/moderation/reviews/{id}',
    doc: docs.decideDoc,
    handler: async ({ request, params }) => {
      const reviewId = parseInput(reviewIdInput, params.id);
      const decision = parseInput(moderationDecisionInput, await readJsonBody(request));
      const moderator = await requireModerator(bearerToken(request));
      return json(200, { success: true, status: await decideOnReview(reviewId, decision, moderator) });
    },
  },
];
