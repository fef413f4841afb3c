// Mount point of the REST API: everything under /api except /api/trpc.
import type { APIRoute } from 'astro';
import { handleRestRequest } from '#transport/rest/rest-api.ts';
import { clientAddressOf, clientGone, peerAddressOf } from '#transport/client-address.ts';

export const prerender = false;

export const ALL: APIRoute = (context) => {
  const peer = peerAddressOf(context);
  return peer === null ? clientGone() : handleRestRequest(context.request, clientAddressOf(context.request, peer));
};
