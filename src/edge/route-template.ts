// What a request is counted and logged under (docs/decisions/043-operability.md): the template of
// the route it goes to, never the raw path, which may carry ids, search words or an address, and
// would give the metrics a new series for every one. The REST API's templates come from its route
// table ('/api/specificUni/{id}/reviews'), tRPC's from its procedures ('/api/trpc/reviews.like'),
// the pages' are Astro's ('/university/[id]'); the build's files count as 'static', and anything
// else as 'other' (or '/api/{unknown}' under /api).
import { restRoutes } from '#transport/rest/rest-api.ts';
import { routeTemplate as restRouteTemplate } from '#transport/rest/router.ts';
import { appRouter } from '#transport/trpc/root.ts';

/** The pages of src/pages, by their Astro route (tests/unit/route-template.test.ts keeps it whole). */
const PAGES = new Set([
  '/',
  '/about',
  '/addSchool',
  '/compare',
  '/contact',
  '/copyright',
  '/countries',
  '/data/universities.csv',
  '/data/universities.json',
  '/developers/api',
  '/faq',
  '/forgotPassword',
  '/guidelines',
  '/login',
  '/moderation',
  '/open-data',
  '/pagefind-universities.json',
  '/privacy',
  '/profile',
  '/rankings/method',
  '/representative',
  '/resetPassword',
  '/robots.txt',
  '/savedReviews',
  '/search/university',
  '/signUp',
  '/sitemap.xml',
  '/terms',
]);

/** The pages with a parameter, as Astro names them. */
const PAGE_PATTERNS: [RegExp, string][] = [
  [/^\/university\/[^/]+$/, '/university/[id]'],
  [/^\/live\/university\/[^/]+$/, '/live/university/[id]'],
  [/^\/live\/university\/[^/]+\/ratings$/, '/live/university/[id]/ratings'],
  [/^\/addReview\/[^/]+$/, '/addReview/[id]'],
  [/^\/editReview\/[^/]+$/, '/editReview/[id]'],
  [/^\/country\/[^/]+$/, '/country/[code]'],
  [/^\/live\/country\/[^/]+$/, '/live/country/[code]'],
];

const API = /^\/api(?=\/|$)/;
const TRPC = /^\/api\/trpc\/([^/]+)$/;
/** The build's assets: Astro's bundles, the search index, and any other file with an extension. */
const STATIC = /^\/(?:_astro|pagefind)\/|\.[A-Za-z0-9]+$/;

const procedures = new Set(Object.keys(appRouter._def.procedures));

function templateOf(method: string, path: string): string {
  if (API.test(path)) {
    const trpc = TRPC.exec(path);
    if (trpc) return procedures.has(trpc[1]!) ? path : '/api/trpc/{unknown}';
    const template = restRouteTemplate(restRoutes, method, path.slice('/api'.length) || '/');
    return template ? `/api${template}` : '/api/{unknown}';
  }
  // One trailing slash is the same page (the edge redirects it to the address without).
  const page = path.length > 1 ? path.replace(/\/$/, '') : path;
  if (PAGES.has(page)) return page;
  for (const [pattern, template] of PAGE_PATTERNS) if (pattern.test(page)) return template;
  return STATIC.test(page) ? 'static' : 'other';
}

/** Templates already worked out, by method and path: most requests repeat a few paths. */
const known = new Map<string, string>();
const KNOWN_MAX = 2_000;

/** The template a request is counted and logged under; `target` is the request target as sent. */
export function routeTemplateOf(method: string, target: string): string {
  const path = target.split('?', 1)[0]!;
  const key = `${method} ${path}`;
  let template = known.get(key);
  if (template === undefined) {
    template = templateOf(method, path);
    if (known.size >= KNOWN_MAX) known.clear();
    known.set(key, template);
  }
  return template;
}
