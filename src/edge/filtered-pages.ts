// A university page asked with a study filter in its address (`?level=doctoral`, `?field=health`)
// is rendered on demand with that filter, through the on-demand route (/live/university/{id}, the
// same view the build uses): the prerendered page holds only the unfiltered first page, and this is
// how the filters work without JavaScript (docs/rules/pages-and-search.md#university-pages). With
// JavaScript the island reads the same address and loads the same list.
// A country page asked with a view (`?sort=name`, `?category=housing`, `?state=…`, `?page=2`) goes
// to /live/country/{code} the same way (docs/rules/rankings.md#countries).
import type { IncomingMessage } from 'node:http';
import { COUNTRY_VIEW_PARAMS } from '#shared/rankings/country-pages.ts';

/** The pages with views in their query: the page's path, the query names, the on-demand route. */
const ROUTES: { page: RegExp; params: readonly string[]; live: string }[] = [
  { page: /^\/university\/([1-9]\d{0,9})$/, params: ['level', 'field'], live: '/live/university/' },
  { page: /^\/country\/([a-z]{2})$/, params: COUNTRY_VIEW_PARAMS, live: '/live/country/' },
];

/**
 * Points a filtered university page's (or a country view's) request at its on-demand route (the query kept) and says
 * so; leaves every other request as it is. Runs after the canonical-address redirect.
 */
export function routedToFilteredPage(req: IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const target = req.url ?? '';
  const queryAt = target.indexOf('?');
  if (queryAt < 0) return false;
  const path = target.slice(0, queryAt);
  const query = new URLSearchParams(target.slice(queryAt + 1));
  for (const route of ROUTES) {
    const page = route.page.exec(path);
    if (!page || !route.params.some((name) => query.get(name))) continue;
    req.url = `${route.live}${page[1]}${target.slice(queryAt)}`;
    return true;
  }
  return false;
}
