// Moderators (docs/rules/trust-and-moderation.md#moderators): accounts with the 'moderator' role,
// which only the operator's command (`npm run moderator`) grants or revokes. The role is read
// from the database on every moderation call, never from a token, so a revoked moderator loses
// access with their next request.
import { db } from '#server/infra/db.ts';
import { moderatorRequired } from '#server/infra/errors.ts';
import { requireCaller, type Caller } from '#server/auth/current-user.ts';
import { normalizeEmail } from '#shared/accounts/email.ts';

export type Role = 'member' | 'moderator';

/** The caller of a moderation call: 401 as for any bearer call, then 403 for a member. */
export async function requireModerator(bearer: string | null): Promise<Caller> {
  const caller = await requireCaller(bearer);
  const account = await db().user.findUnique({ where: { id: caller.user.id }, select: { role: true } });
  if (account?.role !== 'moderator') throw moderatorRequired();
  return caller;
}

/** Whether the account is a moderator now (for pages that show moderation links). */
export async function isModerator(userId: number): Promise<boolean> {
  const account = await db().user.findUnique({ where: { id: userId }, select: { role: true } });
  return account?.role === 'moderator';
}

/**
 * Gives the account of `email` the role. Returns its username and whether anything changed, or
 * null when no account has that email.
 */
export async function setRole(email: string, role: Role): Promise<{ username: string; changed: boolean } | null> {
  const account = await db().user.findUnique({ where: { email: normalizeEmail(email) }, select: { id: true, username: true, role: true } });
  if (!account) return null;
  if (account.role === role) return { username: account.username, changed: false };
  await db().user.update({ where: { id: account.id }, data: { role }, select: { id: true } });
  return { username: account.username, changed: true };
}
