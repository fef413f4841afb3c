// Accounts for tests: a user with a known password and a live session (bearer and refresh token),
// made directly through the services so no rate limit is spent.
import { db } from '#server/infra/db.ts';
import { hashPassword } from '#server/auth/passwords.ts';
import { openSession } from '#server/auth/sessions.ts';
import type { User } from '#shared/types.ts';

export const DEFAULT_PASSWORD = 'Correct-Horse-42';

let sequence = 0;
const unique = () => `${process.pid.toString(36)}${Date.now().toString(36)}${(sequence++).toString(36)}`;

export interface UserOverrides {
  username?: string;
  email?: string;
  password?: string;
}

/** A stored account with a known password (default DEFAULT_PASSWORD). */
export async function createUser(overrides: UserOverrides = {}): Promise<{ user: User; password: string }> {
  const id = unique();
  const password = overrides.password ?? DEFAULT_PASSWORD;
  const user = await db().user.create({
    data: {
      username: overrides.username ?? `user_${id}`,
      email: (overrides.email ?? `user_${id}@example.com`).toLowerCase(),
      passwordHash: await hashPassword(password),
    },
    select: { id: true, username: true, email: true },
  });
  // A new account has verified no student address.
  return { user: { ...user, verified_university: null }, password };
}

/** A new session for an existing user: a bearer (access) token and a refresh token. */
export async function loginAs(user: Pick<User, 'id'>): Promise<{ token: string; refreshToken: string; sessionId: string }> {
  return openSession(user.id);
}

/** A stored account with a live session: what most tests that need a bearer start from. */
export async function createUserWithSession(
  overrides?: UserOverrides,
): Promise<{ user: User; password: string; token: string; refreshToken: string }> {
  const { user, password } = await createUser(overrides);
  const { token, refreshToken } = await loginAs(user);
  return { user, password, token, refreshToken };
}
