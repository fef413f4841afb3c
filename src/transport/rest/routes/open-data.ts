// GET /api/open-data/universities.json and .csv (docs/rules/open-data.md): the open-data files,
// the same bytes the build writes under /data/. Unlike the other calls they may be cached, and
// they are sent compressed (public-bulk.ts).
import { cachedOpenDataFile } from '#server/open-data/cache.ts';
import { openDataBytes, readOpenDataRows } from '#server/open-data/open-data.ts';
import type { Route } from '../router.ts';
import { toResponse, type RestReply } from '../http.ts';
import { PublicBody, publicBulkReply } from '../public-bulk.ts';
import type { RequestHeadersView } from '#transport/request-view.ts';
import { OPEN_DATA_CACHE_CONTROL, openDataCsvDoc, openDataJsonDoc } from '../route-docs/open-data.ts';

/** The content type of each file, here and in the build's static copies (src/pages/data/). */
export const OPEN_DATA_CONTENT_TYPES = { json: 'application/json; charset=utf-8', csv: 'text/csv; charset=utf-8' } as const;

type Kind = keyof typeof OPEN_DATA_CONTENT_TYPES;

/** A kept file: its bytes (with their compressed forms) and when its figures were read. */
interface KeptFile {
  body: PublicBody;
  generatedAt: Date;
}

/**
 * The file `kind`, kept for the cache period (review writes do not shorten it). Built again after
 * it, it is the kept one still when the rows read the same: same bytes, date and ETag, and the harder
 * compression a settled body gets (public-bulk.ts).
 */
async function keptFile(kind: Kind): Promise<PublicBody> {
  const file = await cachedOpenDataFile<KeptFile>(kind, async (previous) => {
    const generatedAt = new Date();
    const rows = await readOpenDataRows(kind);
    const kept = await previous;
    const body = PublicBody.keptOrWritten(kept?.body, rows, () => openDataBytes(rows, generatedAt));
    return body === kept?.body ? kept : { body, generatedAt };
  });
  return file.body;
}

/** The reply with the file `kind`. */
async function openDataReply(request: RequestHeadersView, kind: Kind): Promise<RestReply> {
  const body = await keptFile(kind);
  return publicBulkReply(request, body, { 'content-type': OPEN_DATA_CONTENT_TYPES[kind], 'cache-control': OPEN_DATA_CACHE_CONTROL });
}

/** The reply to a request without Accept-Encoding, as a web Response: what the build writes to /data/. */
export async function openDataResponse(kind: Kind): Promise<Response> {
  return toResponse(await openDataReply({ headers: new Headers() }, kind));
}

export const openDataRoutes: Route[] = [
  { method: 'GET', path: '/open-data/universities.json', doc: openDataJsonDoc, handler: ({ request }) => openDataReply(request, 'json') },
  { method: 'GET', path: '/open-data/universities.csv', doc: openDataCsvDoc, handler: ({ request }) => openDataReply(request, 'csv') },
];
