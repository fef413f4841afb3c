// Build-only: every university's page, name and country, which the Pagefind step of the build
// (integrations/pagefind.mjs) turns into the offline search's records and then deletes, so that
// Pagefind never parses 10,000 university pages. Not served: the file is gone once the build ends.
import type { APIRoute } from 'astro';
import { listUniversitiesForSearchIndex } from '#server/universities/universities.ts';

export const prerender = true;

export const GET: APIRoute = async () => {
  const universities = await listUniversitiesForSearchIndex();
  const records = universities.map((u) => ({ url: `/university/${u.id}`, name: u.name, country: u.country }));
  return new Response(JSON.stringify(records), { headers: { 'content-type': 'application/json' } });
};
