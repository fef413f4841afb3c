// Who is calling: the bearer token resolved to a live account and a session that is not revoked.
// The session, its account and the account's verified university are read in one hand-written
// query on the read connection (read-db.ts): every signed-in call starts here, and the ORM's
// relation loading took several queries and most of the time of a cheap call (`hasLiked`).
import { accountGone, authenticationRequired, invalidToken } from '#server/infra/errors.ts';
import type { User } from '#shared/types.ts';
import { Prisma } from '#server/generated/prisma/client.ts';
import { readRows } from '#server/infra/read-db.ts';
import { verifyAccessToken } from './access-token.ts';
import { toUser } from './accounts.ts';

export interface Caller {
  user: User;
  sessionId: string;
}

/** The caller of a bearer-required call; 401 with the documented texts otherwise. */
export async function requireCaller(bearer: string | null): Promise<Caller> {
  if (bearer === null) throw authenticationRequired();
  if (!bearer) throw invalidToken();
  const claims = await verifyAccessToken(bearer);
  const [session] = await readRows<SessionRow>(Prisma.sql`
    SELECT s."userId", s."revokedAt", u."username", u."email", un."id" AS "universityId", un."name" AS "universityName"
      FROM "Session" s JOIN "User" u ON u."id" = s."userId"
      LEFT JOIN "StudentAddress" a ON a."userId" = u."id" LEFT JOIN "University" un ON un."id" = a."universityId"
     WHERE s."id" = ${claims.sessionId}`);
  if (!session) {
    const [account] = await readRows<{ id: number }>(Prisma.sql`SELECT "id" FROM "User" WHERE "id" = ${claims.userId}`);
    throw account ? invalidToken() : accountGone();
  }
  if (session.userId !== claims.userId || session.revokedAt !== null) throw invalidToken();
  const { userId: id, username, email, universityId, universityName } = session;
  const university = universityId === null ? null : { university: { id: universityId, name: universityName! } };
  return { user: toUser({ id, username, email, studentAddress: university }), sessionId: claims.sessionId };
}

/** A session with its account and the account's verified university (null when none). */
interface SessionRow {
  userId: number;
  revokedAt: string | null;
  username: string;
  email: string;
  universityId: number | null;
  universityName: string | null;
}

/** The caller when a bearer was sent (it must then be valid), or null when none was. */
export async function optionalCaller(bearer: string | null): Promise<Caller | null> {
  return bearer === null ? null : requireCaller(bearer);
}
