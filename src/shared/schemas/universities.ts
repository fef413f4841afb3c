// Inputs of the university and search endpoints (docs/rules/api-contract.md#universities and
// #search), shared by REST and tRPC.
import { z } from 'zod';
import { idInput, intInput } from './ids.ts';
import { MAX_ID } from '../ids.ts';

export const INVALID_UNIVERSITY_ID = 'Invalid university ID';
export const MAX_REVIEWS_PER_PAGE = 50;
export const DEFAULT_REVIEWS_PER_PAGE = 20;

export const universityIdInput = idInput(INVALID_UNIVERSITY_ID);

/** A university's review page: id, then page, limit and sort with their defaults. */
export const reviewPageInput = z.object(
  {
    universityId: universityIdInput,
    // Pages beyond MAX_ID are refused rather than turned into absurd offsets.
    page: intInput('page must be a positive integer', 1, MAX_ID).default(1),
    limit: intInput(`limit must be an integer from 1 to ${MAX_REVIEWS_PER_PAGE}`, 1, MAX_REVIEWS_PER_PAGE).default(DEFAULT_REVIEWS_PER_PAGE),
    sort: z.enum(['recent', 'popular'], { error: "sort must be 'recent' or 'popular'" }).default('recent'),
  },
  { error: 'Invalid input' },
);

export type ReviewPageInput = z.infer<typeof reviewPageInput>;

export const MAX_SEARCH_QUERY = 200;
/** Result caps of the suggestion box and the results page. */
export const SUGGESTION_LIMIT = 10;
export const SEARCH_RESULTS_LIMIT = 100;

/** A search text: trimmed, 1..200 characters. */
export const searchQueryInput = z
  .string({ error: 'Search query is required' })
  .trim()
  .min(1, { error: 'Search query is required' })
  .max(MAX_SEARCH_QUERY, { error: `Search query must be at most ${MAX_SEARCH_QUERY} characters` });
