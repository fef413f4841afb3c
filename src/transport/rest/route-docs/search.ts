// The docs of the search routes (docs/rules/api-contract.md#search), in routes/search.ts.
import { z } from 'zod';
import { SEARCH_QUERY_MAX, SEARCH_RESULTS_MAX, SEARCH_SUGGESTIONS_MAX } from '#shared/limits.ts';
import { universityHitReply } from '#shared/schemas/replies.ts';
import { searchQueryInput } from '#shared/schemas/universities.ts';
import { invalid, type RouteDoc } from '../route-doc.ts';

const searchDoc = (summary: string, max: number, use: string): RouteDoc => ({
  summary,
  description: `At most ${max} universities matching the text (name, part of a name or initials; accents and case do not matter), for ${use}.`,
  tag: 'Search',
  auth: 'none',
  query: {
    query: { schema: searchQueryInput, description: `The text, trimmed: 1 to ${SEARCH_QUERY_MAX} characters.`, required: true },
  },
  reply: { status: 200, description: 'The hits, most reviewed first, then by name', schema: z.array(universityHitReply).max(max) },
  errors: [invalid('Search query is required', 'Missing or blank'), invalid(`Search query must be at most ${SEARCH_QUERY_MAX} characters`)],
});

export const suggestionsDoc = searchDoc('Search suggestions', SEARCH_SUGGESTIONS_MAX, 'suggestion boxes');
export const searchResultsDoc = searchDoc('Search results', SEARCH_RESULTS_MAX, 'the results page');
