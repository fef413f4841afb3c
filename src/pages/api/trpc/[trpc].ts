// Mount point of tRPC for the islands.
import type { APIRoute } from 'astro';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { appRouter } from '../../../transport/trpc/root.ts';
import { bearerToken, clientAddressOf } from '../../../transport/rest/http.ts';

export const prerender = false;

export const ALL: APIRoute = ({ request, clientAddress }) =>
  fetchRequestHandler({
    endpoint: '/api/trpc',
    req: request,
    router: appRouter,
    createContext: () => ({ bearer: bearerToken(request), clientAddress: clientAddressOf(request, clientAddress) }),
    onError({ error }) {
      if (error.code === 'INTERNAL_SERVER_ERROR') console.error('tRPC internal error:', error.cause ?? error);
    },
  });
