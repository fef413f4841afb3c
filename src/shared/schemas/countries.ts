// Inputs and replies of discovery by country (docs/rules/api-contract.md#countries), shared by REST,
// tRPC and the pages.
import { z } from 'zod';
import { intInput } from './ids.ts';
import { MAX_ID } from '../ids.ts';
import { RATING_CATEGORIES, type AverageKey } from '../reviews/ratings.ts';
import { RANKING_MINIMUM } from '../rankings/ranking.ts';

export const COUNTRY_SORTS = ['ranking', 'name', 'reviews'] as const;
export type CountrySort = (typeof COUNTRY_SORTS)[number];
export const COUNTRY_PAGE_SIZE = 50;
export const COUNTRY_PAGE_SIZE_MAX = 100;
const CATEGORY_KEYS = RATING_CATEGORIES.map((c) => c.key) as [AverageKey, ...AverageKey[]];

export const INVALID_COUNTRY_CODE = 'Invalid country code';
export const COUNTRY_SORT_MESSAGE = `sort must be one of: ${COUNTRY_SORTS.join(', ')}`;
export const CATEGORY_MESSAGE = `category must be one of: ${CATEGORY_KEYS.join(', ')}`;
export const STATE_MESSAGE = 'state must be at most 100 characters';

/** An ISO 3166-1 alpha-2 code, in either case; read in upper case. */
export const countryCodeInput = z
  .string({ error: INVALID_COUNTRY_CODE })
  .regex(/^[A-Za-z]{2}$/, { error: INVALID_COUNTRY_CODE })
  .transform((code) => code.toUpperCase());

export const countryUniversitiesInput = z.object(
  {
    code: countryCodeInput,
    sort: z.enum(COUNTRY_SORTS, { error: COUNTRY_SORT_MESSAGE }).default('ranking'),
    category: z.enum(CATEGORY_KEYS, { error: CATEGORY_MESSAGE }).default('overall'),
    state: z
      .string({ error: STATE_MESSAGE })
      .max(100, { error: STATE_MESSAGE })
      .nullish()
      .transform((value) => value?.trim() || null),
    page: intInput('page must be a positive integer', 1, MAX_ID).default(1),
    limit: intInput(`limit must be an integer from 1 to ${COUNTRY_PAGE_SIZE_MAX}`, 1, COUNTRY_PAGE_SIZE_MAX).default(COUNTRY_PAGE_SIZE),
  },
  { error: 'Invalid input' },
);
export type CountryUniversitiesInput = z.output<typeof countryUniversitiesInput>;

const count = z.int().min(0);
const average = z.number().min(1).max(5).nullable();

export const countryReply = z
  .strictObject({
    code: z.string().meta({ description: 'ISO 3166-1 alpha-2, upper case.' }),
    name: z.string(),
    university_count: count,
    reviewed_count: count.meta({ description: 'Universities with at least one published review.' }),
    review_count: count.meta({ description: 'Published reviews of its universities.' }),
  })
  .meta({ id: 'Country' });

export const countryUniversityReply = z
  .strictObject({
    id: z.int().min(1),
    name: z.string(),
    state_province: z.string().nullable(),
    review_count: count,
    average_overall: average.meta({ description: 'The plain mean of the overall rating; null without reviews.' }),
    category_average: average.meta({ description: 'The plain mean of the asked category; null without reviews.' }),
    last_review_at: z.iso.datetime().nullable(),
    rank: z
      .int()
      .min(1)
      .nullable()
      .meta({ description: `Its place in the country for the category; null under ${RANKING_MINIMUM} published reviews.` }),
    score: z
      .number()
      .min(1)
      .max(5)
      .nullable()
      .meta({ description: 'The shrunk average the rank is by (3 decimals); null when not ranked.' }),
    confidence: z
      .enum(['low', 'medium', 'high'])
      .nullable()
      .meta({ description: 'How much the rank rests on: low under 25 reviews, medium under 100, high from 100; null when not ranked.' }),
  })
  .meta({ id: 'CountryUniversity' });

export const countryUniversitiesReply = z
  .strictObject({
    country: z.strictObject({ code: z.string(), name: z.string() }),
    category: z.enum(CATEGORY_KEYS),
    states: z.array(z.string()).meta({ description: "The states or provinces the list names for the country's universities." }),
    ranked_count: count.meta({ description: 'How many universities of the country are ranked in the category.' }),
    universities: z.array(countryUniversityReply),
    pagination: z.strictObject({
      currentPage: z.int().min(1),
      totalPages: count,
      totalUniversities: count,
      universitiesPerPage: z.int().min(1),
    }),
  })
  .meta({ id: 'CountryUniversitiesPage' });
