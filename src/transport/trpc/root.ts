// The tRPC API of the islands: one router per domain, merged. AppRouter is the client's type.
import { createCallerFactory, router } from './init.ts';
import { accountEndpoints } from '../endpoints/account.ts';
import { universitiesEndpoints } from '../endpoints/universities.ts';
import { reviewsEndpoints } from '../endpoints/reviews.ts';
import { trpcRouterOf } from '../endpoints/trpc.ts';
import { compareEndpoints } from '../endpoints/compare.ts';
import { mailEndpoints } from '../endpoints/mail.ts';
import { moderationEndpoints } from '../endpoints/moderation.ts';
import { universityRepliesEndpoints } from '../endpoints/university-replies.ts';
import { countriesEndpoints } from '../endpoints/countries.ts';

export const appRouter = router({
  account: trpcRouterOf(accountEndpoints),
  universities: trpcRouterOf(universitiesEndpoints),
  reviews: trpcRouterOf(reviewsEndpoints),
  compare: trpcRouterOf(compareEndpoints),
  mail: trpcRouterOf(mailEndpoints),
  moderation: trpcRouterOf(moderationEndpoints),
  replies: trpcRouterOf(universityRepliesEndpoints),
  countries: trpcRouterOf(countriesEndpoints),
});

export type AppRouter = typeof appRouter;

/** Calls procedures without HTTP (tests, scripts): createCaller(createInnerContext({...})). */
export const createCaller = createCallerFactory(appRouter);
