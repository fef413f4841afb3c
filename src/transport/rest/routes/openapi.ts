// GET /api/openapi.json: the OpenAPI document of this API (openapi.ts). Unlike the other calls it
// may be cached: it changes only with a new build, and its ETag lets a client revalidate cheaply.
import { z } from 'zod';
import { OPENAPI_VERSION } from '../openapi.ts';
import type { OpenApiDocument } from '../openapi-types.ts';
import type { Route } from '../router.ts';
import { entityTag, matchesIfNoneMatch, textReply } from '../http.ts';

export const OPENAPI_CACHE_CONTROL = 'public, max-age=300';

/** The route serving `document()` (the whole table's, this route included), serialised once. */
export function openApiRoute(document: () => OpenApiDocument): Route {
  let served: { body: string; etag: string } | undefined;
  return {
    method: 'GET',
    path: '/openapi.json',
    doc: {
      summary: 'This API description',
      description:
        'The OpenAPI 3.1 document of every call, built from the same schemas the calls check their input with. Readable at /developers/api.',
      tag: 'API description',
      auth: 'none',
      reply: {
        status: 200,
        description: 'The OpenAPI document',
        schema: z.looseObject({
          openapi: z.literal(OPENAPI_VERSION),
          info: z.looseObject({ title: z.string() }),
          paths: z.record(z.string(), z.unknown()),
        }),
      },
      replyHeaders: { 'Cache-Control': OPENAPI_CACHE_CONTROL, ETag: 'A tag of this version of the document' },
      notModified: true,
      errors: [],
    },
    handler: ({ request }) => {
      if (!served) {
        const body = JSON.stringify(document());
        served = { body, etag: `"${entityTag(body)}"` };
      }
      const headers = { 'cache-control': OPENAPI_CACHE_CONTROL, etag: served.etag };
      if (matchesIfNoneMatch(request, served.etag)) return { status: 304, headers, body: null };
      return textReply(200, served.body, { 'content-type': 'application/json; charset=utf-8', ...headers });
    },
  };
}
