// The mail an author with an account gets when a moderator removes their review: what was
// removed, the reason, and that they may appeal once (docs/rules/trust-and-moderation.md#appeals).
import { db } from '#server/infra/db.ts';
import { settings } from '#server/infra/env.ts';
import { sendMail } from '#server/mail/mailer.ts';

/** Mails the author; nothing when the account or the review is gone by now. */
export async function mailRemovalToAuthor(reviewId: number, authorId: number, reason: string): Promise<void> {
  const [author, review] = await Promise.all([
    db().user.findUnique({ where: { id: authorId }, select: { email: true, username: true } }),
    db().review.findUnique({ where: { id: reviewId }, select: { university: { select: { name: true } } } }),
  ]);
  if (!author || !review) return;
  const savedReviews = `${settings().SITE_URL.replace(/\/+$/, '')}/savedReviews`;
  await sendMail({
    to: author.email,
    subject: 'Your review was removed',
    text: [
      `Hello ${author.username},`,
      '',
      `A moderator removed your review of ${review.university.name}.`,
      '',
      'The reason:',
      reason,
      '',
      'If you think this is a mistake, you can appeal once from your saved reviews:',
      savedReviews,
      '',
      'Reviews are removed only for breaking the community guidelines, never for being negative.',
    ].join('\n'),
  });
}
