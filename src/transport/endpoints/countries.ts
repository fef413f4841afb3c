// Discovery by country (docs/rules/api-contract.md#countries): the countries of the imported list,
// and one country's universities with their averages and honest ranks.
import { z } from 'zod';
import { countryNotFound } from '#server/infra/errors.ts';
import { countryUniversities, listCountries } from '#server/universities/countries.ts';
import { RANKING_MINIMUM, PRIOR_REVIEWS } from '#shared/rankings/ranking.ts';
import {
  CATEGORY_MESSAGE,
  COUNTRY_PAGE_SIZE,
  COUNTRY_PAGE_SIZE_MAX,
  COUNTRY_SORT_MESSAGE,
  INVALID_COUNTRY_CODE,
  STATE_MESSAGE,
  countryReply,
  countryUniversitiesInput,
  countryUniversitiesReply,
} from '#shared/schemas/countries.ts';
import { inputOf } from '../parse-input.ts';
import { invalid, replyOf } from '../rest/route-doc.ts';
import { endpoint } from './endpoint.ts';

const shape = countryUniversitiesInput.shape;

export const countriesEndpoints = {
  /** Every country of the imported list, by name, with its counts. */
  list: endpoint({
    auth: 'none',
    run: () => listCountries(),
    trpc: { kind: 'query' },
    rest: {
      method: 'GET',
      path: '/countries',
      doc: {
        summary: 'The countries',
        description:
          'Every country of the imported list, by name: its code, how many universities it has, how many of them have reviews, and their reviews.',
        tag: 'Countries',
        reply: { status: 200, description: 'The countries', schema: z.array(countryReply) },
        errors: [],
      },
    },
  }),
  /** One country's universities, ranked (or by name or reviews), a page at a time. */
  universities: endpoint({
    auth: 'none',
    input: inputOf(countryUniversitiesInput),
    run: ({ input }) => countryUniversities(input),
    trpc: { kind: 'query' },
    rest: {
      method: 'GET',
      path: '/countries/{code}/universities',
      doc: {
        summary: "A country's universities and rankings",
        description:
          `The country's universities with their published reviews' count, averages and newest date. By default ranked in the category: by a shrunk average (each university's mean pulled towards the country's mean with the weight of ${PRIOR_REVIEWS} reviews), only universities with at least ${RANKING_MINIMUM} published reviews, ties by number of reviews; the unranked follow, most reviewed first. ` +
          'Nobody can pay for or ask for a place; held and removed reviews never count.',
        tag: 'Countries',
        path: { code: { schema: shape.code, description: 'ISO 3166-1 alpha-2, either case.' } },
        query: {
          sort: { schema: shape.sort, description: 'ranking (default), name, or reviews (most first).' },
          category: { schema: shape.category, description: 'The rating the ranking is by: overall (default) or a category key.' },
          state: { schema: shape.state, description: 'Only the universities of this state or province (as `states` lists them).' },
          page: { schema: shape.page, description: 'The page, from 1.' },
          limit: {
            schema: shape.limit,
            description: `Universities a page: 1 to ${COUNTRY_PAGE_SIZE_MAX}; ${COUNTRY_PAGE_SIZE} by default.`,
          },
        },
        reply: { status: 200, description: 'A page of the universities', schema: countryUniversitiesReply },
        errors: [
          invalid(INVALID_COUNTRY_CODE, 'Not two letters'),
          invalid(COUNTRY_SORT_MESSAGE),
          invalid(CATEGORY_MESSAGE),
          invalid(STATE_MESSAGE),
          invalid('page must be a positive integer'),
          invalid(`limit must be an integer from 1 to ${COUNTRY_PAGE_SIZE_MAX}`),
          replyOf(countryNotFound(), 'No university of the list is in that country'),
        ],
      },
    },
  }),
};
