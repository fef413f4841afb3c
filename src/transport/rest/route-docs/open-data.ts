// The docs of GET /api/open-data/universities.json and .csv (docs/rules/open-data.md), in
// routes/open-data.ts, with the JSON file's reply shape.
import { z } from 'zod';
import { OPEN_DATA_CSV_HEADER, OPEN_DATA_LICENSE, type OpenDataDocument } from '#server/open-data/open-data.ts';
import { MAX_ID } from '#shared/ids.ts';
import { averagesReply } from '#shared/schemas/replies.ts';
import { PUBLIC_BULK_REPLY_HEADERS, type RouteDoc } from '../route-doc.ts';

/** Both files may be cached a little while: they change only with new reviews. */
export const OPEN_DATA_CACHE_CONTROL = 'public, max-age=300';

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
  })
  .meta({ id: 'OpenDataUniversity', description: 'One reviewed university: aggregates only, never a review or an account.' });

export const openDataReply = z
  .strictObject({
    license: z.literal(OPEN_DATA_LICENSE),
    generated_at: z.iso.datetime().meta({ description: 'When these figures were read, ISO 8601 UTC; it stays the same while they do.' }),
    universities: z.array(openDataUniversityReply).meta({ description: 'Every university with a published review, by id.' }),
  })
  .meta({ id: 'OpenData' });

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Compiles only while the schema matches the service's type. */
export const replyMatchesService: Same<z.output<typeof openDataReply>, OpenDataDocument> = true;

const CACHE_HEADERS = { 'Cache-Control': OPEN_DATA_CACHE_CONTROL, ...PUBLIC_BULK_REPLY_HEADERS };
const LICENCE = `Licensed ${OPEN_DATA_LICENSE}: reuse it freely, crediting UniReviews.`;

export const openDataJsonDoc: RouteDoc = {
  summary: 'Open data (JSON)',
  description: `Every university with at least one published review: its review and verified-review counts, the date of its newest review and its unrounded averages. ${LICENCE} The build also serves it as /data/universities.json.`,
  tag: 'Open data',
  auth: 'none',
  reply: { status: 200, description: 'The open-data document', schema: openDataReply },
  replyHeaders: CACHE_HEADERS,
  notModified: true,
  errors: [],
};

export const openDataCsvDoc: RouteDoc = {
  summary: 'Open data (CSV)',
  description: `The rows of the JSON file as RFC 4180 CSV in UTF-8 (CRLF line ends, a header row): ${OPEN_DATA_CSV_HEADER.join(', ')}. The averages have 2 decimals; a missing date is an empty field. ${LICENCE} The build also serves it as /data/universities.csv.`,
  tag: 'Open data',
  auth: 'none',
  reply: {
    status: 200,
    description: 'The open-data table',
    mediaType: 'text/csv',
    schema: z.string().meta({ description: 'CSV text with a header row.' }),
  },
  replyHeaders: CACHE_HEADERS,
  notModified: true,
  errors: [],
};
