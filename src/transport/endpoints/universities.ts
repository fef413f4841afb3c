// Universities and search (docs/rules/api-contract.md#universities, #search): details, review pages,
// statistics, the featured strip, the bulk id list, the name lookup and the two searches.
import { z } from 'zod';
import { universityNotFound } from '#server/infra/errors.ts';
import { keptUntilWrite } from '#server/infra/read-db.ts';
import { joinSlices } from '#server/infra/sliced-text.ts';
import { getReviewPage } from '#server/reviews/review-queries.ts';
import { getUniversityStatistics } from '#server/reviews/university-stats.ts';
import { getUniversity, listFeatured, searchUniversities, universityName, writeUniversityList } from '#server/universities/universities.ts';
import { MAX_ID, parseId } from '#shared/ids.ts';
import {
  FEATURED_COUNT,
  REVIEWS_PAGE_SIZE,
  REVIEWS_PAGE_SIZE_MAX,
  SEARCH_QUERY_MAX,
  SEARCH_RESULTS_MAX,
  SEARCH_SUGGESTIONS_MAX,
} from '#shared/limits.ts';
import {
  RATING_FILTER_MESSAGE,
  SORT_MESSAGE,
  STUDY_FIELD_FILTER_MESSAGE,
  STUDY_LEVEL_FILTER_MESSAGE,
  VERIFIED_FILTER_MESSAGE,
} from '#shared/reviews/review-filters.ts';
import {
  featuredUniversityReply,
  reviewPageReply,
  statisticsReply,
  universityCountReply,
  universityHitReply,
  universityReply,
} from '#shared/schemas/replies.ts';
import {
  INVALID_UNIVERSITY_ID,
  SEARCH_RESULTS_LIMIT,
  SUGGESTION_LIMIT,
  reviewPageInput,
  searchQueryInput,
  universityIdInput,
} from '#shared/schemas/universities.ts';
import { inputOf } from '../parse-input.ts';
import { JSON_CONTENT_TYPE, json } from '../rest/http.ts';
import { PublicBody, publicBulkReply } from '../rest/public-bulk.ts';
import { queryValue } from '../rest/query.ts';
import { invalid, PUBLIC_BULK_REPLY_HEADERS, replyOf, type ParamDoc, type RouteDoc } from '../rest/route-doc.ts';
import type { RestRequest } from '../rest/router.ts';
import { endpoint } from './endpoint.ts';

const universityId: ParamDoc = { schema: universityIdInput, description: `A university id: decimal digits, 1 to ${MAX_ID}.` };
const byIdInput = inputOf(z.object({ id: universityIdInput }, { error: 'Invalid university ID' }));
const searchInput = inputOf(z.object({ query: searchQueryInput }, { error: 'Search query is required' }));
const readId = ({ params }: RestRequest) => ({ id: params.id });
const readQuery = ({ url }: RestRequest) => ({ query: url.searchParams.get('query') ?? undefined });

const searchDoc = (summary: string, max: number, use: string): Omit<RouteDoc, 'auth'> => ({
  summary,
  description: `At most ${max} universities matching the text (every word starts a word of the name, in any order, typos forgiven; or a short name: initials, the web domain's name; accents, case and punctuation do not matter), for ${use}.`,
  tag: 'Search',
  query: {
    query: { schema: searchQueryInput, description: `The text, trimmed: 1 to ${SEARCH_QUERY_MAX} characters.`, required: true },
  },
  reply: { status: 200, description: 'The hits, most reviewed first, then by name', schema: z.array(universityHitReply).max(max) },
  errors: [invalid('Search query is required', 'Missing or blank'), invalid(`Search query must be at most ${SEARCH_QUERY_MAX} characters`)],
});

export const universitiesEndpoints = {
  /** The home page's featured strip. */
  featured: endpoint({
    auth: 'none',
    run: () => listFeatured(3),
    trpc: { kind: 'query' },
    rest: {
      method: 'GET',
      path: '/specificUni/getFeaturedUniversities',
      doc: {
        summary: 'Featured universities',
        description: `At most ${FEATURED_COUNT}, in featured order: recent reviews, scores and review counts combined.`,
        tag: 'Universities',
        reply: { status: 200, description: 'The featured universities', schema: z.array(featuredUniversityReply).max(FEATURED_COUNT) },
        errors: [],
      },
    },
  }),
  allUniversityIds: endpoint({
    auth: 'none',
    rest: {
      method: 'GET',
      path: '/specificUni/all_university_ids',
      doc: {
        summary: 'All university ids',
        description: 'Every university, ordered by id, for clients that build their own sitemap.',
        tag: 'Universities',
        reply: { status: 200, description: 'Every university', schema: z.array(universityCountReply) },
        replyHeaders: PUBLIC_BULK_REPLY_HEADERS,
        notModified: true,
        errors: [],
      },
      // Every university in one reply (some 700 kB): written a slice at a time and kept until a
      // write, at least 5 s (decision 038), with its compressed forms (public-bulk.ts), which
      // survive a write that left the list as it was (same rows, same digest).
      handler: async ({ request }) => {
        const body = await keptUntilWrite<PublicBody>('rest:all_university_ids', async (previous) => {
          const [kept, rows] = await Promise.all([previous?.catch(() => undefined), writeUniversityList()]);
          return PublicBody.keptOrWritten(kept, rows, () => joinSlices('[', rows, ']'));
        });
        return publicBulkReply(request, body, { 'content-type': JSON_CONTENT_TYPE, 'cache-control': 'no-store' });
      },
    },
  }),
  universityName: endpoint({
    auth: 'none',
    rest: {
      method: 'GET',
      path: '/specificUni/university_name/{id}',
      doc: {
        summary: "A university's name",
        description: 'A reply shape of its own, with `success` on every reply. A bearer is ignored.',
        tag: 'Universities',
        path: { id: universityId },
        reply: {
          status: 200,
          description: 'The name',
          schema: z.strictObject({ success: z.literal(true), data: z.strictObject({ name: z.string() }) }),
        },
        errors: [
          invalid('Invalid university ID format'),
          { status: 404, error: 'University with ID 42 not found', when: 'No university has the id (here 42)' },
        ],
        successFlagOnErrors: true,
      },
      // A reply shape of its own, with `success` (docs/rules/api-contract.md#university-name).
      handler: async ({ params }) => {
        const id = parseId(params.id);
        if (id === null) return json(400, { success: false, error: 'Invalid university ID format' });
        const name = await universityName(id);
        if (name === null) return json(404, { success: false, error: `University with ID ${id} not found` });
        return json(200, { success: true, data: { name } });
      },
    },
  }),
  /** One university's details. */
  byId: endpoint({
    auth: 'none',
    input: byIdInput,
    run: ({ input }) => getUniversity(input.id),
    trpc: { kind: 'query' },
    rest: {
      method: 'GET',
      path: '/specificUni/{id}',
      read: readId,
      doc: {
        summary: 'University details',
        description: 'One university: name, country, region, web pages and domains.',
        tag: 'Universities',
        path: { id: universityId },
        reply: { status: 200, description: 'The university', schema: universityReply },
        errors: [invalid(INVALID_UNIVERSITY_ID), replyOf(universityNotFound())],
      },
    },
  }),
  /** A page of a university's reviews with averages and totals. */
  reviews: endpoint({
    auth: 'none',
    input: inputOf(reviewPageInput),
    run: ({ input }) =>
      getReviewPage(input.universityId, input.page, input.limit, input.sort, {
        rating: input.rating,
        verifiedOnly: input.verified,
        level: input.level,
        field: input.field,
      }),
    trpc: { kind: 'query' },
    rest: {
      method: 'GET',
      path: '/specificUni/{id}/reviews',
      read: ({ params, url }) => ({
        universityId: params.id,
        page: queryValue(url, 'page'),
        limit: queryValue(url, 'limit'),
        sort: queryValue(url, 'sort'),
        rating: queryValue(url, 'rating'),
        verified: queryValue(url, 'verified'),
        level: queryValue(url, 'level'),
        field: queryValue(url, 'field'),
      }),
      doc: {
        summary: "A page of a university's reviews",
        description:
          'The reviews of one page with the averages over all reviews and the paging totals of the filtered list. A page past the end is an empty list, not an error.',
        tag: 'Universities',
        path: { id: universityId },
        query: {
          page: { schema: reviewPageInput.shape.page, description: 'The page, from 1.' },
          limit: {
            schema: reviewPageInput.shape.limit,
            description: `Reviews per page, 1 to ${REVIEWS_PAGE_SIZE_MAX} (default ${REVIEWS_PAGE_SIZE}).`,
          },
          sort: {
            schema: reviewPageInput.shape.sort,
            description: 'recent: newest first; popular: most liked first; highest and lowest: by overall rating, then newest.',
          },
          rating: { schema: reviewPageInput.shape.rating, description: 'Only reviews with this overall rating, 1 to 5.' },
          verified: { schema: reviewPageInput.shape.verified, description: 'true: only reviews by verified students.' },
          level: { schema: reviewPageInput.shape.level, description: 'Only reviews that name this study level.' },
          field: { schema: reviewPageInput.shape.field, description: 'Only reviews that name this broad field of study.' },
        },
        reply: { status: 200, description: 'The page', schema: reviewPageReply },
        errors: [
          invalid(INVALID_UNIVERSITY_ID),
          invalid('page must be a positive integer'),
          invalid(`limit must be an integer from 1 to ${REVIEWS_PAGE_SIZE_MAX}`),
          invalid(SORT_MESSAGE),
          invalid(RATING_FILTER_MESSAGE),
          invalid(VERIFIED_FILTER_MESSAGE),
          invalid(STUDY_LEVEL_FILTER_MESSAGE),
          invalid(STUDY_FIELD_FILTER_MESSAGE),
          replyOf(universityNotFound()),
        ],
      },
    },
  }),
  /** Counts, averages and the star distribution of one university's published reviews. */
  stats: endpoint({
    auth: 'none',
    input: byIdInput,
    run: ({ input }) => getUniversityStatistics(input.id),
    trpc: { kind: 'query' },
    rest: {
      method: 'GET',
      path: '/specificUni/{id}/stats',
      read: readId,
      doc: {
        summary: "A university's rating statistics",
        description:
          'Over its published reviews: how many there are, how many by verified students, how many in the last 12 months, the newest date, the averages, and for each rating how many reviews gave each number of stars.',
        tag: 'Universities',
        path: { id: universityId },
        reply: { status: 200, description: 'The statistics', schema: statisticsReply },
        errors: [invalid(INVALID_UNIVERSITY_ID), replyOf(universityNotFound())],
      },
    },
  }),
  /** Search suggestions. */
  suggest: endpoint({
    auth: 'none',
    input: searchInput,
    run: ({ input }) => searchUniversities(input.query, SUGGESTION_LIMIT),
    trpc: { kind: 'query' },
    rest: {
      method: 'GET',
      path: '/searchUniversity/limit',
      read: readQuery,
      doc: searchDoc('Search suggestions', SEARCH_SUGGESTIONS_MAX, 'suggestion boxes'),
    },
  }),
  /** Search results. */
  search: endpoint({
    auth: 'none',
    input: searchInput,
    run: ({ input }) => searchUniversities(input.query, SEARCH_RESULTS_LIMIT),
    trpc: { kind: 'query' },
    rest: {
      method: 'GET',
      path: '/searchUniversity/all',
      read: readQuery,
      doc: searchDoc('Search results', SEARCH_RESULTS_MAX, 'the results page'),
    },
  }),
};
