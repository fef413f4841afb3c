// REST routes under /api/specificUni (docs/rules/api-contract.md#universities). Thin: parse with
// the shared schemas, call a service, shape the reply.
import type { Route } from '../router.ts';
import { JSON_CONTENT_TYPE, json } from '../http.ts';
import { PublicBody, publicBulkReply } from '../public-bulk.ts';
import { keptUntilWrite } from '#server/infra/read-db.ts';
import { parseInput } from '#transport/parse-input.ts';
import { queryValue } from '../query.ts';
import { getUniversity, listFeatured, universityName, writeUniversityList } from '#server/universities/universities.ts';
import { joinSlices } from '#server/infra/sliced-text.ts';
import { getReviewPage } from '#server/reviews/review-queries.ts';
import { getUniversityStatistics } from '#server/reviews/university-stats.ts';
import { reviewPageInput, universityIdInput } from '#shared/schemas/universities.ts';
import { parseId } from '#shared/ids.ts';
import * as docs from '../route-docs/universities.ts';

export const universitiesRoutes: Route[] = [
  {
    method: 'GET',
    path: '/specificUni/getFeaturedUniversities',
    doc: docs.featuredDoc,
    handler: async () => json(200, await listFeatured(3)),
  },
  {
    method: 'GET',
    path: '/specificUni/all_university_ids',
    doc: docs.allUniversityIdsDoc,
    // Every university in one reply (some 700 kB): written a slice at a time and kept until a
    // write, at least 5 s (decision 038), with its compressed forms (public-bulk.ts), which survive a write that left the
    // list as it was (same rows, same digest).
    handler: async ({ request }) => {
      const body = await keptUntilWrite<PublicBody>('rest:all_university_ids', async (previous) => {
        const [kept, rows] = await Promise.all([previous?.catch(() => undefined), writeUniversityList()]);
        return PublicBody.keptOrWritten(kept, rows, () => joinSlices('[', rows, ']'));
      });
      return publicBulkReply(request, body, { 'content-type': JSON_CONTENT_TYPE, 'cache-control': 'no-store' });
    },
  },
  {
    method: 'GET',
    path: '/specificUni/university_name/{id}',
    doc: docs.universityNameDoc,
    // This endpoint has its own reply shape, with `success` (docs/rules/api-contract.md#university-name).
    handler: async ({ params }) => {
      const id = parseId(params.id);
      if (id === null) return json(400, { success: false, error: 'Invalid university ID format' });
      const name = await universityName(id);
      if (name === null) return json(404, { success: false, error: `University with ID ${id} not found` });
      return json(200, { success: true, data: { name } });
    },
  },
  {
    method: 'GET',
    path: '/specificUni/{id}',
    doc: docs.universityDoc,
    handler: async ({ params }) => json(200, await getUniversity(parseInput(universityIdInput, params.id))),
  },
  {
    method: 'GET',
    path: '/specificUni/{id}/reviews',
    doc: docs.reviewPageDoc,
    handler: async ({ params, url }) => {
      const input = parseInput(reviewPageInput, {
        universityId: params.id,
        page: queryValue(url, 'page'),
        limit: queryValue(url, 'limit'),
        sort: queryValue(url, 'sort'),
        rating: queryValue(url, 'rating'),
        verified: queryValue(url, 'verified'),
      });
      const filter = { rating: input.rating, verifiedOnly: input.verified };
      return json(200, await getReviewPage(input.universityId, input.page, input.limit, input.sort, filter));
    },
  },
  {
    method: 'GET',
    path: '/specificUni/{id}/stats',
    doc: docs.statisticsDoc,
    handler: async ({ params }) => json(200, await getUniversityStatistics(parseInput(universityIdInput, params.id))),
  },
];
