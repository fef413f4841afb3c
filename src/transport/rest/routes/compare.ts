// REST routes under /api/compare (API.md section 8). Thin: parse with the shared schemas, call a service, shape the reply.
import type { Route } from '../router.ts';

export const compareRoutes: Route[] = [];
