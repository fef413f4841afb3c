// Mount point of the REST API: everything under /api except /api/trpc.
import type { APIRoute } from 'astro';
import { handleRestRequest } from '../../transport/rest/rest-api.ts';
import { clientAddressOf } from '../../transport/rest/http.ts';

export const prerender = false;

export const ALL: APIRoute = ({ request, clientAddress }) => handleRestRequest(request, clientAddressOf(request, clientAddress));
