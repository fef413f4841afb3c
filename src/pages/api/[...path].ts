// Mount point of the REST API: everything under /api except /api/trpc.
import type { APIRoute } from 'astro';
import { handleRestRequest } from '#transport/rest/rest-api.ts';
import { clientAddressOf, clientGone, peerAddressOf } from '#transport/client-address.ts';
import { DIRECT_REST_GET, answerRestGet } from '#transport/rest/direct-get.ts';

export const prerender = false;

export const ALL: APIRoute = (context) => {
  const peer = peerAddressOf(context);
  return peer === null ? clientGone() : handleRestRequest(context.request, clientAddressOf(context.request, peer));
};

// From the first request Astro routes here on, scripts/serve.mjs hands the plain GETs of this
// mount point to the same router itself, past Astro's handler (direct-get.ts).
(globalThis as Record<symbol, unknown>)[DIRECT_REST_GET] = answerRestGet;
