// A removal outlives the review (docs/rules/trust-and-moderation.md#removals-outlive-deletion):
// when a moderator removes a review, keyed fingerprints of its text are kept, never the text, and
// they stay when the review is deleted. A new or edited review whose text is the same or nearly
// the same is held for a moderator. 'Nearly the same' is MinHash over two-word shingles: bands of
// the signature find candidates by index, and the whole signature then tells how much of the
// shorter text the two share (a copy that drops or adds a part is still a copy).
import crypto from 'node:crypto';
import type { Prisma } from '#server/generated/prisma/client.ts';
import { authSecret } from '#server/infra/env.ts';
import { keyedHash } from '#server/auth/keyed-hash.ts';
import { foldReviewText } from '#shared/trust/duplicate-text.ts';

type Tx = Prisma.TransactionClient;
type Texts = { reviewText: string | null; comments: string | null };

const SHINGLE_WORDS = 2;
/** Texts with fewer shingles are only compared whole (after folding). */
const MIN_SHINGLES = 6;
/**
 * 256 minimum hashes (16 HMAC-SHA512 digests of 16 values each); 85 bands of 3 find candidates.
 * A copy with two words of 24 changed and a part dropped was missed once in 40 with 64 hashes,
 * once in 100 with 128; the unit test tries 300 such copies.
 */
const DIGESTS_PER_SHINGLE = 16;
const ROWS_PER_BAND = 3;
/** A candidate is a copy when the texts share this much of the shorter one's shingles. */
const MIN_SHARED = 0.7;

/** The words of the texts as a reader sees them: compatibility forms folded, lower case. */
function wordsOf(text: string): string[] {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/** The distinct two-word shingles of the text. */
function shinglesOf(words: string[]): Set<string> {
  const shingles = new Set<string>();
  for (let start = 0; start + SHINGLE_WORDS <= words.length; start += 1) shingles.add(words.slice(start, start + SHINGLE_WORDS).join(' '));
  return shingles;
}

/** The MinHash signature of the shingles, under the server's secret. */
function signatureOf(shingles: Set<string>): number[] {
  const mins = new Array<number>(DIGESTS_PER_SHINGLE * 16).fill(0xffffffff);
  for (const shingle of shingles) {
    for (let digest = 0; digest < DIGESTS_PER_SHINGLE; digest += 1) {
      const bytes = crypto.createHmac('sha512', authSecret()).update(`removal-shingle:${digest}:${shingle}`).digest();
      for (let value = 0; value < 16; value += 1) {
        const slot = digest * 16 + value;
        mins[slot] = Math.min(mins[slot]!, bytes.readUInt32BE(value * 4));
      }
    }
  }
  return mins;
}

interface Fingerprint {
  /** Index keys: the folded whole text, and each band of the signature. */
  keys: string[];
  /** Null for a text too short for shingles: it is only compared whole. */
  signature: number[] | null;
  shingles: number;
}

export function fingerprintOf(texts: Texts): Fingerprint {
  const joined = [texts.reviewText, texts.comments].filter(Boolean).join('\n');
  const keys: string[] = [];
  const folded = foldReviewText(joined);
  if (folded !== null) keys.push(`text:${keyedHash('removal-text', folded)}`);
  const shingles = shinglesOf(wordsOf(joined));
  if (shingles.size < MIN_SHINGLES) return { keys, signature: null, shingles: shingles.size };
  const signature = signatureOf(shingles);
  for (let band = 0; (band + 1) * ROWS_PER_BAND <= signature.length; band += 1) {
    const rows = signature.slice(band * ROWS_PER_BAND, (band + 1) * ROWS_PER_BAND).join(',');
    keys.push(`band:${keyedHash('removal-band', `${band}:${rows}`)}`);
  }
  return { keys, signature, shingles: shingles.size };
}

/**
 * How much of the shorter text two signatures share: the Jaccard estimate (equal minimum hashes)
 * turned into shared shingles, over the shorter text's count. Signatures kept when there were 64
 * slots are the first 64 of today's, so two signatures are compared over the slots both have.
 */
export function sharedShare(a: { signature: number[]; shingles: number }, b: { signature: number[]; shingles: number }): number {
  const slots = Math.min(a.signature.length, b.signature.length);
  const equal = a.signature.slice(0, slots).filter((value, slot) => value === b.signature[slot]).length;
  const jaccard = equal / slots;
  const shared = (jaccard * (a.shingles + b.shingles)) / (1 + jaccard);
  return shared / Math.min(a.shingles, b.shingles);
}

/** Keeps the fingerprints of a removed review's text (again, if it has them: the same set). */
export async function keepRemovalFingerprints(tx: Tx, reviewId: number, texts: Texts, now = new Date()): Promise<void> {
  await dropRemovalFingerprints(tx, reviewId);
  const { keys, signature, shingles } = fingerprintOf(texts);
  if (keys.length) await tx.removalFingerprint.createMany({ data: keys.map((key) => ({ reviewId, key, createdAt: now })) });
  if (signature) await tx.removedText.create({ data: { reviewId, signature: signature.join(','), shingles, createdAt: now } });
}

/** Keeps the fingerprints of each of the removed reviews, read in the transaction that deletes them. */
export async function keepFingerprintsOfRemoved(tx: Tx, where: Prisma.ReviewWhereInput): Promise<void> {
  const removed = await tx.review.findMany({
    where: { ...where, status: 'removed' },
    select: { id: true, reviewText: true, comments: true },
  });
  for (const review of removed) await keepRemovalFingerprints(tx, review.id, review);
}

/** Forgets them when a moderator publishes the review again (an appeal that succeeded). */
export async function dropRemovalFingerprints(tx: Tx, reviewId: number): Promise<void> {
  await tx.removalFingerprint.deleteMany({ where: { reviewId } });
  await tx.removedText.deleteMany({ where: { reviewId } });
}

/** Whether the texts are the same or nearly the same as those of a removed review (not `exceptId`). */
export async function repeatsRemovedText(tx: Tx, texts: Texts, exceptId?: number): Promise<boolean> {
  const fingerprint = fingerprintOf(texts);
  if (!fingerprint.keys.length) return false;
  const matches = await tx.removalFingerprint.findMany({
    where: { key: { in: fingerprint.keys }, ...(exceptId !== undefined && { reviewId: { not: exceptId } }) },
    select: { reviewId: true, key: true },
  });
  if (matches.some((match) => match.key.startsWith('text:'))) return true;
  const { signature } = fingerprint;
  if (!signature || !matches.length) return false;
  const candidates = await tx.removedText.findMany({
    where: { reviewId: { in: [...new Set(matches.map((match) => match.reviewId))] } },
    select: { signature: true, shingles: true },
  });
  return candidates.some(
    (candidate) =>
      sharedShare(
        { signature, shingles: fingerprint.shingles },
        { signature: candidate.signature.split(',').map(Number), shingles: candidate.shingles },
      ) >= MIN_SHARED,
  );
}
