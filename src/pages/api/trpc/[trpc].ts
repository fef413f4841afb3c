// Mount point of tRPC for the islands. One procedure per request (no batching: one request must
// not run hundreds of password hashes), and the body goes through the same byte cap as REST.
import type { APIRoute } from 'astro';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { appRouter } from '#transport/trpc/root.ts';
import { bearerToken } from '#transport/rest/http.ts';
import { corsHeaders } from '#transport/cors.ts';
import { clientAddressOf, clientGone, peerAddressOf } from '#transport/client-address.ts';
import { cappedTrpcRequest } from '#transport/trpc/capped-request.ts';

export const prerender = false;

export const ALL: APIRoute = async (context) => {
  const cors = corsHeaders(context.request);
  if (context.request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });
  const peer = peerAddressOf(context);
  if (peer === null) return withHeaders(clientGone(), cors);
  const clientAddress = clientAddressOf(context.request, peer);
  const capped = await cappedTrpcRequest(context.request);
  if (capped instanceof Response) return withHeaders(capped, cors);
  const response = await fetchRequestHandler({
    endpoint: '/api/trpc',
    req: capped,
    router: appRouter,
    allowBatching: false,
    createContext: () => ({ bearer: bearerToken(capped), clientAddress }),
    onError({ error }) {
      if (error.code === 'INTERNAL_SERVER_ERROR') console.error('tRPC internal error:', error.cause ?? error);
    },
  });
  // Every tRPC body is JSON, but the replies to a request refused before any procedure runs (a
  // missing or unsupported content type, a batch, a method the procedure does not take) are
  // built without a content-type, which the Response then labels text/plain.
  if (response.body && !/^application\/json\b/i.test(response.headers.get('content-type') ?? '')) {
    response.headers.set('content-type', 'application/json');
  }
  return withHeaders(response, cors);
};

function withHeaders(response: Response, headers: Record<string, string>): Response {
  // Vary adds to what the reply already varies by; the CORS headers replace.
  for (const [name, value] of Object.entries(headers)) {
    if (name === 'vary') response.headers.append(name, value);
    else response.headers.set(name, value);
  }
  return response;
}
