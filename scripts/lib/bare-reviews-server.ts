// The benchmark's yardstick: a bare node:http server that answers the reviews-page query
// (GET /api/specificUni/{id}/reviews?page=&limit=, published reviews, newest first) with better-sqlite3 and its own
// small SQL, in the same JSON shape as ours. No framework, no ORM, no validation beyond the
// minimum: what the hardware can do for this query. Usage: tsx bare-reviews-server.ts <db> <port>
import http from 'node:http';
import Database from 'better-sqlite3';
import { RATING_CATEGORIES, categoryByKey } from '#shared/reviews/ratings.ts';

const [file, port] = [process.argv[2]!, Number(process.argv[3])];
const sqlite = new Database(file, { readonly: true });
sqlite.pragma('busy_timeout = 5000');

// The university and its aggregate row in one statement, then the page: our two queries, written
// here without our helpers (review-queries.ts), reading the same columns of the aggregate row
// (the counts, the overall rating's distribution and the sums).
const aggregateColumns = [
  'reviewCount',
  'verifiedCount',
  ...categoryByKey('overall').starColumns,
  ...RATING_CATEGORIES.map((c) => c.sumColumn),
].map((column) => `s."${column}"`);
const head = sqlite.prepare(
  `SELECT u."id", u."name", ${aggregateColumns.join(', ')} FROM "University" u LEFT JOIN "UniversityStats" s ON s."universityId" = u."id" WHERE u."id" = ?`,
);
const page = sqlite.prepare(
  `SELECT r."id", r."universityId", r."createdAt", r."reviewText", r."comments", r."likeCount", r."editedAt", r."verified",
          ${RATING_CATEGORIES.map((c) => `r."${c.column}"`).join(', ')}, usr."username"
     FROM "Review" r LEFT JOIN "User" usr ON usr."id" = r."userId"
    WHERE r."universityId" = ? AND r."status" = 'published' ORDER BY r."createdAt" DESC, r."id" DESC LIMIT ? OFFSET ?`,
);

function reply(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const match = /^\/api\/specificUni\/(\d+)\/reviews$/.exec(url.pathname);
  if (!match) return reply(res, 404, { error: 'Not found' });
  const id = Number(match[1]);
  const pageNumber = Number(url.searchParams.get('page') ?? 1);
  const limit = Number(url.searchParams.get('limit') ?? 20);
  const aggregate = head.get(id) as Record<string, number | string | null> | undefined;
  if (!aggregate) return reply(res, 404, { error: 'University not found' });
  const count = Number(aggregate.reviewCount ?? 0);
  const rows = page.all(id, limit, (pageNumber - 1) * limit) as Record<string, unknown>[];
  reply(res, 200, {
    reviews: rows.map((row) => ({
      id: row.id,
      university_id: row.universityId,
      university_name: aggregate.name,
      username: row.username ?? null,
      created_at: new Date(row.createdAt as string).toISOString(),
      ...Object.fromEntries(RATING_CATEGORIES.map((c) => [c.field, row[c.column]])),
      review_text: row.reviewText,
      comments: row.comments,
      likes: row.likeCount,
      verified: Boolean(row.verified),
      edited_at: row.editedAt == null ? null : new Date(row.editedAt as string).toISOString(),
    })),
    averages: Object.fromEntries(RATING_CATEGORIES.map((c) => [c.key, count ? Number(aggregate[c.sumColumn]) / count : 0])),
    pagination: { currentPage: pageNumber, totalPages: Math.ceil(count / limit), totalReviews: count, reviewsPerPage: limit },
  });
});

server.listen(port, '127.0.0.1', () => console.log(`bare server listening on ${port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
