// Login limits that cannot be turned against an account's owner (docs/decisions/013-rate-limits.md):
// - every attempt counts against the client's address (`login`, RATE_LIMIT_LOGIN a window);
// - failed attempts count against the account from all addresses together (`loginAccount`,
//   RATE_LIMIT_LOGIN_ACCOUNT a window), so one account cannot be guessed at without bound from
//   many addresses;
// - once that account limit is used up, only addresses the account has signed in from before get
//   through, each still under its own address limit: strangers' failures cannot lock the owner
//   out of their usual places. Known addresses are kept as a keyed hash, never as addresses.
import { db } from '#server/infra/db.ts';
import { isPrismaError, tooManyRequests } from '#server/infra/errors.ts';
import { rateLimitRefusals } from '#server/infra/metrics.ts';
import { addressKey, limitKeys } from '#server/ratelimit/limit-keys.ts';
import { countRateLimited, enforceRateLimit, rateLimitExceeded } from '#server/ratelimit/rate-limit.ts';
import { keyedHash } from './keyed-hash.ts';

/** Known addresses are forgotten after this long without a sign-in (the nightly purge). */
export const KNOWN_ADDRESS_DAYS = 90;

function addressHash(clientAddress: string): string {
  return keyedHash('login-address', addressKey(clientAddress));
}

const accountKey = (email: string) => `email:${email}`;

/** Counts the attempt; throws 429 when the address, or the account for a stranger, is over. */
export async function admitLoginAttempt(email: string, clientAddress: string): Promise<void> {
  await enforceRateLimit('login', limitKeys(clientAddress));
  const retryAfter = await rateLimitExceeded('loginAccount', accountKey(email));
  if (retryAfter > 0 && !(await isKnownAddress(email, clientAddress))) {
    rateLimitRefusals.inc({ limit: 'loginAccount' });
    throw tooManyRequests(retryAfter);
  }
}

export async function recordLoginFailure(email: string): Promise<void> {
  await countRateLimited('loginAccount', accountKey(email));
}

export async function recordLoginSuccess(userId: number, clientAddress: string, now = new Date()): Promise<void> {
  const key = { userId, addressHash: addressHash(clientAddress) };
  const { count } = await db().knownLoginAddress.updateMany({ where: key, data: { lastLoginAt: now } });
  if (count > 0) return;
  try {
    await db().knownLoginAddress.create({ data: { ...key, lastLoginAt: now }, select: { userId: true } });
  } catch (error) {
    // Another sign-in from the same address inserted it a moment ago: it is known either way.
    if (!isPrismaError(error, 'P2002')) throw error;
  }
}

async function isKnownAddress(email: string, clientAddress: string): Promise<boolean> {
  const user = await db().user.findUnique({ where: { email }, select: { id: true } });
  if (!user) return false;
  const known = await db().knownLoginAddress.findUnique({
    where: { userId_addressHash: { userId: user.id, addressHash: addressHash(clientAddress) } },
    select: { lastLoginAt: true },
  });
  return !!known && known.lastLoginAt.getTime() > Date.now() - KNOWN_ADDRESS_DAYS * 86_400_000;
}
