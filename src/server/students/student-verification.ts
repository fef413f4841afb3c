// Verified students (docs/rules/accounts-and-tokens.md#verified-students): a signed-in user shows
// they study at a university by entering a code mailed to an address of its domain. The address
// is never stored or logged, only its keyed hash: enough to let one address verify one account.
// Whether an address is taken is never told: every request gets the same reply, and a taken
// address gets a notice by mail instead of a code.
import crypto from 'node:crypto';
import type { Prisma } from '#server/generated/prisma/client.ts';
import { runInBackground } from '#server/infra/background-tasks.ts';
import { db } from '#server/infra/db.ts';
import { lockForWrite, writeTransaction } from '#server/infra/write-transaction.ts';
import { invalidStudentCode, tooManyRequests, unknownUniversityAddress } from '#server/infra/errors.ts';
import { rateLimitRefusals } from '#server/infra/metrics.ts';
import { sendMail } from '#server/mail/mailer.ts';
import { limitKeys } from '#server/ratelimit/limit-keys.ts';
import { enforceRateLimit } from '#server/ratelimit/rate-limit.ts';
import { keyedHash, sameKeyedHash } from '#server/auth/keyed-hash.ts';
import type { Caller } from '#server/auth/current-user.ts';
import {
  STUDENT_CODE_DIGITS,
  STUDENT_CODE_MINUTES,
  STUDENT_CODE_REQUESTS_A_DAY,
  STUDENT_CODE_TRIES,
  STUDENT_MAILS_A_DAY,
  STUDENT_WRONG_CODES_A_DAY,
} from '#shared/limits.ts';
import { universityOfAddress, type UniversityRef } from './university-domains.ts';

type Tx = Prisma.TransactionClient;

const DAY_MS = 86_400_000;

/** The address as one mailbox: lower case, without the +tag of its local part. */
export function mailboxOf(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at).toLowerCase();
  const plus = local.indexOf('+');
  return `${plus > 0 ? local.slice(0, plus) : local}@${email.slice(at + 1).toLowerCase()}`;
}

const addressHashOf = (email: string) => keyedHash('student-address', mailboxOf(email));
// The account is part of the hashed text: a code is good only for the account it was sent to.
const codeHashOf = (userId: number, code: string) => keyedHash('student-code', `${userId}:${code}`);

type EventKind = 'request' | 'wrong' | 'mail';

/**
 * Seconds until the subject may have another event of this kind, when `limit` of them fall in the
 * last 24 hours (the oldest leaves first); null while under the limit.
 */
async function dayLimitWait(tx: Tx, kind: EventKind, subject: string, limit: number, now: Date): Promise<number | null> {
  const events = await tx.studentCodeEvent.findMany({
    where: { kind, subject, createdAt: { gt: new Date(now.getTime() - DAY_MS) } },
    orderBy: { createdAt: 'asc' },
    take: limit,
    select: { createdAt: true },
  });
  if (events.length < limit) return null;
  return Math.max(1, Math.ceil((events[0]!.createdAt.getTime() + DAY_MS - now.getTime()) / 1000));
}

/** 429 with Retry-After once the account has had `limit` events of this kind in 24 hours. */
async function refuseOverDayLimit(tx: Tx, kind: EventKind, subject: string, limit: number, now: Date): Promise<void> {
  const wait = await dayLimitWait(tx, kind, subject, limit, now);
  if (wait === null) return;
  rateLimitRefusals.inc({ limit: `studentCodeDay:${kind}` });
  throw tooManyRequests(wait);
}

const recordEvent = (tx: Tx, kind: EventKind, subject: string, now: Date) =>
  tx.studentCodeEvent.create({ data: { kind, subject, createdAt: now }, select: { id: true } });

/**
 * Sends a code to the caller's academic address (valid, lower case) and keeps it pending,
 * replacing an earlier one; an address that verified another account is sent a notice instead.
 * Either way the caller gets the same answer: the university the address belongs to. Past the
 * address's mails of the day nothing is sent, and the answer is still the same.
 */
export async function requestStudentCode(caller: Caller, email: string, clientAddress: string, now = new Date()): Promise<UniversityRef> {
  const userId = caller.user.id;
  await enforceRateLimit('verifyStudent', [...limitKeys(clientAddress), `user:${userId}`]);
  const university = await universityOfAddress(email);
  if (!university) throw unknownUniversityAddress();
  const addressHash = addressHashOf(email);
  const code = crypto
    .randomInt(0, 10 ** STUDENT_CODE_DIGITS)
    .toString()
    .padStart(STUDENT_CODE_DIGITS, '0');
  // Under the account's lock, then the address's (that order everywhere): requests sent at once
  // are counted one after the other.
  const mail = await writeTransaction(
    async (tx): Promise<'code' | 'notice' | 'none'> => {
      await refuseOverDayLimit(tx, 'request', `user:${userId}`, STUDENT_CODE_REQUESTS_A_DAY, now);
      await recordEvent(tx, 'request', `user:${userId}`, now);
      await lockForWrite(tx, `student-address:${addressHash}`);
      const taken = await addressHeldByAnother(tx, addressHash, userId);
      if (!taken) {
        const pending = {
          addressHash,
          universityId: university.id,
          codeHash: codeHashOf(userId, code),
          expiresAt: new Date(now.getTime() + STUDENT_CODE_MINUTES * 60_000),
          failedTries: 0,
          createdAt: now,
        };
        await tx.studentCode.upsert({ where: { userId }, create: { userId, ...pending }, update: pending, select: { userId: true } });
      }
      // Past the address's mails of the day: the same answer, and nothing sent.
      if ((await dayLimitWait(tx, 'mail', `address:${addressHash}`, STUDENT_MAILS_A_DAY, now)) !== null) return 'none';
      await recordEvent(tx, 'mail', `address:${addressHash}`, now);
      return taken ? 'notice' : 'code';
    },
    { lockKeys: [`student-code:${userId}`] },
  );
  if (mail === 'code') runInBackground('student code mail', () => mailStudent(email, codeMail(code, university)));
  if (mail === 'notice') runInBackground('student notice mail', () => mailStudent(email, noticeMail(university)));
  return university;
}

const codeMail = (code: string, university: UniversityRef) => ({
  subject: 'Your student verification code',
  text: [
    `Your code to show that you study at ${university.name}: ${code}`,
    '',
    `Enter it on your profile within ${STUDENT_CODE_MINUTES} minutes.`,
    'If you did not ask for it, ignore this mail: nothing changes.',
  ].join('\n'),
});

const noticeMail = (university: UniversityRef) => ({
  subject: 'Someone asked to verify with this address',
  text: [
    `Someone asked to show that they study at ${university.name} with this address.`,
    '',
    'This address already verified an account on our site, and one address verifies one account, so no code was sent.',
    'If it was you, sign in with the account you verified before. If not, ignore this mail: nothing changes.',
  ].join('\n'),
});

async function mailStudent(email: string, { subject, text }: { subject: string; text: string }): Promise<void> {
  try {
    await sendMail({ to: email, subject, text });
  } catch (error) {
    // A transport's error may quote the recipient, and the academic address is never logged: the
    // cause stays behind on purpose.
    // eslint-disable-next-line preserve-caught-error
    throw new Error(`The student mail was not sent (${(error as Error).name})`);
  }
}

async function addressHeldByAnother(tx: Tx, addressHash: string, userId: number): Promise<boolean> {
  return (await tx.studentAddress.count({ where: { addressHash, userId: { not: userId } } })) > 0;
}

/**
 * Checks the caller's pending code and, when it matches, makes the account a verified student of
 * its university (replacing an earlier verification). 400 for no code, a wrong, expired or void
 * one; 429 once the account has tried STUDENT_WRONG_CODES_A_DAY wrong codes in 24 hours.
 */
export async function confirmStudentCode(caller: Caller, code: string, now = new Date()): Promise<UniversityRef> {
  const userId = caller.user.id;
  // Decided inside the transaction, thrown after it: a wrong try must be counted, not rolled back.
  // Under the account's lock, tries sent at once are counted one after the other.
  const outcome = await writeTransaction(
    async (tx): Promise<UniversityRef | 'invalid'> => {
      await refuseOverDayLimit(tx, 'wrong', `user:${userId}`, STUDENT_WRONG_CODES_A_DAY, now);
      const pending = await tx.studentCode.findUnique({
        where: { userId },
        select: { addressHash: true, codeHash: true, expiresAt: true, failedTries: true, university: { select: { id: true, name: true } } },
      });
      if (!pending) return 'invalid';
      const live = pending.expiresAt.getTime() > now.getTime() && pending.failedTries < STUDENT_CODE_TRIES;
      const matches = live && sameKeyedHash(pending.codeHash, codeHashOf(userId, code));
      if (live && !matches) await recordEvent(tx, 'wrong', `user:${userId}`, now);
      if (live && !matches && pending.failedTries + 1 < STUDENT_CODE_TRIES) {
        await tx.studentCode.update({ where: { userId }, data: { failedTries: { increment: 1 } }, select: { userId: true } });
        return 'invalid';
      }
      // Used, expired, or voided by this last allowed wrong try: the code goes.
      await tx.studentCode.delete({ where: { userId }, select: { userId: true } });
      if (!matches) return 'invalid';
      // Another account verified the same address after this code was sent (or is doing so now):
      // the code is simply no good, which tells nobody the address is taken.
      await lockForWrite(tx, `student-address:${pending.addressHash}`);
      if (await addressHeldByAnother(tx, pending.addressHash, userId)) return 'invalid';
      await tx.studentAddress.deleteMany({ where: { userId } });
      await tx.studentAddress.create({
        data: { addressHash: pending.addressHash, userId, universityId: pending.university.id, verifiedAt: now },
        select: { userId: true },
      });
      return pending.university;
    },
    { lockKeys: [`student-code:${userId}`] },
  );
  if (outcome === 'invalid') throw invalidStudentCode();
  return outcome;
}

/** Whether the account is a verified student of the university. */
export async function isVerifiedStudentOf(userId: number, universityId: number, client: Tx = db()): Promise<boolean> {
  const verified = await client.studentAddress.findUnique({ where: { userId }, select: { universityId: true } });
  return verified?.universityId === universityId;
}

/** The keyed hash that records an account's use of its verified mark at a university. */
const markUseKey = (userId: number, universityId: number) => keyedHash('verified-mark', `${userId}:${universityId}`);

/**
 * Whether a review the account posts now (signed or anonymous) carries the verified mark: only
 * for a verified student of the university, and only the first time. Records the use inside the
 * review's transaction, so two reviews posted at once cannot both carry it.
 */
export async function claimVerifiedMark(tx: Tx, userId: number, universityId: number, now = new Date()): Promise<boolean> {
  if (!(await isVerifiedStudentOf(userId, universityId, tx))) return false;
  const key = markUseKey(userId, universityId);
  await lockForWrite(tx, `verified-mark:${key}`);
  if (await tx.verifiedMarkUse.findUnique({ where: { key }, select: { key: true } })) return false;
  await tx.verifiedMarkUse.create({ data: { key, createdAt: now }, select: { key: true } });
  return true;
}

/** Gives the mark back when the account deletes the signed review that used it. */
export async function releaseVerifiedMark(tx: Tx, userId: number, universityId: number): Promise<void> {
  await tx.verifiedMarkUse.deleteMany({ where: { key: markUseKey(userId, universityId) } });
}
