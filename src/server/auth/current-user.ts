// Who is calling: the bearer token resolved to a live account and a session that is not revoked.
import { db } from '../db.ts';
import { accountGone, authenticationRequired, invalidToken } from '../errors.ts';
import type { User } from '#shared/types.ts';
import { verifyAccessToken } from './access-token.ts';
import { toUser, userSelect } from './accounts.ts';

export interface Caller {
  user: User;
  sessionId: string;
}

/** The caller of a bearer-required call; 401 with the documented texts otherwise. */
export async function requireCaller(bearer: string | null): Promise<Caller> {
  if (bearer === null) throw authenticationRequired();
  if (!bearer) throw invalidToken();
  const claims = await verifyAccessToken(bearer);
  const session = await db().session.findUnique({
    where: { id: claims.sessionId },
    select: { userId: true, revokedAt: true, user: { select: userSelect } },
  });
  if (!session) {
    const exists = await db().user.findUnique({ where: { id: claims.userId }, select: { id: true } });
    throw exists ? invalidToken() : accountGone();
  }
  if (session.userId !== claims.userId || session.revokedAt) throw invalidToken();
  return { user: toUser(session.user), sessionId: claims.sessionId };
}

/** The caller when a bearer was sent (it must then be valid), or null when none was. */
export async function optionalCaller(bearer: string | null): Promise<Caller | null> {
  return bearer === null ? null : requireCaller(bearer);
}
