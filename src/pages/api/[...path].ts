// Mount point of the REST API: everything under /api except /api/trpc.
import type { APIRoute } from 'astro';
import { handleRestRequest } from '#transport/rest/rest-api.ts';
import { clientAddressOf } from '#transport/client-address.ts';

export const prerender = false;

export const ALL: APIRoute = (context) => handleRestRequest(context.request, clientAddressOf(context.request, context.clientAddress));
