// A university page asked with a study filter in its address (`?level=doctoral`, `?field=health`)
// is rendered on demand with that filter, through the on-demand route (/live/university/{id}, the
// same view the build uses): the prerendered page holds only the unfiltered first page, and this is
// how the filters work without JavaScript (docs/rules/pages-and-search.md#university-pages). With
// JavaScript the island reads the same address and loads the same list.
import type { IncomingMessage } from 'node:http';

const UNIVERSITY_PAGE = /^\/university\/([1-9]\d{0,9})$/;
const FILTERS = ['level', 'field'];

/**
 * Points a filtered university page's request at its on-demand route (the query kept) and says
 * so; leaves every other request as it is. Runs after the canonical-address redirect.
 */
export function routedToFilteredPage(req: IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const target = req.url ?? '';
  const queryAt = target.indexOf('?');
  if (queryAt < 0) return false;
  const page = UNIVERSITY_PAGE.exec(target.slice(0, queryAt));
  const query = new URLSearchParams(target.slice(queryAt + 1));
  if (!page || !FILTERS.some((name) => query.get(name))) return false;
  req.url = `/live/university/${page[1]}${target.slice(queryAt)}`;
  return true;
}
