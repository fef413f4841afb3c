// Forgotten passwords: a reset token (256 bits, stored as a hash, single use, 60 minutes; a newer
// request replaces the older) mailed as a link. The request answers the same, in the same time,
// whether or not the account exists: the lookup, the token and the mail happen after the reply.
import { runInBackground } from '#server/infra/background-tasks.ts';
import { db } from '#server/infra/db.ts';
import { writeTransaction } from '#server/infra/write-transaction.ts';
import { invalidResetToken, resetLinkExpired, resetTokenExpired } from '#server/infra/errors.ts';
import { settings } from '#server/infra/env.ts';
import { sendMail } from '#server/mail/mailer.ts';
import { enforceRateLimit } from '#server/ratelimit/rate-limit.ts';
import { limitKeys } from '#server/ratelimit/limit-keys.ts';
import { hashPassword } from './passwords.ts';
import { hashSecretToken, newSecretToken } from './secret-tokens.ts';
import { TOKEN_TEXT_MAX } from '#shared/limits.ts';
import { revokeUserSessions } from './sessions.ts';

export const RESET_TOKEN_MINUTES = 60;

/** Accepts a reset request for an (already normalised) email; the work is done in the background. */
export async function requestPasswordReset(email: string, clientAddress: string): Promise<void> {
  await enforceRateLimit('forgotPassword', limitKeys(clientAddress, email));
  runInBackground('password reset mail', () => issueResetToken(email));
}

/** Issues a token for the account of the email, if there is one, and mails the link. */
export async function issueResetToken(email: string, now = new Date()): Promise<void> {
  const user = await db().user.findUnique({ where: { email }, select: { id: true, email: true } });
  if (!user) return;
  const token = newSecretToken();
  // Under the account's lock, of two requests at once the later one's token replaces the other.
  await writeTransaction(
    async (tx) => {
      await tx.passwordResetToken.deleteMany({ where: { userId: user.id } });
      await tx.passwordResetToken.create({
        data: {
          userId: user.id,
          tokenHash: hashSecretToken(token),
          createdAt: now,
          expiresAt: new Date(now.getTime() + RESET_TOKEN_MINUTES * 60_000),
        },
        select: { id: true },
      });
    },
    { lockKeys: [`password-reset:${user.id}`] },
  );
  const link = `${settings().SITE_URL.replace(/\/+$/, '')}/resetPassword?token=${encodeURIComponent(token)}`;
  await sendMail({
    to: user.email,
    subject: 'Reset your password',
    text: [
      'Someone asked to reset the password of your account.',
      '',
      `To choose a new password, open this link within ${RESET_TOKEN_MINUTES} minutes:`,
      link,
      '',
      'If it was not you, ignore this mail: your password stays as it is.',
    ].join('\n'),
  });
}

async function findToken(token: string) {
  if (token.length > TOKEN_TEXT_MAX) return null;
  return db().passwordResetToken.findUnique({
    where: { tokenHash: hashSecretToken(token) },
    select: { id: true, userId: true, expiresAt: true, usedAt: true },
  });
}

/** Checks a reset token without using it up; 400 with the documented texts otherwise. */
export async function validateResetToken(token: string, now = new Date()): Promise<void> {
  const stored = await findToken(token);
  if (!stored || stored.usedAt) throw invalidResetToken();
  if (stored.expiresAt.getTime() <= now.getTime()) throw resetLinkExpired();
}

/** Sets the new password with a live token, uses the token up and signs out every session. */
export async function resetPassword(input: { token: string; newPassword: string }, clientAddress: string, now = new Date()): Promise<void> {
  await enforceRateLimit('resetPassword', limitKeys(clientAddress));
  const stored = await findToken(input.token);
  if (!stored || stored.usedAt) throw invalidResetToken();
  if (stored.expiresAt.getTime() <= now.getTime()) throw resetTokenExpired();
  const passwordHash = await hashPassword(input.newPassword);
  const used = await db().$transaction(async (tx) => {
    // Conditional on usedAt still being null: of two concurrent resets only one wins.
    const { count } = await tx.passwordResetToken.updateMany({ where: { id: stored.id, usedAt: null }, data: { usedAt: now } });
    if (count === 0) return false;
    await tx.user.update({ where: { id: stored.userId }, data: { passwordHash }, select: { id: true } });
    await revokeUserSessions(tx, stored.userId, null, now);
    return true;
  });
  if (!used) throw invalidResetToken();
}
