// What a request is counted and logged under (src/edge/route-template.ts, decision 043): the
// template of its route, never the raw path. Every page of src/pages has its Astro route as its
// template (a new page fails here until it is listed), every REST route its table path, every tRPC
// procedure its name; anything else one of a few fixed buckets.
import { describe, expect, it } from 'vitest';
import { routeTemplateOf } from '#edge/route-template.ts';
import { restRoutes } from '#transport/rest/rest-api.ts';
import { routeTemplate } from '#transport/rest/router.ts';
import { appRouter } from '#transport/trpc/root.ts';
import { filesUnder } from '../support/paths.ts';

/** The Astro route of each page file (not the API's mount points, nor the 404 page). */
const pageRoutes = filesUnder('src/pages', /\.(astro|ts)$/)
  .map((file) => file.replace(/^src\/pages/, '').replace(/\.(astro|ts)$/, ''))
  .filter((route) => !route.startsWith('/api/') && route !== '/404')
  .map((route) => route.replace(/\/index$/, '') || '/');

describe('routeTemplateOf', () => {
  it('finds the pages', () => {
    expect(pageRoutes).toContain('/university/[id]');
    expect(pageRoutes).toContain('/');
  });

  it.each(pageRoutes)('gives the page %s its Astro route, whatever the id and query', (route) => {
    const path = route.replace(/\[\w+\]/g, '4711');
    expect(routeTemplateOf('GET', path)).toBe(route);
    expect(routeTemplateOf('GET', `${path}?sort=popular&q=someone@example.com`)).toBe(route);
  });

  it('gives every REST route its path under /api, with {names} for the ids', () => {
    for (const route of restRoutes) {
      const path = `/api${route.path.replace(/\{\w+\}/g, '4711')}`;
      expect(routeTemplateOf(route.method, `${path}?page=2`), `${route.method} ${route.path}`).toBe(`/api${route.path}`);
    }
    expect(routeTemplateOf('GET', '/api/specificUni/1/reviews?page=1&limit=20')).toBe('/api/specificUni/{id}/reviews');
    expect(routeTemplateOf('HEAD', '/api/specificUni/1')).toBe('/api/specificUni/{id}');
  });

  it('gives each tRPC procedure its name, and an unknown one a bucket', () => {
    for (const name of Object.keys(appRouter._def.procedures))
      expect(routeTemplateOf('POST', `/api/trpc/${name}`)).toBe(`/api/trpc/${name}`);
    expect(routeTemplateOf('POST', '/api/trpc/someone@example.com')).toBe('/api/trpc/{unknown}');
  });

  it('puts everything else in a few buckets, never the path', () => {
    expect(routeTemplateOf('GET', '/api/nope/12345')).toBe('/api/{unknown}');
    expect(routeTemplateOf('GET', '/api')).toBe('/api/{unknown}');
    expect(routeTemplateOf('GET', '/_astro/client.Dk3x9.js')).toBe('static');
    expect(routeTemplateOf('GET', '/pagefind/pagefind.js')).toBe('static');
    expect(routeTemplateOf('GET', '/favicon.svg')).toBe('static');
    expect(routeTemplateOf('GET', '/someone@example')).toBe('other');
    expect(routeTemplateOf('GET', '/wp-admin/setup')).toBe('other');
  });
});

describe("the REST router's routeTemplate", () => {
  it('matches as the router does: literal routes first, and a path routed for another method names its route', () => {
    expect(routeTemplate(restRoutes, 'GET', '/specificUni/getFeaturedUniversities')).toBe('/specificUni/getFeaturedUniversities');
    expect(routeTemplate(restRoutes, 'GET', '/specificUni/12')).toBe('/specificUni/{id}');
    expect(routeTemplate(restRoutes, 'PUT', '/reviews/submit')).toBe('/reviews/submit');
    expect(routeTemplate(restRoutes, 'GET', '/nope')).toBeUndefined();
  });
});
