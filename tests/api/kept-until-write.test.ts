// Replies kept until the next write (keptUntilWrite in src/server/read-db.ts): a kept reply follows
// a write, whether the write comes from this process's ORM client or another connection, once it
// has been kept KEPT_AT_LEAST_MS (decision 038: built at most once per period, whatever the writes).
import { afterAll, describe, expect, it, vi } from 'vitest';
import { handleRestRequest } from '#transport/rest/rest-api.ts';
import { bulkSettleMs } from '#transport/rest/public-bulk.ts';
import Database from 'better-sqlite3';
import { openPostgres } from '#server/infra/db.ts';
import { KEPT_AT_LEAST_MS, keptUntilWrite } from '#server/infra/read-db.ts';
import { Prisma } from '#server/generated/prisma/client.ts';
import { databaseFile, settings } from '#server/infra/env.ts';
import { createUniversity } from '../factories/universities.ts';
import { createReview } from '../factories/reviews.ts';
import { createUserWithSession } from '../factories/users.ts';
import { api } from '../support/api-request.ts';
import { isPostgres } from '../support/test-database.ts';

type IdRow = { id: number; name: string; review_count: number };
const idsReply = async () => (await api('GET', '/specificUni/all_university_ids')).body as IdRow[];

/** Moves the clock on by `ms`. It stays where it is moved for the rest of the file: never back. */
function later(ms: number) {
  if (!vi.isFakeTimers()) vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + ms);
}

afterAll(() => {
  vi.useRealTimers();
});

describe('GET /api/specificUni/all_university_ids, kept until a write', () => {
  it('shows a new university and a new review once the list has been kept its least time', async () => {
    later(KEPT_AT_LEAST_MS);
    await idsReply();
    const uni = await createUniversity();
    // Built moments ago: the list is kept, without the new university.
    expect((await idsReply()).find((row) => row.id === uni.id)).toBeUndefined();
    later(KEPT_AT_LEAST_MS);
    expect((await idsReply()).find((row) => row.id === uni.id)).toEqual({ id: uni.id, name: uni.name, review_count: 0 });
    await createReview({ universityId: uni.id });
    later(KEPT_AT_LEAST_MS);
    expect((await idsReply()).find((row) => row.id === uni.id)?.review_count).toBe(1);
  });

  it('shows a rename made by another connection (another process) once the list has been kept its least time', async () => {
    const uni = await createUniversity();
    later(KEPT_AT_LEAST_MS);
    await idsReply();
    await renameFromAnotherConnection(uni.id, `${uni.name} (renamed)`);
    expect((await idsReply()).find((row) => row.id === uni.id)?.name).toBe(uni.name);
    later(KEPT_AT_LEAST_MS);
    expect((await idsReply()).find((row) => row.id === uni.id)?.name).toBe(`${uni.name} (renamed)`);
  });
});

describe('GET /api/specificUni/all_university_ids in Brotli', () => {
  const brotliTag = async () =>
    (
      await handleRestRequest(
        new Request('http://localhost/api/specificUni/all_university_ids', { headers: { 'accept-encoding': 'br' } }),
        '127.0.0.1',
      )
    ).headers.get('etag')!;

  it('keeps its harder compression across a write that leaves the list as it was, and drops it with the list', async () => {
    // The list as the earlier writes left it.
    later(KEPT_AT_LEAST_MS);
    const first = await brotliTag();
    later(bulkSettleMs() + 1_000);
    await vi.waitFor(async () => expect(await brotliTag()).toMatch(/-br10"$/), { timeout: 10_000, interval: 50 });
    const settled = await brotliTag();
    expect(settled.replace('-br10', '-br')).toBe(first);
    // A write the list does not show: the list is read again and found the same.
    await createUserWithSession();
    expect(await brotliTag()).toBe(settled);
    // One it shows: a new body, compressed fast again, once the list has been kept its least time.
    await createUniversity();
    expect(await brotliTag()).toBe(settled);
    later(KEPT_AT_LEAST_MS);
    expect(await brotliTag()).toMatch(/-br"$/);
    expect(await brotliTag()).not.toBe(first);
  });
});

/** A write that the app's client never sees: a connection of its own, as another process has. */
async function renameFromAnotherConnection(id: number, name: string): Promise<void> {
  if (isPostgres) {
    const other = openPostgres(settings().DATABASE_URL, 1);
    try {
      await other.$executeRaw(Prisma.sql`UPDATE "University" SET "name" = ${name} WHERE "id" = ${id}`);
    } finally {
      await other.$disconnect();
    }
    return;
  }
  const other = new Database(databaseFile());
  try {
    other.prepare(`UPDATE "University" SET "name" = ? WHERE "id" = ?`).run(name, id);
  } finally {
    other.close();
  }
}

describe('keptUntilWrite with its own periods', () => {
  it('builds again at the first write with no least time, and after its longest time without one', async () => {
    const key = `periods-${Date.now()}`;
    let builds = 0;
    const read = () => keptUntilWrite(key, () => Promise.resolve((builds += 1)), { atLeastMs: 0, atMostMs: 60_000 });
    expect(await read()).toBe(1);
    expect(await read()).toBe(1);
    // A write of this process, then of another connection: each seen by the next read at once.
    await createUniversity();
    expect(await read()).toBe(2);
    const uni = await createUniversity();
    expect(await read()).toBe(3);
    await renameFromAnotherConnection(uni.id, `${uni.name} (renamed)`);
    expect(await read()).toBe(4);
    // No write, but the longest time has passed.
    later(59_000);
    expect(await read()).toBe(4);
    later(2_000);
    expect(await read()).toBe(5);
  });
});
