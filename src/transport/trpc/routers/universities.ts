// tRPC procedures for universities and search, over the same services as REST.
import { z } from 'zod';
import { publicProcedure, router } from '../init.ts';
import { inputOf } from '#transport/parse-input.ts';
import { getUniversity, listFeatured, searchUniversities } from '#server/universities/universities.ts';
import { getReviewPage } from '#server/reviews/review-queries.ts';
import { getUniversityStatistics } from '#server/reviews/university-stats.ts';
import {
  SEARCH_RESULTS_LIMIT,
  SUGGESTION_LIMIT,
  reviewPageInput,
  searchQueryInput,
  universityIdInput,
} from '#shared/schemas/universities.ts';

const byIdInput = z.object({ id: universityIdInput }, { error: 'Invalid university ID' });
const searchInput = z.object({ query: searchQueryInput }, { error: 'Search query is required' });

export const universitiesRouter = router({
  /** The home page's featured strip. */
  featured: publicProcedure.query(() => listFeatured(3)),
  /** One university's details. */
  byId: publicProcedure.input(inputOf(byIdInput)).query(({ input }) => getUniversity(input.id)),
  /** A page of a university's reviews with averages and totals. */
  reviews: publicProcedure
    .input(inputOf(reviewPageInput))
    .query(({ input }) =>
      getReviewPage(input.universityId, input.page, input.limit, input.sort, { rating: input.rating, verifiedOnly: input.verified }),
    ),
  /** Counts, averages and the star distribution of one university's published reviews. */
  stats: publicProcedure.input(inputOf(byIdInput)).query(({ input }) => getUniversityStatistics(input.id)),
  /** Search suggestions (at most 10). */
  suggest: publicProcedure.input(inputOf(searchInput)).query(({ input }) => searchUniversities(input.query, SUGGESTION_LIMIT)),
  /** Search results (at most 100). */
  search: publicProcedure.input(inputOf(searchInput)).query(({ input }) => searchUniversities(input.query, SEARCH_RESULTS_LIMIT)),
});
