// Build-only: every university's page, name and country, and the extra words the live search finds
// it by (short names, other forms of its name's words: offline-words.ts), which the Pagefind step
// of the build (integrations/pagefind.mjs) turns into the offline search's records and then
// deletes, so that Pagefind never parses 10,000 university pages. Not served: the file is gone
// once the build ends.
import type { APIRoute } from 'astro';
import { offlineWordsOf } from '#server/universities/search/offline-words.ts';
import { listUniversitiesForSearchIndex } from '#server/universities/universities.ts';

export const prerender = true;

export const GET: APIRoute = async () => {
  const universities = await listUniversitiesForSearchIndex();
  const words = offlineWordsOf(universities);
  const records = universities.map((u, at) => ({ url: `/university/${u.id}`, name: u.name, country: u.country, words: words[at] }));
  return new Response(JSON.stringify(records), { headers: { 'content-type': 'application/json' } });
};
