// Helpers of the verified-student tests (tests/api/students-*.test.ts): the two calls, a
// university with a domain of its own, the code from the mail, and an account already verified.
import { expect } from 'vitest';
import { createUserWithSession } from '../factories/users.ts';
import { createUniversity } from '../factories/universities.ts';
import { api, freshAddress } from './api-request.ts';
import { readOutbox } from './outbox.ts';

export const verify = (token: string | undefined, body: unknown, address = freshAddress()) =>
  api('POST', '/users/verifyStudent', { token, body, address });
export const confirm = (token: string | undefined, body: unknown) => api('POST', '/users/verifyStudent/confirm', { token, body });

let sequence = 0;
export const unique = () => `${process.pid.toString(36)}${Date.now().toString(36)}${(sequence += 1)}`;

/** A university with a domain of its own (the factory's default domain is shared by every test university). */
export async function universityWithDomain() {
  const domain = `uni${unique()}.edu`;
  return { uni: await createUniversity({ domains: [`www.${domain}`, domain] }), domain };
}

/** The code in the newest mail to the address. */
export async function mailedCode(to: string): Promise<string> {
  const mail = (await readOutbox()).filter((m) => m.to === to).at(-1);
  expect(mail?.contentType).toMatch(/^text\/plain/);
  return /: (\d{6})$/m.exec(mail!.text)![1]!;
}

/** A signed-in account verified as a student of a new university. */
export async function verifiedStudent() {
  const account = await createUserWithSession();
  const { uni, domain } = await universityWithDomain();
  const email = `student${unique()}@${domain}`;
  expect((await verify(account.token, { email })).status).toBe(200);
  expect((await confirm(account.token, { code: await mailedCode(email) })).status).toBe(200);
  return { ...account, uni, domain, email };
}

/**
 * A representative of a new university, made as the operator makes one: the account confirms an
 * address of the university's domain with the mailed code, then `npm run representative`'s grant.
 */
export async function createRepresentative() {
  const student = await verifiedStudent();
  const { grantRepresentative } = await import('#server/trust/representatives.ts');
  expect((await grantRepresentative(student.user.email, student.uni.id)).kind).toBe('granted');
  return student;
}
