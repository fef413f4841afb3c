// Inputs of the university and search endpoints (docs/rules/api-contract.md#universities and
// #search), shared by REST and tRPC.
import { z } from 'zod';
import { idInput, intInput } from './ids.ts';
import { MAX_ID } from '../ids.ts';
import {
  RATING_FILTER_MESSAGE,
  REVIEW_SORTS,
  SORT_MESSAGE,
  STUDY_FIELD_FILTER_MESSAGE,
  STUDY_LEVEL_FILTER_MESSAGE,
  VERIFIED_FILTER_MESSAGE,
} from '../reviews/review-filters.ts';
import { STUDY_FIELDS, STUDY_LEVELS, codesOf } from '../reviews/study-context.ts';
import { REVIEWS_PAGE_SIZE, REVIEWS_PAGE_SIZE_MAX, SEARCH_QUERY_MAX, SEARCH_RESULTS_MAX, SEARCH_SUGGESTIONS_MAX } from '../limits.ts';

export const INVALID_UNIVERSITY_ID = 'Invalid university ID';

export const universityIdInput = idInput(INVALID_UNIVERSITY_ID);

/** `true` or `false`, as a JSON boolean (tRPC) or a query string (REST). */
const booleanInput = (message: string) =>
  z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')], { error: message });

/** A university's review page: id, then page, limit, sort and the filters, with their defaults. */
export const reviewPageInput = z.object(
  {
    universityId: universityIdInput,
    // Pages beyond MAX_ID are refused rather than turned into absurd offsets.
    page: intInput('page must be a positive integer', 1, MAX_ID).default(1),
    limit: intInput(`limit must be an integer from 1 to ${REVIEWS_PAGE_SIZE_MAX}`, 1, REVIEWS_PAGE_SIZE_MAX).default(REVIEWS_PAGE_SIZE),
    sort: z.enum(REVIEW_SORTS, { error: SORT_MESSAGE }).default('recent'),
    rating: intInput(RATING_FILTER_MESSAGE, 1, 5)
      .transform((value) => value as 1 | 2 | 3 | 4 | 5)
      .nullish()
      .transform((value) => value ?? null),
    verified: booleanInput(VERIFIED_FILTER_MESSAGE).default(false),
    level: z
      .enum(codesOf(STUDY_LEVELS), { error: STUDY_LEVEL_FILTER_MESSAGE })
      .nullish()
      .transform((value) => value ?? null),
    field: z
      .enum(codesOf(STUDY_FIELDS), { error: STUDY_FIELD_FILTER_MESSAGE })
      .nullish()
      .transform((value) => value ?? null),
  },
  { error: 'Invalid input' },
);

export type ReviewPageInput = z.infer<typeof reviewPageInput>;

/** Result caps of the suggestion box and the results page, under the names the adapters import. */
export const SUGGESTION_LIMIT = SEARCH_SUGGESTIONS_MAX;
export const SEARCH_RESULTS_LIMIT = SEARCH_RESULTS_MAX;

/** A search text: trimmed, 1 to SEARCH_QUERY_MAX characters. */
export const searchQueryInput = z
  .string({ error: 'Search query is required' })
  .trim()
  .min(1, { error: 'Search query is required' })
  .max(SEARCH_QUERY_MAX, { error: `Search query must be at most ${SEARCH_QUERY_MAX} characters` });
