// Every documented REST path, in one router. Literal paths come before `{id}` paths.
import { createRouter } from './router.ts';
import { usersRoutes } from './routes/users.ts';
import { universitiesRoutes } from './routes/universities.ts';
import { searchRoutes } from './routes/search.ts';
import { reviewsRoutes } from './routes/reviews.ts';
import { compareRoutes } from './routes/compare.ts';
import { emailRoutes } from './routes/email.ts';

/** Every route, in matching order (also read by the generated robustness test). */
export const restRoutes = [
  ...usersRoutes,
  ...universitiesRoutes,
  ...searchRoutes,
  ...reviewsRoutes,
  ...compareRoutes,
  ...emailRoutes,
];

/** Handles a request under /api (not /api/trpc); `clientAddress` is the caller's address (client-address.ts). */
export const handleRestRequest = createRouter(restRoutes);
