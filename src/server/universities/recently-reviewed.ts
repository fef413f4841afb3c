// The home page's 'Recently reviewed': the universities of the newest published reviews, each once,
// newest first, with the date of their newest review and never its text.
import { db } from '#server/infra/db.ts';

export interface RecentlyReviewed {
  id: number;
  name: string;
  country: string;
  reviewedAt: string;
}

/** Up to `limit` universities, from the newest published reviews (the status and date index). */
export async function recentlyReviewed(limit: number): Promise<RecentlyReviewed[]> {
  const rows = await db().review.findMany({
    where: { status: 'published' },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: limit * 10,
    select: { createdAt: true, university: { select: { id: true, name: true, country: true } } },
  });
  const seen = new Map<number, RecentlyReviewed>();
  for (const row of rows) {
    if (seen.size >= limit) break;
    if (!seen.has(row.university.id)) seen.set(row.university.id, { ...row.university, reviewedAt: row.createdAt.toISOString() });
  }
  return [...seen.values()];
}
