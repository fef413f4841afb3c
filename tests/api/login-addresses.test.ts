// The sign-in addresses an account is known at: written once per address however many sign-ins
// race, and a sign-in whose account is deleted meanwhile fails as Prisma's P2003, which login
// turns into 401 (a 500 before: the fuzzer found it).
import { describe, expect, it } from 'vitest';
import { db } from '#server/infra/db.ts';
import { isPrismaError } from '#server/infra/errors.ts';
import { recordLoginSuccess } from '#server/auth/login-limits.ts';
import { createUser } from '../factories/users.ts';
import { freshAddress } from '../support/api-request.ts';

describe('known sign-in addresses', () => {
  it('keeps one row per account and address when sign-ins race', async () => {
    const { user } = await createUser();
    const address = freshAddress();
    await Promise.all(Array.from({ length: 8 }, () => recordLoginSuccess(user.id, address)));
    expect(await db().knownLoginAddress.count({ where: { userId: user.id } })).toBe(1);
    expect(JSON.stringify(await db().knownLoginAddress.findMany({ where: { userId: user.id } }))).not.toContain(address);
  });

  it('fails as a foreign-key error for an account that is gone', async () => {
    const { user } = await createUser();
    await db().user.delete({ where: { id: user.id } });
    const failure = await recordLoginSuccess(user.id, freshAddress()).catch((error: unknown) => error);
    expect(isPrismaError(failure, 'P2003')).toBe(true);
  });
});
