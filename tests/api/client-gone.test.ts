// A client that aborts before its request is handled leaves no peer address: Astro's
// `clientAddress` then throws. Both API mount points answer a quiet 400 instead of a 500 (which
// would also log a handler fault), and nothing is done for the request.
import { describe, expect, it } from 'vitest';
import type { APIContext } from 'astro';
import { ALL as rest } from '#pages/api/[...path].ts';
import { ALL as trpc } from '#pages/api/trpc/[trpc].ts';

/** An Astro context whose connection is gone, as the node adapter makes it then. */
function goneContext(url: string, init?: RequestInit): APIContext {
  return {
    request: new Request(url, init),
    get clientAddress(): string {
      throw new Error('ClientAddressNotAvailable');
    },
  } as unknown as APIContext;
}

describe('a request whose client is gone', () => {
  it('gets 400 JSON from the REST mount point, not a 500', async () => {
    const response = await rest(goneContext('http://localhost/api/specificUni/getFeaturedUniversities'));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Client address not available' });
  });

  it('gets 400 JSON from the tRPC mount point, not a 500', async () => {
    const response = await trpc(goneContext('http://localhost/api/trpc/universities.featured'));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Client address not available' });
  });
});
