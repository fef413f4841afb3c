// REST routes under /api/users (API.md). Thin: parse with the shared schemas, call a service, shape the reply.
import type { Route } from '../router.ts';

export const usersRoutes: Route[] = [];
