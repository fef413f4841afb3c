// The docs of the routes under /api/specificUni (docs/rules/api-contract.md#universities), in
// routes/universities.ts.
import { z } from 'zod';
import { universityNotFound } from '#server/infra/errors.ts';
import { MAX_ID } from '#shared/ids.ts';
import { FEATURED_COUNT, REVIEWS_PAGE_SIZE, REVIEWS_PAGE_SIZE_MAX } from '#shared/limits.ts';
import { featuredUniversityReply, reviewPageReply, statisticsReply, universityReply } from '#shared/schemas/replies.ts';
import { RATING_FILTER_MESSAGE, SORT_MESSAGE, VERIFIED_FILTER_MESSAGE } from '#shared/reviews/review-filters.ts';
import { INVALID_UNIVERSITY_ID, reviewPageInput, universityIdInput } from '#shared/schemas/universities.ts';
import { invalid, PUBLIC_BULK_REPLY_HEADERS, replyOf, type ParamDoc, type RouteDoc } from '../route-doc.ts';

const universityId: ParamDoc = { schema: universityIdInput, description: `A university id: decimal digits, 1 to ${MAX_ID}.` };

export const featuredDoc: RouteDoc = {
  summary: 'Featured universities',
  description: `At most ${FEATURED_COUNT}, in featured order: recent reviews, scores and review counts combined.`,
  tag: 'Universities',
  auth: 'none',
  reply: { status: 200, description: 'The featured universities', schema: z.array(featuredUniversityReply).max(FEATURED_COUNT) },
  errors: [],
};

export const allUniversityIdsDoc: RouteDoc = {
  summary: 'All university ids',
  description: 'Every university, ordered by id, for clients that build their own sitemap.',
  tag: 'Universities',
  auth: 'none',
  reply: { status: 200, description: 'Every university', schema: z.array(featuredUniversityReply) },
  replyHeaders: PUBLIC_BULK_REPLY_HEADERS,
  notModified: true,
  errors: [],
};

export const universityNameDoc: RouteDoc = {
  summary: "A university's name",
  description: 'A reply shape of its own, with `success` on every reply. A bearer is ignored.',
  tag: 'Universities',
  auth: 'none',
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
};

export const universityDoc: RouteDoc = {
  summary: 'University details',
  description: 'One university: name, country, region, web pages and domains.',
  tag: 'Universities',
  auth: 'none',
  path: { id: universityId },
  reply: { status: 200, description: 'The university', schema: universityReply },
  errors: [invalid(INVALID_UNIVERSITY_ID), replyOf(universityNotFound())],
};

export const reviewPageDoc: RouteDoc = {
  summary: "A page of a university's reviews",
  description:
    'The reviews of one page with the averages over all reviews and the paging totals of the filtered list. A page past the end is an empty list, not an error.',
  tag: 'Universities',
  auth: 'none',
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
  },
  reply: { status: 200, description: 'The page', schema: reviewPageReply },
  errors: [
    invalid(INVALID_UNIVERSITY_ID),
    invalid('page must be a positive integer'),
    invalid(`limit must be an integer from 1 to ${REVIEWS_PAGE_SIZE_MAX}`),
    invalid(SORT_MESSAGE),
    invalid(RATING_FILTER_MESSAGE),
    invalid(VERIFIED_FILTER_MESSAGE),
    replyOf(universityNotFound()),
  ],
};

export const statisticsDoc: RouteDoc = {
  summary: "A university's rating statistics",
  description:
    'Over its published reviews: how many there are, how many by verified students, how many in the last 12 months, the newest date, the averages, and for each rating how many reviews gave each number of stars.',
  tag: 'Universities',
  auth: 'none',
  path: { id: universityId },
  reply: { status: 200, description: 'The statistics', schema: statisticsReply },
  errors: [invalid(INVALID_UNIVERSITY_ID), replyOf(universityNotFound())],
};
