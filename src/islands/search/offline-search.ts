// The offline fallback of the results page: Pagefind's index of the universities (a record of each
// one's page, name and country, and the short names and other forms of its name's words that the
// live search finds it by, written by the build: integrations/pagefind.mjs), used when the API
// cannot be reached. It knows names and pages, not live ratings.
import { MINOR_WORDS, foldText } from '#shared/site/search-key.ts';

interface PagefindHit {
  url: string;
  meta: { title?: string; country?: string };
}
interface Pagefind {
  search: (query: string, options: object) => Promise<{ results: { data: () => Promise<PagefindHit> }[] } | null>;
}

export interface OfflineHit {
  url: string;
  name: string;
  /** The line under the name on the university page, when the index has it. */
  country: string | null;
}

export const OFFLINE_RESULTS_MAX = 20;

// A variable, so that the bundler leaves the import to the browser: the file exists only in a build.
const PAGEFIND_URL = '/pagefind/pagefind.js';
let pagefind: Promise<Pagefind> | undefined;

/**
 * The query as Pagefind is asked it. Pagefind finds only records that hold every query word, and
 * the other forms of a name in the records have no small words: 'technical university of munich'
 * is asked as 'technical university munich'. A query of small words only is asked as typed.
 */
export function pagefindQuery(query: string): string {
  const words = query.split(/\s+/).filter(Boolean);
  const major = words.filter((word) => !MINOR_WORDS.has(foldText(word)));
  return (major.length > 0 ? major : words).join(' ');
}

/** University pages matching the query, best first (the first 20 of `total`). Throws when the index cannot be loaded. */
export async function searchOffline(query: string): Promise<{ total: number; hits: OfflineHit[] }> {
  pagefind ??= import(/* @vite-ignore */ PAGEFIND_URL);
  let index: Pagefind;
  try {
    index = await pagefind;
  } catch (error) {
    pagefind = undefined;
    throw error;
  }
  const search = await index.search(pagefindQuery(query), { filters: { type: 'university' } });
  const results = search?.results ?? [];
  const pages = await Promise.all(results.slice(0, OFFLINE_RESULTS_MAX).map((result) => result.data()));
  const hits = pages.map((page) => {
    const name = page.meta.title ?? page.url;
    return { url: page.url.replace(/(.)\/(?=$|[?#])/, '$1'), name, country: page.meta.country || null };
  });
  return { total: results.length, hits };
}
