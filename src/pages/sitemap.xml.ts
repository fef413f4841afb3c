// Every indexable page: the home page, help and policy pages, the API reference, the countries, and
// every university.
import type { APIRoute } from 'astro';
import { listUniversityIdsForSitemap } from '#server/universities/universities.ts';
import { listCountries } from '#server/universities/countries.ts';
import { countryPath } from '#shared/rankings/country-pages.ts';

const STATIC_PATHS = [
  '/',
  '/about',
  '/guidelines',
  '/terms',
  '/privacy',
  '/copyright',
  '/faq',
  '/contact',
  '/addSchool',
  '/search/university',
  '/developers/api',
  '/open-data',
  '/countries',
  '/rankings/method',
];

export const GET: APIRoute = async ({ site }) => {
  const [universities, countries] = await Promise.all([listUniversityIdsForSitemap(), listCountries()]);
  const url = (path: string, lastmod?: Date | null) =>
    `<url><loc>${new URL(path, site).href}</loc>${lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`;
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...STATIC_PATHS.map((path) => url(path)),
    ...countries.map((country) => url(countryPath(country.code))),
    ...universities.map((u) => url(`/university/${u.id}`, u.lastReviewAt)),
    '</urlset>',
  ].join('\n');
  return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
};
