// Mount point of the REST API: everything under /api except /api/trpc. The plain GETs of this
// mount point are answered before they reach Astro, by the server in front of it, with the same
// router (src/edge/serve-build.ts calls src/transport/rest/direct-get.ts).
import type { APIRoute } from 'astro';
import { handleRestRequest } from '#transport/rest/rest-api.ts';
import { clientAddressOf, clientGone, peerAddressOf } from '#transport/client-address.ts';

export const prerender = false;

export const ALL: APIRoute = (context) => {
  const peer = peerAddressOf(context);
  return peer === null ? clientGone() : handleRestRequest(context.request, clientAddressOf(context.request, peer));
};
