// Accounts: signup, login, logout and token refresh. Inputs arrive parsed (shared schemas);
// these functions hold the rules: rate limits, uniqueness, password checks, sessions.
import type { Prisma } from '#server/generated/prisma/client.ts';
import { db } from '#server/infra/db.ts';
import { emailTaken, invalidCredentials, isPrismaError, usernameTaken } from '#server/infra/errors.ts';
import { enforceRateLimit } from '#server/ratelimit/rate-limit.ts';
import { limitKeys } from '#server/ratelimit/limit-keys.ts';
import { EMAIL_LENGTH_MAX, PASSWORD_MAX } from '#shared/limits.ts';
import type { User } from '#shared/types.ts';
import { admitLoginAttempt, recordLoginFailure, recordLoginSuccess } from './login-limits.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { closeSessionOf, openSession, refreshSession, type TokenPair } from './sessions.ts';

/** The columns of the caller's own User reply; nothing else of an account leaves the server. */
export const userSelect = {
  id: true,
  username: true,
  email: true,
  studentAddress: { select: { university: { select: { id: true, name: true } } } },
} as const;

type UserRow = Prisma.UserGetPayload<{ select: typeof userSelect }>;

/** The User reply of a row read with userSelect: the verified university, never the address. */
export function toUser(row: UserRow): User {
  return { id: row.id, username: row.username, email: row.email, verified_university: row.studentAddress?.university ?? null };
}

/** Creates an account (email already normalised); 409 when the email or username is taken. */
export async function signup(input: { username: string; email: string; password: string }, clientAddress: string): Promise<User> {
  await enforceRateLimit('signup', limitKeys(clientAddress, input.email));
  await assertAvailable(input.email, input.username);
  const passwordHash = await hashPassword(input.password);
  try {
    return toUser(await db().user.create({ data: { username: input.username, email: input.email, passwordHash }, select: userSelect }));
  } catch (error) {
    // Another signup took the email or name between the check and the insert.
    await assertAvailable(input.email, input.username);
    throw error;
  }
}

async function assertAvailable(email: string, username: string): Promise<void> {
  if (await db().user.findUnique({ where: { email }, select: { id: true } })) throw emailTaken();
  if (await db().user.findUnique({ where: { username }, select: { id: true } })) throw usernameTaken();
}

/** Checks the credentials and opens a session; one answer, in the same time, for any failure. */
export async function login(input: { email: string; password: string }, clientAddress: string): Promise<TokenPair & { user: User }> {
  // No account can have such an email or password: refused before anything is counted or hashed.
  // (An email holding U+0000, which PostgreSQL text could not even look up, never gets here: both
  // transports refuse it, src/transport/nul-characters.ts.)
  if (input.email.length > EMAIL_LENGTH_MAX || input.password.length > PASSWORD_MAX) throw invalidCredentials();
  await admitLoginAttempt(input.email, clientAddress);
  const account = await db().user.findUnique({ where: { email: input.email }, select: { ...userSelect, passwordHash: true } });
  const matches = await verifyPassword(account?.passwordHash ?? null, input.password);
  if (!account || !matches) {
    await recordLoginFailure(input.email);
    throw invalidCredentials();
  }
  let tokens: TokenPair;
  try {
    await recordLoginSuccess(account.id, clientAddress);
    tokens = await openSession(account.id);
  } catch (error) {
    // The account was deleted while its password was being checked.
    if (isPrismaError(error, 'P2003')) throw invalidCredentials();
    throw error;
  }
  const { token, refreshToken } = tokens;
  return { user: toUser(account), token, refreshToken };
}

/** Ends the session of the refresh token, if it is known. */
export async function logout(refreshToken: string | undefined): Promise<void> {
  if (refreshToken) await closeSessionOf(refreshToken);
}

/** A new token pair for a live refresh token (see sessions.ts for reuse detection). */
export function refresh(refreshToken: string): Promise<TokenPair> {
  return refreshSession(refreshToken);
}
