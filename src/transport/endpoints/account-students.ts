// Verified students: a code mailed to a university address, then confirmed
// (docs/rules/api-contract.md#verify-a-student-address, #confirm-a-student-code).
import { z } from 'zod';
import { invalidStudentCode, unknownUniversityAddress } from '#server/infra/errors.ts';
import { confirmStudentCode, requestStudentCode } from '#server/students/student-verification.ts';
import { EMAIL_MESSAGE } from '#shared/accounts/email.ts';
import { MAX_ID } from '#shared/ids.ts';
import {
  STUDENT_CODE_DIGITS,
  STUDENT_CODE_MINUTES,
  STUDENT_CODE_REQUESTS_A_DAY,
  STUDENT_CODE_TRIES,
  STUDENT_MAILS_A_DAY,
  STUDENT_WRONG_CODES_A_DAY,
} from '#shared/limits.ts';
import { confirmStudentInput, studentCodeSent, verifyStudentInput } from '#shared/schemas/students.ts';
import { inputOf } from '../parse-input.ts';
import { BEARER_ERRORS, BODY_ERRORS, RATE_LIMITED, invalid, notAString, replyOf } from '../rest/route-doc.ts';
import { endpoint } from './endpoint.ts';

const university = z.strictObject({ id: z.int().min(1).max(MAX_ID), name: z.string() });

export const studentEndpoints = {
  /** Mails a code to an academic address (docs/rules/accounts-and-tokens.md#verified-students). */
  verifyStudent: endpoint({
    auth: 'bearer',
    input: inputOf(verifyStudentInput),
    run: async ({ input, caller, clientAddress }) => ({
      university: await requestStudentCode(caller, input.email, clientAddress),
      message: studentCodeSent(input.email),
    }),
    trpc: { kind: 'mutation' },
    rest: {
      method: 'POST',
      path: '/users/verifyStudent',
      reply: ({ university, message }) => ({ status: 200, body: { success: true, university, message } }),
      doc: {
        summary: 'Send a student code to a university address',
        description:
          `Mails a ${STUDENT_CODE_DIGITS}-digit code, valid ${STUDENT_CODE_MINUTES} minutes, to an address of a university's domain (or a subdomain of it); a newer request replaces the pending code. The address is kept nowhere, only a keyed hash of it in lower case without its +tag, so one address verifies one account. ` +
          `An address that verified another account gets the same reply and a notice by mail, without a code. An account may ask for ${STUDENT_CODE_REQUESTS_A_DAY} codes in 24 hours (then 429); an address gets at most ${STUDENT_MAILS_A_DAY} mails in 24 hours (past that, the same reply and no mail).`,
        tag: 'Accounts',
        body: {
          schema: verifyStudentInput,
          fields: { email: 'The academic address: the email rule; its domain, or a parent domain of it, must be listed by a university.' },
        },
        reply: {
          status: 200,
          description: 'The code is on its way',
          schema: z.strictObject({
            success: z.literal(true),
            university,
            message: z.string().meta({ description: `"We sent a ${STUDENT_CODE_DIGITS}-digit code to <email>."` }),
          }),
        },
        errors: [
          ...BODY_ERRORS,
          invalid(EMAIL_MESSAGE, 'Missing, blank or malformed'),
          ...notAString('email'),
          ...BEARER_ERRORS,
          RATE_LIMITED,
          replyOf(
            unknownUniversityAddress(),
            'No university lists the domain or a parent domain of it (a bare public suffix never counts)',
          ),
        ],
      },
    },
  }),

  /** Confirms the mailed code: the caller becomes a verified student of its university. */
  confirmStudent: endpoint({
    auth: 'bearer',
    input: inputOf(confirmStudentInput),
    run: async ({ input, caller }) => ({ verified_university: await confirmStudentCode(caller, input.code) }),
    trpc: { kind: 'mutation' },
    rest: {
      method: 'POST',
      path: '/users/verifyStudent/confirm',
      reply: (result) => ({ status: 200, body: { success: true, ...result } }),
      doc: {
        summary: 'Confirm a student code',
        description: `Makes the caller a verified student of the university the code was sent for, replacing an earlier verification. A code is single use and void after ${STUDENT_CODE_TRIES} wrong tries; an account may try ${STUDENT_WRONG_CODES_A_DAY} wrong codes in 24 hours, across all its codes (then 429).`,
        tag: 'Accounts',
        body: { schema: confirmStudentInput, fields: { code: `The ${STUDENT_CODE_DIGITS} digits from the mail, as a string.` } },
        reply: {
          status: 200,
          description: 'Verified',
          schema: z.strictObject({ success: z.literal(true), verified_university: university }),
        },
        errors: [
          ...BODY_ERRORS,
          replyOf(invalidStudentCode(), 'Missing or not its digits'),
          ...notAString('code'),
          ...BEARER_ERRORS,
          RATE_LIMITED,
          replyOf(
            invalidStudentCode(),
            'No pending code, a wrong one, or one expired, used or voided by wrong tries (also when another account verified the address meanwhile)',
          ),
        ],
      },
    },
  }),
};
