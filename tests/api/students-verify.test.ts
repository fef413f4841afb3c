import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '#server/infra/db.ts';
import { resetSettingsForTests } from '#server/infra/env.ts';
import { EMAIL_MESSAGE } from '#shared/accounts/email.ts';
import { INVALID_STUDENT_CODE } from '#shared/schemas/students.ts';
import { DEFAULT_PASSWORD, createUserWithSession } from '../factories/users.ts';
import { createUniversity } from '../factories/universities.ts';
import { api, freshAddress } from '../support/api-request.ts';
import { clearOutbox, readOutbox } from '../support/outbox.ts';
import { confirm, mailedCode, unique, universityWithDomain, verifiedStudent, verify } from '../support/students.ts';
import { trpcAs, trpcFailure } from '../support/trust.ts';

const UNKNOWN = 'This address does not belong to a university we know.';

beforeEach(clearOutbox);

describe('POST /api/users/verifyStudent', () => {
  it('mails a 30-minute code to an address of a listed domain, or of a subdomain, and keeps only hashes', async () => {
    const { token, user } = await createUserWithSession();
    const { uni, domain } = await universityWithDomain();
    const email = `ada${unique()}@cs.${domain}`;
    const reply = await verify(token, { email: `  ${email.toUpperCase()} ` });
    expect(reply).toMatchObject({ status: 200 });
    expect(reply.body).toEqual({
      success: true,
      university: { id: uni.id, name: uni.name },
      message: `We sent a 6-digit code to ${email}.`,
    });
    const code = await mailedCode(email);
    const pending = await db().studentCode.findUniqueOrThrow({ where: { userId: user.id } });
    expect(pending).toMatchObject({ universityId: uni.id, failedTries: 0 });
    expect(JSON.stringify(pending)).not.toContain(email);
    expect(JSON.stringify(pending)).not.toContain(code);
    const minutes = (pending.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
  });

  it('refuses an unknown domain, a look-alike, a bare public suffix and a malformed address', async () => {
    const { token, user } = await createUserWithSession();
    const { domain } = await universityWithDomain();
    await createUniversity({ domains: ['ac.uk'] });
    for (const email of [`a@${unique()}.example`, `a@not${domain}`, 'a@ac.uk', `a@college${unique()}.ac.uk`]) {
      expect(await verify(token, { email })).toMatchObject({ status: 400, body: { error: UNKNOWN } });
    }
    for (const body of [{ email: 'not-an-address' }, { email: '  ' }, {}]) {
      expect(await verify(token, body)).toMatchObject({ status: 400, body: { error: EMAIL_MESSAGE } });
    }
    expect(await verify(token, { email: 5 })).toMatchObject({ status: 400, body: { error: 'email must be a string' } });
    expect(await db().studentCode.count({ where: { userId: user.id } })).toBe(0);
    expect(await readOutbox()).toEqual([]);
  });

  it('answers 401 without a bearer; a taken address, however spelt, gets the same 200 and a notice without a code', async () => {
    expect(await verify(undefined, { email: 'a@mit.edu' })).toMatchObject({ status: 401, body: { error: 'Authentication required' } });
    expect(await confirm(undefined, { code: '123456' })).toMatchObject({ status: 401, body: { error: 'Authentication required' } });
    const first = await verifiedStudent();
    const [local, domain] = first.email.split('@');
    const other = await createUserWithSession();
    const fresh = await createUserWithSession();
    const freeEmail = `free${unique()}@${domain}`;
    // The address had one mail (its own code): two notices more, and then no mail at all.
    for (const spelling of [first.email, `${local!.toUpperCase()}+x@${domain!.toUpperCase()}`]) {
      await clearOutbox();
      const taken = await verify(other.token, { email: spelling });
      const free = await verify(fresh.token, { email: freeEmail });
      // The same status and body, but for the address itself.
      expect(taken.status).toBe(200);
      expect(taken.body).toEqual({ ...free.body, message: `We sent a 6-digit code to ${spelling.trim().toLowerCase()}.` });
      const notice = (await readOutbox()).find((mail) => mail.to === spelling.toLowerCase());
      expect(notice?.subject).toBe('Someone asked to verify with this address');
      expect(notice?.text).toContain('no code was sent');
      expect(notice?.text).not.toMatch(/\d{6}/);
    }
    await clearOutbox();
    const past = await verify(other.token, { email: `${local}+2@${domain}` });
    expect(past).toMatchObject({ status: 200, body: { message: `We sent a 6-digit code to ${local}+2@${domain}.` } });
    expect(await readOutbox()).toEqual([]);
    expect(await db().studentCode.count({ where: { userId: other.user.id } })).toBe(0);
    expect(await confirm(other.token, { code: '123456' })).toMatchObject({ status: 400, body: { error: INVALID_STUDENT_CODE } });
    expect(await db().studentAddress.count({ where: { userId: other.user.id } })).toBe(0);
  });

  it('is rate-limited per address in a bucket of its own (RATE_LIMIT_VERIFY_STUDENT)', async () => {
    process.env.RATE_LIMIT_VERIFY_STUDENT = '2';
    resetSettingsForTests();
    try {
      const { token } = await createUserWithSession();
      const { domain } = await universityWithDomain();
      const address = freshAddress();
      for (let i = 0; i < 2; i += 1) expect((await verify(token, { email: `s${i}@${domain}` }, address)).status).toBe(200);
      const limited = await verify(token, { email: `s2@${domain}` }, address);
      expect(limited).toMatchObject({ status: 429, body: { error: 'Too many requests. Please try again later.' } });
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      // Another call's allowance is untouched.
      expect((await api('POST', '/users/forgotPassword', { body: { email: `s@${domain}` }, address })).status).toBe(200);
    } finally {
      delete process.env.RATE_LIMIT_VERIFY_STUDENT;
      resetSettingsForTests();
    }
  });
});

describe('POST /api/users/verifyStudent/confirm', () => {
  it('verifies with the mailed code: me, login and the tRPC me show the university', async () => {
    const { token, user, uni } = await verifiedStudent();
    const expected = { id: uni.id, name: uni.name };
    expect((await api('GET', '/users/verify', { token })).body.user).toEqual({ ...user, verified_university: expected });
    const login = await api('POST', '/users/login', { body: { email: user.email, password: DEFAULT_PASSWORD }, address: freshAddress() });
    expect(login.body.user.verified_university).toEqual(expected);
    expect((await trpcAs(token).account.me()).user.verified_university).toEqual(expected);
    expect(await db().studentCode.count({ where: { userId: user.id } })).toBe(0);
  });

  it('answers the confirmation with the university, and a code is single use', async () => {
    const { token } = await createUserWithSession();
    const { uni, domain } = await universityWithDomain();
    const email = `once${unique()}@${domain}`;
    await verify(token, { email });
    const code = await mailedCode(email);
    expect((await confirm(token, { code: ` ${code} ` })).body).toEqual({
      success: true,
      verified_university: { id: uni.id, name: uni.name },
    });
    expect(await confirm(token, { code })).toMatchObject({ status: 400, body: { error: INVALID_STUDENT_CODE } });
  });

  it('refuses a missing, malformed, expired or voided code', async () => {
    const { token, user } = await createUserWithSession();
    expect(await confirm(token, { code: '123456' })).toMatchObject({ status: 400, body: { error: INVALID_STUDENT_CODE } });
    for (const body of [{}, { code: '12345' }, { code: 'abcdef' }]) {
      expect(await confirm(token, body)).toMatchObject({ status: 400, body: { error: INVALID_STUDENT_CODE } });
    }
    expect(await confirm(token, { code: 123456 })).toMatchObject({ status: 400, body: { error: 'code must be a string' } });

    const { domain } = await universityWithDomain();
    const email = `late${unique()}@${domain}`;
    await verify(token, { email });
    const code = await mailedCode(email);
    await db().studentCode.update({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await confirm(token, { code })).toMatchObject({ status: 400, body: { error: INVALID_STUDENT_CODE } });

    await verify(token, { email });
    const fresh = await mailedCode(email);
    const wrong = fresh === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i += 1) expect((await confirm(token, { code: wrong })).status).toBe(400);
    expect(await confirm(token, { code: fresh })).toMatchObject({ status: 400, body: { error: INVALID_STUDENT_CODE } });
    expect(await db().studentAddress.count({ where: { userId: user.id } })).toBe(0);
  });

  it('counts four wrong tries and still takes the right code', async () => {
    const { token, user } = await createUserWithSession();
    const { domain } = await universityWithDomain();
    const email = `try${unique()}@${domain}`;
    await verify(token, { email });
    const code = await mailedCode(email);
    const wrong = code === '999999' ? '999998' : '999999';
    for (let i = 0; i < 4; i += 1) expect((await confirm(token, { code: wrong })).status).toBe(400);
    expect((await db().studentCode.findUniqueOrThrow({ where: { userId: user.id } })).failedTries).toBe(4);
    expect((await confirm(token, { code })).status).toBe(200);
  });

  it('lets an account re-verify or move to another university, one address row each', async () => {
    const student = await verifiedStudent();
    await verify(student.token, { email: student.email });
    expect((await confirm(student.token, { code: await mailedCode(student.email) })).status).toBe(200);
    const { uni, domain } = await universityWithDomain();
    const email = `moved${unique()}@${domain}`;
    await verify(student.token, { email });
    expect((await confirm(student.token, { code: await mailedCode(email) })).status).toBe(200);
    const rows = await db().studentAddress.findMany({ where: { userId: student.user.id } });
    expect(rows.map((row) => row.universityId)).toEqual([uni.id]);
    // The old address is free again.
    const other = await createUserWithSession();
    expect((await verify(other.token, { email: student.email })).status).toBe(200);
  });

  it('answers 400 when another account verified the address after the code was sent', async () => {
    const late = await createUserWithSession();
    const early = await createUserWithSession();
    const { domain } = await universityWithDomain();
    const email = `shared${unique()}@${domain}`;
    await verify(late.token, { email });
    const lateCode = await mailedCode(email);
    await verify(early.token, { email });
    expect((await confirm(early.token, { code: await mailedCode(email) })).status).toBe(200);
    expect(await confirm(late.token, { code: lateCode })).toMatchObject({ status: 400, body: { error: INVALID_STUDENT_CODE } });
    expect(await db().studentAddress.count({ where: { userId: late.user.id } })).toBe(0);
  });

  it('works over tRPC with the same texts', async () => {
    const { token } = await createUserWithSession();
    const { uni, domain } = await universityWithDomain();
    const email = `trpc${unique()}@${domain}`;
    const me = trpcAs(token);
    expect(await me.account.verifyStudent({ email })).toEqual({
      university: { id: uni.id, name: uni.name },
      message: `We sent a 6-digit code to ${email}.`,
    });
    expect(await trpcFailure(me.account.confirmStudent({ code: '12' }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: INVALID_STUDENT_CODE,
    });
    expect(await me.account.confirmStudent({ code: await mailedCode(email) })).toEqual({
      verified_university: { id: uni.id, name: uni.name },
    });
    expect(await trpcFailure(trpcAs().account.verifyStudent({ email }))).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('daily limits one person cannot escape', () => {
  it('gives an account 3 code requests a day, whatever addresses it makes up at the same domain', async () => {
    const { token, user } = await createUserWithSession();
    const { domain } = await universityWithDomain();
    for (let i = 0; i < 3; i += 1) expect((await verify(token, { email: `made${i}${unique()}@${domain}` })).status).toBe(200);
    const limited = await verify(token, { email: `made3${unique()}@${domain}` });
    expect(limited).toMatchObject({ status: 429, body: { error: 'Too many requests. Please try again later.' } });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
    // A day later the account may ask again.
    await db().studentCodeEvent.updateMany({
      where: { subject: `user:${user.id}` },
      data: { createdAt: new Date(Date.now() - 86_401_000) },
    });
    expect((await verify(token, { email: `made4${unique()}@${domain}` })).status).toBe(200);
  });

  it('counts requests sent at once one after the other', async () => {
    const { token } = await createUserWithSession();
    const { domain } = await universityWithDomain();
    const replies = await Promise.all([0, 1, 2, 3, 4].map((i) => verify(token, { email: `burst${i}${unique()}@${domain}` })));
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 200, 200, 429, 429]);
  });

  it('gives an account 10 wrong codes a day across all its codes; new codes do not reset the count', async () => {
    const { token, user } = await createUserWithSession();
    const { domain } = await universityWithDomain();
    const email = `guess${unique()}@${domain}`;
    let code = '';
    for (let round = 0; round < 3; round += 1) {
      await verify(token, { email });
      code = await mailedCode(email);
      const wrong = code === '000000' ? '000001' : '000000';
      const tries = round < 2 ? 4 : 2;
      for (let i = 0; i < tries; i += 1) expect((await confirm(token, { code: wrong })).status).toBe(400);
    }
    // 4 + 4 + 2 wrong codes: the right one is refused too, until a day has passed.
    expect(await confirm(token, { code })).toMatchObject({ status: 429, body: { error: 'Too many requests. Please try again later.' } });
    expect(await db().studentAddress.count({ where: { userId: user.id } })).toBe(0);
    await db().studentCodeEvent.updateMany({
      where: { subject: `user:${user.id}` },
      data: { createdAt: new Date(Date.now() - 86_401_000) },
    });
    expect((await confirm(token, { code })).status).toBe(200);
  });

  it('sends one mailbox at most 3 mails a day, from any number of accounts, with the same reply', async () => {
    const { domain } = await universityWithDomain();
    const mailbox = `box${unique()}`;
    const spellings = [`${mailbox}@${domain}`, `${mailbox}+a@${domain}`, `${mailbox.toUpperCase()}+b@${domain}`, `${mailbox}+c@${domain}`];
    const replies = [];
    for (const email of spellings) replies.push(await verify((await createUserWithSession()).token, { email }));
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200]);
    const mails = (await readOutbox()).filter((mail) => mail.to.includes(mailbox));
    expect(mails).toHaveLength(3);
  });
});
