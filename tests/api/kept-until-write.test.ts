// Replies kept until the next write (keptUntilWrite in src/server/read-db.ts): a kept reply never
// outlives a write, whether the write comes from this process's ORM client or another connection.
import { describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { databaseFile } from '#server/env.ts';
import { createUniversity } from '../factories/universities.ts';
import { createReview } from '../factories/reviews.ts';
import { api } from '../support/api-request.ts';
import { isPostgres } from '../support/test-database.ts';

type IdRow = { id: number; name: string; review_count: number };
const idsReply = async () => (await api('GET', '/specificUni/all_university_ids')).body as IdRow[];

describe('GET /api/specificUni/all_university_ids, kept until a write', () => {
  it('shows a new university and a new review at once', async () => {
    await idsReply();
    const uni = await createUniversity();
    expect((await idsReply()).find((row) => row.id === uni.id)).toEqual({ id: uni.id, name: uni.name, review_count: 0 });
    await createReview({ universityId: uni.id });
    expect((await idsReply()).find((row) => row.id === uni.id)?.review_count).toBe(1);
  });

  // SQLite only: the other connection is a better-sqlite3 handle on the file.
  it.skipIf(isPostgres)('shows a rename made by another connection (another process) at once', async () => {
    const uni = await createUniversity();
    await idsReply();
    const other = new Database(databaseFile());
    try {
      other.prepare(`UPDATE "University" SET "name" = ? WHERE "id" = ?`).run(`${uni.name} (renamed)`, uni.id);
    } finally {
      other.close();
    }
    expect((await idsReply()).find((row) => row.id === uni.id)?.name).toBe(`${uni.name} (renamed)`);
  });
});
