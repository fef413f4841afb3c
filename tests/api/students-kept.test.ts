import fs from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '#server/infra/db.ts';
import { databaseFile } from '#server/infra/env.ts';
import { createUserWithSession } from '../factories/users.ts';
import { createUniversity } from '../factories/universities.ts';
import { reviewBody } from '../factories/reviews.ts';
import { api, freshAddress } from '../support/api-request.ts';
import { clearOutbox } from '../support/outbox.ts';
import { confirm, mailedCode, unique, universityWithDomain, verifiedStudent, verify } from '../support/students.ts';
import { expectAggregateMatchesRows } from '../support/trust.ts';
import { isPostgres } from '../support/test-database.ts';

beforeEach(clearOutbox);

describe('what a verification keeps', () => {
  afterEach(() => vi.restoreAllMocks());

  // SQLite only: it searches the database file's bytes.
  it.skipIf(isPostgres)('keeps the academic address in no table and no log', async () => {
    const logged: string[] = [];
    for (const level of ['log', 'warn', 'error', 'info'] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')));
    }
    const local = `zqprivate${unique()}`;
    const account = await createUserWithSession();
    const { domain } = await universityWithDomain();
    const email = `${local}@${domain}`;
    await verify(account.token, { email });
    expect((await confirm(account.token, { code: await mailedCode(email) })).status).toBe(200);
    const files = ['', '-wal'].map((suffix) => `${databaseFile()}${suffix}`).filter((file) => fs.existsSync(file));
    const bytes = Buffer.concat(files.map((file) => fs.readFileSync(file)));
    // The account's own email is there to be found: the search would see the address if it were kept.
    expect(bytes.includes(account.user.email)).toBe(true);
    expect(bytes.includes(email)).toBe(false);
    expect(bytes.includes(local)).toBe(false);
    expect(logged.filter((line) => line.includes(local))).toEqual([]);
  });

  it('deletes the verified address and a pending code with the account', async () => {
    const student = await verifiedStudent();
    await verify(student.token, { email: student.email });
    expect(await db().studentCode.count({ where: { userId: student.user.id } })).toBe(1);
    expect((await api('DELETE', '/users/delete', { token: student.token })).status).toBe(200);
    expect(await db().studentAddress.count({ where: { userId: student.user.id } })).toBe(0);
    expect(await db().studentCode.count({ where: { userId: student.user.id } })).toBe(0);
    const other = await createUserWithSession();
    expect((await verify(other.token, { email: student.email })).status).toBe(200);
  });
});

describe('reviews by verified students', () => {
  const submit = (body: unknown, token?: string) => api('POST', '/reviews/submit', { body, token, address: freshAddress() });
  const verifiedOf = async (id: number) => (await db().review.findUniqueOrThrow({ where: { id } })).verified;

  it('are marked for their university once per account, signed or anonymous, and counted in the aggregate', async () => {
    const { token, uni } = await verifiedStudent();
    const signed = await submit(reviewBody(uni.id, { review_text: 'Signed by a student who studies here.' }), token);
    const anonymous = await submit(reviewBody(uni.id, { review_text: 'Anonymous, from the same student.', is_anonymous: true }), token);
    const stranger = await createUserWithSession();
    const outsider = await submit(reviewBody(uni.id, { review_text: 'Signed by someone not verified.' }), stranger.token);
    expect([signed.status, anonymous.status, outsider.status]).toEqual([200, 200, 200]);
    expect(await verifiedOf(signed.body.review_id)).toBe(true);
    // The account's second review of the university does not carry the mark again.
    expect(await verifiedOf(anonymous.body.review_id)).toBe(false);
    expect(await verifiedOf(outsider.body.review_id)).toBe(false);
    const page = await api('GET', `/specificUni/${uni.id}/reviews`);
    const shown = Object.fromEntries(page.body.reviews.map((r: { id: number; verified: boolean }) => [r.id, r.verified]));
    expect(shown).toEqual({ [signed.body.review_id]: true, [anonymous.body.review_id]: false, [outsider.body.review_id]: false });
    expect((await expectAggregateMatchesRows(uni.id)).verifiedCount).toBe(1);
    // Only a keyed hash records the use: no column links the account to the anonymous review.
    const uses = await db().verifiedMarkUse.findMany();
    expect(uses.length).toBeGreaterThan(0);
    for (const use of uses) expect(use.key).toMatch(/^[\w-]{43}$/);

    // An edit keeps the mark as posted.
    const edit = await api('PUT', `/reviews/${signed.body.review_id}`, {
      token,
      body: reviewBody(uni.id, { review_text: 'Edited, still mine.' }),
    });
    expect(edit.status).toBe(200);
    expect(await verifiedOf(signed.body.review_id)).toBe(true);
    expect((await expectAggregateMatchesRows(uni.id)).verifiedCount).toBe(1);
  });

  it('carry the mark on the first anonymous review only, even when several are posted at once', async () => {
    const { token, uni } = await verifiedStudent();
    const texts = [
      'First anonymous view of the library hours.',
      'Second anonymous view of the sports hall.',
      'Third anonymous view of the halls.',
    ];
    const replies = await Promise.all(
      texts.map((review_text) => submit(reviewBody(uni.id, { review_text, comments: null, is_anonymous: true }), token)),
    );
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200]);
    const marks = await Promise.all(replies.map((reply) => verifiedOf(reply.body.review_id)));
    expect(marks.filter(Boolean)).toHaveLength(1);
    expect((await expectAggregateMatchesRows(uni.id)).verifiedCount).toBe(1);
  });

  it('gives the mark back when the account deletes the signed review that used it', async () => {
    const { token, uni } = await verifiedStudent();
    const first = await submit(reviewBody(uni.id, { review_text: 'My first signed review of this place.' }), token);
    expect(await verifiedOf(first.body.review_id)).toBe(true);
    expect((await api('DELETE', `/reviews/delete/${first.body.review_id}`, { token })).status).toBe(200);
    const again = await submit(reviewBody(uni.id, { review_text: 'Written again after deleting the first one.' }), token);
    expect(await verifiedOf(again.body.review_id)).toBe(true);
  });

  it('are not marked for another university', async () => {
    const { token } = await verifiedStudent();
    const other = await createUniversity();
    const reply = await submit(reviewBody(other.id, { review_text: 'About a university I do not attend.' }), token);
    expect(await verifiedOf(reply.body.review_id)).toBe(false);
    expect((await expectAggregateMatchesRows(other.id)).verifiedCount).toBe(0);
  });
});
