// Every documented REST path, in one router. Literal paths come before `{id}` paths.
import { createRouter, type Route } from './router.ts';
import { restRoutesOf } from '../endpoints/rest.ts';
import { compareEndpoints } from '../endpoints/compare.ts';
import { toResponse } from './http.ts';
import { openApiDocument } from './openapi.ts';
import type { OpenApiDocument } from './openapi-types.ts';
import { accountEndpoints } from '../endpoints/account.ts';
import { universitiesEndpoints } from '../endpoints/universities.ts';
import { reviewAndLikeEndpoints } from '../endpoints/reviews.ts';
import { reviewTrustEndpoints } from '../endpoints/review-trust.ts';
import { mailEndpoints } from '../endpoints/mail.ts';
import { moderationEndpoints } from '../endpoints/moderation.ts';
import { universityRepliesEndpoints } from '../endpoints/university-replies.ts';
import { countriesEndpoints } from '../endpoints/countries.ts';
import { apiDescriptionEndpoints, openDataEndpoints } from '../endpoints/open-data.ts';

let document: OpenApiDocument | undefined;

/** The OpenAPI document of every route (openapi.ts), built on first use. */
export function restApiDocument(): OpenApiDocument {
  return (document ??= openApiDocument(restRoutes));
}

/** Every route, in matching order (also read by the generated robustness test). */
export const restRoutes: readonly Route[] = [
  ...restRoutesOf(accountEndpoints),
  ...restRoutesOf(universitiesEndpoints),
  ...restRoutesOf(reviewAndLikeEndpoints),
  ...restRoutesOf(compareEndpoints),
  ...restRoutesOf(mailEndpoints),
  ...restRoutesOf(reviewTrustEndpoints),
  ...restRoutesOf(moderationEndpoints),
  ...restRoutesOf(universityRepliesEndpoints),
  ...restRoutesOf(countriesEndpoints),
  ...restRoutesOf(openDataEndpoints),
  ...restRoutesOf(apiDescriptionEndpoints(restApiDocument)),
];

/**
 * The reply to a request under /api (not /api/trpc); `clientAddress` is the caller's address
 * (client-address.ts). The direct GET path (direct-get.ts) writes it as it is.
 */
export const routeRestRequest = createRouter(restRoutes);

/** The same, as a web Response: the REST mount point (src/pages/api/[...path].ts) and the API tests. */
export async function handleRestRequest(request: Request, clientAddress: string): Promise<Response> {
  return toResponse(await routeRestRequest(request, clientAddress));
}
