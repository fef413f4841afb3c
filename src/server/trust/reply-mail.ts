// The mails of a university reply: to the review's author when the reply is first published, and
// to the representative who wrote it when a moderator removes it.
import { db } from '#server/infra/db.ts';
import { settings } from '#server/infra/env.ts';
import { sendMail } from '#server/mail/mailer.ts';

const site = () => settings().SITE_URL.replace(/\/+$/, '');

/** Mails the review's author the reply; nothing when the review, its author or the reply is gone. */
export async function mailReplyToAuthor(reviewId: number): Promise<void> {
  const review = await db().review.findUnique({
    where: { id: reviewId },
    select: {
      universityId: true,
      university: { select: { name: true } },
      user: { select: { email: true, username: true } },
      reply: { select: { text: true } },
    },
  });
  if (!review?.user || !review.reply) return;
  const university = review.university.name;
  await sendMail({
    to: review.user.email,
    subject: `${university} replied to your review`,
    text: [
      `Hello ${review.user.username},`,
      '',
      `${university} replied to your review:`,
      '',
      review.reply.text,
      '',
      `Read it under your review: ${site()}/university/${review.universityId}`,
      '',
      'A reply never changes your review, its place or its ratings. If the reply breaks the community guidelines, you can report it.',
    ].join('\n'),
  });
}

/** Mails the representative who wrote the reply that a moderator removed it, with the reason. */
export async function mailReplyRemoval(reviewId: number, authorId: number, reason: string): Promise<void> {
  const [author, review] = await Promise.all([
    db().user.findUnique({ where: { id: authorId }, select: { email: true, username: true } }),
    db().review.findUnique({ where: { id: reviewId }, select: { university: { select: { name: true } } } }),
  ]);
  if (!author || !review) return;
  await sendMail({
    to: author.email,
    subject: 'Your university reply was removed',
    text: [
      `Hello ${author.username},`,
      '',
      `A moderator removed the reply of ${review.university.name} to a review.`,
      '',
      'The reason:',
      reason,
      '',
      'If you think this is a mistake, you can appeal once from the replies page:',
      `${site()}/representative?view=replied`,
    ].join('\n'),
  });
}
