// GET /api/open-data/universities.json and .csv (docs/rules/open-data.md): the open-data files,
// the same bytes the build writes under /data/. Unlike the other calls they may be cached.
import { openDataFiles } from '#server/open-data/open-data.ts';
import type { Route } from '../router.ts';
import { textReply, toResponse, type RestReply } from '../http.ts';
import { OPEN_DATA_CACHE_CONTROL, openDataCsvDoc, openDataJsonDoc } from '../route-docs/open-data.ts';

/** The content type of each file, here and in the build's static copies (src/pages/data/). */
export const OPEN_DATA_CONTENT_TYPES = { json: 'application/json; charset=utf-8', csv: 'text/csv; charset=utf-8' } as const;

/** A reply with the file `kind`. */
async function openDataReply(kind: keyof typeof OPEN_DATA_CONTENT_TYPES): Promise<RestReply> {
  return textReply(200, await openDataFiles[kind](), {
    'content-type': OPEN_DATA_CONTENT_TYPES[kind],
    'cache-control': OPEN_DATA_CACHE_CONTROL,
  });
}

/** The same as a web Response: what the build writes to /data/. */
export async function openDataResponse(kind: keyof typeof OPEN_DATA_CONTENT_TYPES): Promise<Response> {
  return toResponse(await openDataReply(kind));
}

export const openDataRoutes: Route[] = [
  { method: 'GET', path: '/open-data/universities.json', doc: openDataJsonDoc, handler: () => openDataReply('json') },
  { method: 'GET', path: '/open-data/universities.csv', doc: openDataCsvDoc, handler: () => openDataReply('csv') },
];
