// Request schemas of the verified-student calls (docs/rules/api-contract.md#verify-a-student-address,
// #confirm-a-student-code), in the documented check order, and the texts they answer.
import { z } from 'zod';
import { EMAIL_MESSAGE } from '../accounts/email.ts';
import { STUDENT_CODE_DIGITS } from '../limits.ts';
import { emailRule, normalizeEmail, rule, text, withPresence } from './form-checks.ts';

export const INVALID_STUDENT_CODE = 'Invalid or expired code.';

/** The reply's message once the code is on its way. */
export const studentCodeSent = (email: string) => `We sent a ${STUDENT_CODE_DIGITS}-digit code to ${email}.`;

/** The academic address: the email rule (absent counts as malformed), stored nowhere. */
export const verifyStudentInput = withPresence(z.object({ email: text('email').trim() }), EMAIL_MESSAGE)
  .refine(...emailRule<{ email: string }>())
  .transform((input) => ({ email: normalizeEmail(input.email) }));
export type VerifyStudentInput = z.output<typeof verifyStudentInput>;

const CODE_PATTERN = new RegExp(`^\\d{${STUDENT_CODE_DIGITS}}$`);

/** The mailed code: exactly its digits (spaces around it are forgiven); anything else is not a code. */
export const confirmStudentInput = withPresence(z.object({ code: text('code').trim() }), INVALID_STUDENT_CODE).refine(
  ...rule<{ code: string }>((input) => CODE_PATTERN.test(input.code), INVALID_STUDENT_CODE),
);
export type ConfirmStudentInput = z.output<typeof confirmStudentInput>;
