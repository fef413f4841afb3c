// Screening on the server (docs/rules/trust-and-moderation.md#screening): the shared rule set the
// review form's coach runs, run again on submit and edit, the check against removed texts, and
// the duplicate-text check.
import crypto from 'node:crypto';
import type { Prisma } from '#server/generated/prisma/client.ts';
import { duplicateReview } from '#server/infra/errors.ts';
import { DUPLICATE_TEXT_DAYS } from '#shared/limits.ts';
import { FLAG_KINDS, screenReview } from '#shared/trust/screening.ts';
import { foldReviewText } from '#shared/trust/duplicate-text.ts';
import { REPOSTED_FLAG } from '#shared/trust/flags.ts';
import { parseFlags } from './review-status.ts';
import { repeatsRemovedText } from './removal-fingerprints.ts';

type Tx = Prisma.TransactionClient;
type Texts = { reviewText: string | null; comments: string | null };

/**
 * Why a review's two texts must wait for a moderator: the screening kinds, then whether they
 * repeat a removed review's text. None means it may be published. `exceptId`: the review edited.
 */
export async function screeningFlags(tx: Tx, texts: Texts, exceptId?: number): Promise<string[]> {
  const flags: string[] = screenReview({ review_text: texts.reviewText, comments: texts.comments });
  if (await repeatsRemovedText(tx, texts, exceptId)) flags.push(REPOSTED_FLAG);
  return flags;
}

/** The flags a screening sets, replaced on every edit. */
const isScreeningFlag = (flag: string) => (FLAG_KINDS as readonly string[]).includes(flag) || flag === REPOSTED_FLAG;

/**
 * A review's flags after its texts were screened again (an edit): the flags screening set before
 * are replaced by `fresh`; the others ('reported', an appeal) stay.
 */
export function rescreenedFlags(stored: string, fresh: string[]): string[] {
  return [...fresh, ...parseFlags(stored).filter((flag) => !isScreeningFlag(flag))];
}

/**
 * What the duplicate check compares: the two texts joined and folded (duplicate-text.ts), stored
 * as a SHA-256 hash so the index stays small; null when the folded text is too short to compare.
 */
export function duplicateKeyOf(texts: Texts): string | null {
  const folded = foldReviewText([texts.reviewText, texts.comments].filter(Boolean).join('\n'));
  return folded === null ? null : crypto.createHash('sha256').update(folded).digest('base64url');
}

/**
 * 409 Duplicate review when another review of the university (whatever its status: a removed
 * copy posted again is still a copy) from the last DUPLICATE_TEXT_DAYS days has the same key.
 */
export async function refuseDuplicate(
  tx: Tx,
  universityId: number,
  textKey: string | null,
  exceptId?: number,
  now = new Date(),
): Promise<void> {
  if (textKey === null) return;
  const since = new Date(now.getTime() - DUPLICATE_TEXT_DAYS * 86_400_000);
  const copy = await tx.review.findFirst({
    where: { universityId, textKey, createdAt: { gte: since }, ...(exceptId !== undefined && { id: { not: exceptId } }) },
    select: { id: true },
  });
  if (copy) throw duplicateReview();
}
