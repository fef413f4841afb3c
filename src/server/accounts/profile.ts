// What a signed-in user changes about their own account, and their own reviews.
import { db } from '#server/infra/db.ts';
import { accountGone, isPrismaError, usernameTaken } from '#server/infra/errors.ts';
import { pageColumns, replyJoin, toReviewWithStatus, type ReviewRow } from '#server/reviews/review-queries.ts';
import { Prisma } from '#server/generated/prisma/client.ts';
import { readRows } from '#server/infra/read-db.ts';
import type { OwnReview } from '#shared/types.ts';
import type { Caller } from '#server/auth/current-user.ts';
import { hashPassword } from '#server/auth/passwords.ts';
import { revokeUserSessions } from '#server/auth/sessions.ts';
import { enforceRateLimit } from '#server/ratelimit/rate-limit.ts';
import { limitKeys } from '#server/ratelimit/limit-keys.ts';
import { reviewsChanged } from '#server/infra/changes.ts';
import '#server/universities/follow-writes.ts';

/** Renames the caller (already trimmed); 409 when another account has the name. */
export async function updateUsername(caller: Caller, username: string): Promise<string> {
  const holder = await db().user.findUnique({ where: { username }, select: { id: true } });
  if (holder && holder.id !== caller.user.id) throw usernameTaken();
  try {
    await db().user.update({ where: { id: caller.user.id }, data: { username }, select: { id: true } });
  } catch (error) {
    // Taken by another account between the check and the update.
    if (await db().user.findFirst({ where: { username, id: { not: caller.user.id } }, select: { id: true } })) throw usernameTaken();
    // No row to update: the account was deleted meanwhile.
    if (isPrismaError(error, 'P2025')) throw accountGone();
    throw error;
  }
  // The pages that show the account's reviews show the name.
  const shown = await db().review.findMany({ where: { userId: caller.user.id, status: 'published' }, select: { universityId: true } });
  if (shown.length)
    reviewsChanged(
      shown.map((review) => review.universityId),
      { counted: false },
    );
  return username;
}

/**
 * Sets a new password, signs out every other session (the caller's own stays) and voids any
 * pending reset link: whoever had the old password or the mailbox no longer gets back in.
 * Limited per account and per address, like every other password operation.
 */
export async function updatePassword(caller: Caller, newPassword: string, clientAddress: string): Promise<void> {
  await enforceRateLimit('passwordChange', [`user:${caller.user.id}`, ...limitKeys(clientAddress)]);
  const passwordHash = await hashPassword(newPassword);
  await db().$transaction(async (tx) => {
    // Deleted by another request while the password was hashed: nothing to update.
    const { count } = await tx.user.updateMany({ where: { id: caller.user.id }, data: { passwordHash } });
    if (count === 0) throw accountGone();
    await tx.passwordResetToken.deleteMany({ where: { userId: caller.user.id } });
    await revokeUserSessions(tx, caller.user.id, caller.sessionId);
  });
}

/**
 * Every review linked to the caller's account, newest first, whatever its status: the author
 * sees which are held or removed, why a moderator removed one, and whether they may still appeal
 * (once per removal: docs/rules/trust-and-moderation.md#appeals).
 */
export async function ownReviews(caller: Caller): Promise<OwnReview[]> {
  // Hand-written SQL on the read connection (read-db.ts), as the reviews page: the ORM's relation
  // loading cost more than the rest of the call together.
  const rows = await readRows<OwnReviewRow>(Prisma.sql`
    SELECT ${pageColumns}, r."status", r."moderationReason", r."appealedAt", u."name" AS "universityName", usr."username"
      FROM "Review" r JOIN "University" u ON u."id" = r."universityId" LEFT JOIN "User" usr ON usr."id" = r."userId" ${replyJoin}
     WHERE r."userId" = ${caller.user.id} ORDER BY r."createdAt" DESC, r."id" DESC`);
  return rows.map((row) => ({
    ...toReviewWithStatus({
      ...row,
      university: { name: row.universityName },
      user: row.username === null ? null : { username: row.username },
    }),
    appealed: row.appealedAt !== null,
  }));
}

type OwnReviewRow = ReviewRow & {
  status: string;
  moderationReason: string | null;
  appealedAt: string | null;
  universityName: string;
  username: string | null;
};
