// The public documents, REST only: the open-data files GET /api/open-data/universities.json and
// .csv (docs/rules/open-data.md), the same bytes the build writes under /data/, and the API
// description GET /api/openapi.json. Unlike the other calls they may be cached, and they answer
// from the request itself (ETag, compression), so each keeps its own handler.
import { z } from 'zod';
import { RANKING_MINIMUM } from '#shared/rankings/ranking.ts';
import { cachedOpenDataFile } from '#server/open-data/cache.ts';
import {
  OPEN_DATA_CSV_HEADER,
  OPEN_DATA_LICENSE,
  openDataBytes,
  readOpenDataRows,
  type OpenDataDocument,
} from '#server/open-data/open-data.ts';
import { MAX_ID } from '#shared/ids.ts';
import { averagesReply } from '#shared/schemas/replies.ts';
import { LEVEL_MINIMUM } from '#shared/reviews/level-breakdown.ts';
import { STUDY_LEVELS, type StudyLevel } from '#shared/reviews/study-context.ts';
import type { RequestHeadersView } from '../request-view.ts';
import { entityTag, matchesIfNoneMatch, textReply, toResponse, type RestReply } from '../rest/http.ts';
import { OPENAPI_VERSION } from '../rest/openapi.ts';
import type { OpenApiDocument } from '../rest/openapi-types.ts';
import { PublicBody, publicBulkReply } from '../rest/public-bulk.ts';
import { PUBLIC_BULK_REPLY_HEADERS } from '../rest/route-doc.ts';
import { endpoint } from './endpoint.ts';

/** Both files may be cached a little while: they change only with new reviews. */
export const OPEN_DATA_CACHE_CONTROL = 'public, max-age=300';

/** The content type of each file, here and in the build's static copies (src/pages/data/). */
export const OPEN_DATA_CONTENT_TYPES = { json: 'application/json; charset=utf-8', csv: 'text/csv; charset=utf-8' } as const;

type Kind = keyof typeof OPEN_DATA_CONTENT_TYPES;

const count = z.int().min(0);

export const openDataUniversityReply = z
  .strictObject({
    id: z.int().min(1).max(MAX_ID),
    name: z.string(),
    country: z.string(),
    review_count: count.min(1).meta({ description: 'Published reviews.' }),
    verified_count: count.meta({ description: 'Published reviews by verified students of the university.' }),
    last_review_at: z.iso.datetime().nullable().meta({ description: 'The newest published review, ISO 8601 UTC.' }),
    averages: averagesReply,
    levels: z
      .strictObject(
        Object.fromEntries(
          STUDY_LEVELS.map(({ code }) => [
            code,
            z.strictObject({ review_count: count.min(LEVEL_MINIMUM), averages: averagesReply }).optional(),
          ]),
        ) as Record<StudyLevel, z.ZodOptional<z.ZodObject<{ review_count: z.ZodInt; averages: typeof averagesReply }>>>,
      )
      .meta({
        description: `Per study level named by its reviews, only where a level has at least ${LEVEL_MINIMUM} published reviews: their count and averages.`,
      }),
    country_rank: z
      .int()
      .min(1)
      .nullable()
      .meta({
        description: `Its place in its country's overall ranking (from ${RANKING_MINIMUM} published reviews); null when not ranked.`,
      }),
    country_score: z
      .number()
      .min(1)
      .max(5)
      .nullable()
      .meta({ description: 'The shrunk average that place is by, 3 decimals; null when not ranked.' }),
  })
  .meta({ id: 'OpenDataUniversity', description: 'One reviewed university: aggregates only, never a review or an account.' });

export const openDataDocumentReply = z
  .strictObject({
    license: z.literal(OPEN_DATA_LICENSE),
    generated_at: z.iso.datetime().meta({ description: 'When these figures were read, ISO 8601 UTC; it stays the same while they do.' }),
    universities: z.array(openDataUniversityReply).meta({ description: 'Every university with a published review, by id.' }),
  })
  .meta({ id: 'OpenData' });

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Compiles only while the schema matches the service's type. */
export const replyMatchesService: Same<z.output<typeof openDataDocumentReply>, OpenDataDocument> = true;

const CACHE_HEADERS = { 'Cache-Control': OPEN_DATA_CACHE_CONTROL, ...PUBLIC_BULK_REPLY_HEADERS };
const LICENCE = `Licensed ${OPEN_DATA_LICENSE}: reuse it freely, crediting UniReviews.`;

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
async function openDataFileReply(request: RequestHeadersView, kind: Kind): Promise<RestReply> {
  const body = await keptFile(kind);
  return publicBulkReply(request, body, { 'content-type': OPEN_DATA_CONTENT_TYPES[kind], 'cache-control': OPEN_DATA_CACHE_CONTROL });
}

/** The reply to a request without Accept-Encoding, as a web Response: what the build writes to /data/. */
export async function openDataResponse(kind: Kind): Promise<Response> {
  return toResponse(await openDataFileReply({ headers: new Headers() }, kind));
}

export const openDataEndpoints = {
  json: endpoint({
    auth: 'none',
    rest: {
      method: 'GET',
      path: '/open-data/universities.json',
      doc: {
        summary: 'Open data (JSON)',
        description: `Every university with at least one published review: its review and verified-review counts, the date of its newest review and its unrounded averages. ${LICENCE} The build also serves it as /data/universities.json.`,
        tag: 'Open data',
        reply: { status: 200, description: 'The open-data document', schema: openDataDocumentReply },
        replyHeaders: CACHE_HEADERS,
        notModified: true,
        errors: [],
      },
      handler: ({ request }) => openDataFileReply(request, 'json'),
    },
  }),
  csv: endpoint({
    auth: 'none',
    rest: {
      method: 'GET',
      path: '/open-data/universities.csv',
      doc: {
        summary: 'Open data (CSV)',
        description: `The rows of the JSON file as RFC 4180 CSV in UTF-8 (CRLF line ends, a header row): ${OPEN_DATA_CSV_HEADER.join(', ')}. The averages have 2 decimals; a missing date is an empty field. ${LICENCE} The build also serves it as /data/universities.csv.`,
        tag: 'Open data',
        reply: {
          status: 200,
          description: 'The open-data table',
          mediaType: 'text/csv',
          schema: z.string().meta({ description: 'CSV text with a header row.' }),
        },
        replyHeaders: CACHE_HEADERS,
        notModified: true,
        errors: [],
      },
      handler: ({ request }) => openDataFileReply(request, 'csv'),
    },
  }),
};

export const OPENAPI_CACHE_CONTROL = 'public, max-age=300';

/**
 * The API description serving `document()` (the whole table's, this call included), serialised
 * once. It changes only with a new build, and its ETag lets a client revalidate cheaply.
 */
export function apiDescriptionEndpoints(document: () => OpenApiDocument) {
  let served: { body: string; etag: string } | undefined;
  return {
    openapi: endpoint({
      auth: 'none',
      rest: {
        method: 'GET',
        path: '/openapi.json',
        doc: {
          summary: 'This API description',
          description:
            'The OpenAPI 3.1 document of every call, built from the same schemas the calls check their input with. Readable at /developers/api.',
          tag: 'API description',
          reply: {
            status: 200,
            description: 'The OpenAPI document',
            schema: z.looseObject({
              openapi: z.literal(OPENAPI_VERSION),
              info: z.looseObject({ title: z.string() }),
              paths: z.record(z.string(), z.unknown()),
            }),
          },
          replyHeaders: { 'Cache-Control': OPENAPI_CACHE_CONTROL, ETag: 'A tag of this version of the document' },
          notModified: true,
          errors: [],
        },
        handler: ({ request }) => {
          if (!served) {
            const body = JSON.stringify(document());
            served = { body, etag: `"${entityTag(body)}"` };
          }
          const headers = { 'cache-control': OPENAPI_CACHE_CONTROL, etag: served.etag };
          if (matchesIfNoneMatch(request, served.etag)) return { status: 304, headers, body: null };
          return textReply(200, served.body, { 'content-type': 'application/json; charset=utf-8', ...headers });
        },
      },
    }),
  };
}
