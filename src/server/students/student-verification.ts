// Verified students (docs/rules/accounts-and-tokens.md#verified-students): a signed-in user shows
// they study at a university by entering a code mailed to an address of its domain. The address
// is never stored or logged, only its keyed hash: enough to let one address verify one account.
import crypto from 'node:crypto';
import type { Prisma } from '../generated/prisma/client.ts';
import { runInBackground } from '../background-tasks.ts';
import { db } from '../db.ts';
import { lockForWrite, writeTransaction } from '../write-transaction.ts';
import { invalidStudentCode, studentAddressTaken, unknownUniversityAddress } from '../errors.ts';
import { sendMail } from '../mail/mailer.ts';
import { limitKeys } from '../ratelimit/limit-keys.ts';
import { enforceRateLimit } from '../ratelimit/rate-limit.ts';
import { keyedHash, sameKeyedHash } from '../auth/keyed-hash.ts';
import type { Caller } from '../auth/current-user.ts';
import { STUDENT_CODE_DIGITS, STUDENT_CODE_MINUTES, STUDENT_CODE_TRIES } from '#shared/limits.ts';
import { universityOfAddress, type UniversityRef } from './university-domains.ts';

type Tx = Prisma.TransactionClient;

const addressHashOf = (email: string) => keyedHash('student-address', email);
// The account is part of the hashed text: a code is good only for the account it was sent to.
const codeHashOf = (userId: number, code: string) => keyedHash('student-code', `${userId}:${code}`);

/**
 * Sends a code to the caller's academic address (valid, lower case) and keeps it pending,
 * replacing an earlier one. Returns the university the address belongs to.
 */
export async function requestStudentCode(caller: Caller, email: string, clientAddress: string, now = new Date()): Promise<UniversityRef> {
  const userId = caller.user.id;
  const addressHash = addressHashOf(email);
  // Rate-limit keys are stored, so the academic address is counted by its hash.
  await enforceRateLimit('verifyStudent', [...limitKeys(clientAddress), `user:${userId}`, `address:${addressHash}`]);
  const university = await universityOfAddress(email);
  if (!university) throw unknownUniversityAddress();
  if (await addressHeldByAnother(db(), addressHash, userId)) throw studentAddressTaken();
  const code = crypto
    .randomInt(0, 10 ** STUDENT_CODE_DIGITS)
    .toString()
    .padStart(STUDENT_CODE_DIGITS, '0');
  const pending = {
    addressHash,
    universityId: university.id,
    codeHash: codeHashOf(userId, code),
    expiresAt: new Date(now.getTime() + STUDENT_CODE_MINUTES * 60_000),
    failedTries: 0,
    createdAt: now,
  };
  await db().studentCode.upsert({ where: { userId }, create: { userId, ...pending }, update: pending, select: { userId: true } });
  runInBackground('student code mail', () => mailCode(email, code, university));
  return university;
}

async function mailCode(email: string, code: string, university: UniversityRef): Promise<void> {
  try {
    await sendMail({
      to: email,
      subject: 'Your student verification code',
      text: [
        `Your code to show that you study at ${university.name}: ${code}`,
        '',
        `Enter it on your profile within ${STUDENT_CODE_MINUTES} minutes.`,
        'If you did not ask for it, ignore this mail: nothing changes.',
      ].join('\n'),
    });
  } catch (error) {
    // A transport's error may quote the recipient, and the academic address is never logged: the
    // cause stays behind on purpose.
    // eslint-disable-next-line preserve-caught-error
    throw new Error(`The student code mail was not sent (${(error as Error).name})`);
  }
}

async function addressHeldByAnother(tx: Tx, addressHash: string, userId: number): Promise<boolean> {
  return (await tx.studentAddress.count({ where: { addressHash, userId: { not: userId } } })) > 0;
}

/**
 * Checks the caller's pending code and, when it matches, makes the account a verified student of
 * its university (replacing an earlier verification). 400 for no code, a wrong, expired or void one.
 */
export async function confirmStudentCode(caller: Caller, code: string, now = new Date()): Promise<UniversityRef> {
  const userId = caller.user.id;
  // Decided inside the transaction, thrown after it: a wrong try must be counted, not rolled back.
  // Under the account's lock, tries sent at once are counted one after the other: never more
  // than STUDENT_CODE_TRIES of them are compared with the code.
  const outcome = await writeTransaction(
    async (tx): Promise<UniversityRef | 'invalid' | 'taken'> => {
      const pending = await tx.studentCode.findUnique({
        where: { userId },
        select: { addressHash: true, codeHash: true, expiresAt: true, failedTries: true, university: { select: { id: true, name: true } } },
      });
      if (!pending) return 'invalid';
      const live = pending.expiresAt.getTime() > now.getTime() && pending.failedTries < STUDENT_CODE_TRIES;
      const matches = live && sameKeyedHash(pending.codeHash, codeHashOf(userId, code));
      if (live && !matches && pending.failedTries + 1 < STUDENT_CODE_TRIES) {
        await tx.studentCode.update({ where: { userId }, data: { failedTries: { increment: 1 } }, select: { userId: true } });
        return 'invalid';
      }
      // Used, expired, or voided by this last allowed wrong try: the code goes.
      await tx.studentCode.delete({ where: { userId }, select: { userId: true } });
      if (!matches) return 'invalid';
      // Another account verified the same address after this code was sent (or is doing so now:
      // the address's lock is taken after the account's, everywhere).
      await lockForWrite(tx, `student-address:${pending.addressHash}`);
      if (await addressHeldByAnother(tx, pending.addressHash, userId)) return 'taken';
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
  if (outcome === 'taken') throw studentAddressTaken();
  return outcome;
}

/** Whether the account is a verified student of the university (a review it posts is marked). */
export async function isVerifiedStudentOf(userId: number, universityId: number): Promise<boolean> {
  const verified = await db().studentAddress.findUnique({ where: { userId }, select: { universityId: true } });
  return verified?.universityId === universityId;
}
