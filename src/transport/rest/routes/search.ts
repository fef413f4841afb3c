// REST routes under /api/searchUniversity (docs/rules/api-contract.md#search). Thin: parse with the
// shared schemas, call a service, shape the reply.
import type { Route } from '../router.ts';
import { json } from '../http.ts';
import { parseInput } from '#transport/parse-input.ts';
import { searchUniversities } from '#server/universities/universities.ts';
import { SEARCH_RESULTS_LIMIT, SUGGESTION_LIMIT, searchQueryInput } from '#shared/schemas/universities.ts';
import { searchResultsDoc, suggestionsDoc } from '../route-docs/search.ts';

const search =
  (limit: number): Route['handler'] =>
  async ({ url }) =>
    json(200, await searchUniversities(parseInput(searchQueryInput, url.searchParams.get('query') ?? undefined), limit));

export const searchRoutes: Route[] = [
  { method: 'GET', path: '/searchUniversity/limit', doc: suggestionsDoc, handler: search(SUGGESTION_LIMIT) },
  { method: 'GET', path: '/searchUniversity/all', doc: searchResultsDoc, handler: search(SEARCH_RESULTS_LIMIT) },
];
