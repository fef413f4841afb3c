// The addresses and words of the country pages (docs/rules/rankings.md#countries), shared by the
// pages, the sitemap and the edge's routing.
import { RATING_CATEGORIES, type AverageKey } from '../reviews/ratings.ts';

/** A country's page: its alpha-2 code in lower case. */
export const countryPath = (code: string) => `/country/${code.toLowerCase()}`;

/** The query parameters a country page reads; any of them makes a view rendered on demand. */
export const COUNTRY_VIEW_PARAMS = ['sort', 'category', 'state', 'page'] as const;

/** A category's name as the ranking titles use it ('Housing', 'Overall Rating'). */
export const categoryLabel = (key: AverageKey) => RATING_CATEGORIES.find((c) => c.key === key)?.label ?? key;
