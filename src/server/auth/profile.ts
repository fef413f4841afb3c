// What a signed-in user changes about their own account, and their own reviews.
import { db } from '../db.ts';
import { AppError } from '../errors.ts';
import { reviewSelect, toReview, type ReviewRow } from '../reviews/review-queries.ts';
import type { Review } from '../../shared/types.ts';
import type { Caller } from './current-user.ts';
import { hashPassword } from './passwords.ts';
import { revokeUserSessions } from './sessions.ts';

const usernameTaken = () => new AppError('CONFLICT', 'Username already taken');

/** Renames the caller (already trimmed); 409 when another account has the name. */
export async function updateUsername(caller: Caller, username: string): Promise<string> {
  const holder = await db().user.findUnique({ where: { username }, select: { id: true } });
  if (holder && holder.id !== caller.user.id) throw usernameTaken();
  try {
    await db().user.update({ where: { id: caller.user.id }, data: { username }, select: { id: true } });
  } catch (error) {
    // Taken by another account between the check and the update.
    if (await db().user.findFirst({ where: { username, id: { not: caller.user.id } }, select: { id: true } })) throw usernameTaken();
    throw error;
  }
  return username;
}

/** Sets a new password and signs out every other session; the caller's own stays. */
export async function updatePassword(caller: Caller, newPassword: string): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  await db().$transaction(async (tx) => {
    await tx.user.update({ where: { id: caller.user.id }, data: { passwordHash }, select: { id: true } });
    await revokeUserSessions(tx, caller.user.id, caller.sessionId);
  });
}

/** Every review linked to the caller's account, newest first. */
export async function ownReviews(caller: Caller): Promise<Review[]> {
  const rows = await db().review.findMany({
    where: { userId: caller.user.id },
    select: reviewSelect,
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
  return rows.map((row) => toReview(row as ReviewRow));
}
