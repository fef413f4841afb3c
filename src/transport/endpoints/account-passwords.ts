// Passwords (docs/rules/api-contract.md#accounts): a reset through a mailed link, and a change by
// the signed-in caller. With the field texts sign-up shares.
import { z } from 'zod';
import { updatePassword } from '#server/accounts/profile.ts';
import { requestPasswordReset, resetPassword, validateResetToken } from '#server/auth/password-reset.ts';
import { invalidResetToken, resetLinkExpired, resetTokenExpired } from '#server/infra/errors.ts';
import { EMAIL_MESSAGE } from '#shared/accounts/email.ts';
import { PASSWORD_RESET_DONE } from '#shared/accounts/messages.ts';
import { PASSWORD_COMPLEXITY_MESSAGE } from '#shared/accounts/password.ts';
import { EMAIL_LENGTH_MAX, EMAIL_LENGTH_MIN, PASSWORD_MAX } from '#shared/limits.ts';
import { forgotPasswordInput, resetPasswordInput, updatePasswordInput, validateResetTokenInput } from '#shared/schemas/accounts.ts';
import { inputOf } from '../parse-input.ts';
import { BEARER_ERRORS, BODY_ERRORS, RATE_LIMITED, invalid, notAString, replyOf } from '../rest/route-doc.ts';
import { endpoint } from './endpoint.ts';

export const EMAIL = `Trimmed, ${EMAIL_LENGTH_MIN} to ${EMAIL_LENGTH_MAX} characters, local@domain.tld; compared in lower case.`;
export const NEW_PASSWORD = `At most ${PASSWORD_MAX} characters, meeting at least 3 of the 5 criteria of the password rule.`;
const FORGOT_PASSWORD_REPLY = "If an account with that email exists, we've sent you a password reset link.";
/** The doc of a reply that is only `{ message }`. */
export const message = (text: string) => z.strictObject({ message: z.literal(text) });
/** REST's reply of a call whose tRPC reply says only that it worked. */
export const saying = (text: string) => () => ({ status: 200 as const, body: { message: text } });

export const passwordEndpoints = {
  forgotPassword: endpoint({
    auth: 'none',
    input: inputOf(forgotPasswordInput),
    run: async ({ input, clientAddress }) => {
      await requestPasswordReset(input.email, clientAddress);
      return { ok: true as const };
    },
    trpc: { kind: 'mutation', messageOnErrors: true },
    rest: {
      method: 'POST',
      path: '/users/forgotPassword',
      messageOnErrors: true,
      reply: saying(FORGOT_PASSWORD_REPLY),
      doc: {
        summary: 'Ask for a password reset link',
        description:
          'Answers the same text in the same time for every well-formed email, and never says whether an account exists; the mail is sent after the reply.',
        tag: 'Accounts',
        body: { schema: forgotPasswordInput, fields: { email: EMAIL } },
        reply: { status: 200, description: 'Accepted', schema: message(FORGOT_PASSWORD_REPLY) },
        errors: [...BODY_ERRORS, invalid('Email is required'), ...notAString('email'), invalid(EMAIL_MESSAGE), RATE_LIMITED],
      },
    },
  }),

  // A mutation, so the token travels in a POST body, never in a URL that logs and histories keep.
  validateResetToken: endpoint({
    auth: 'none',
    input: inputOf(validateResetTokenInput),
    run: async ({ input }) => {
      await validateResetToken(input.token);
      return { valid: true as const };
    },
    trpc: { kind: 'mutation' },
    rest: {
      method: 'POST',
      path: '/users/validateResetToken',
      reply: saying('Token is valid'),
      doc: {
        summary: 'Check a reset token',
        description: 'A POST, so the token never sits in a URL. Checking does not use the token up.',
        tag: 'Accounts',
        body: { schema: validateResetTokenInput, fields: { token: 'The token from the reset link.' } },
        reply: { status: 200, description: 'The token is usable', schema: message('Token is valid') },
        errors: [
          ...BODY_ERRORS,
          invalid('Token is required'),
          ...notAString('token'),
          replyOf(invalidResetToken(), 'Unknown or already used'),
          replyOf(resetLinkExpired()),
        ],
      },
    },
  }),

  resetPassword: endpoint({
    auth: 'none',
    input: inputOf(resetPasswordInput),
    run: async ({ input, clientAddress }) => {
      await resetPassword(input, clientAddress);
      return { ok: true as const, message: PASSWORD_RESET_DONE };
    },
    trpc: { kind: 'mutation' },
    rest: {
      method: 'POST',
      path: '/users/resetPassword',
      reply: ({ message }) => ({ status: 200, body: { message } }),
      doc: {
        summary: 'Reset the password',
        description: 'Uses the token up, sets the new password and ends every session of the account.',
        tag: 'Accounts',
        body: {
          schema: resetPasswordInput,
          fields: { token: 'The token from the reset link.', newPassword: NEW_PASSWORD, confirmPassword: 'The same password again.' },
        },
        reply: { status: 200, description: 'Password changed', schema: message(PASSWORD_RESET_DONE) },
        errors: [
          ...BODY_ERRORS,
          invalid('All fields are required'),
          ...notAString('token', 'newPassword', 'confirmPassword'),
          invalid('Passwords do not match'),
          invalid(PASSWORD_COMPLEXITY_MESSAGE),
          RATE_LIMITED,
          replyOf(invalidResetToken(), 'Unknown or already used'),
          replyOf(resetTokenExpired()),
        ],
      },
    },
  }),

  updatePassword: endpoint({
    auth: 'bearer',
    input: inputOf(updatePasswordInput),
    run: async ({ input, caller, clientAddress }) => {
      await updatePassword(caller, input.newPassword, clientAddress);
      return { ok: true as const };
    },
    trpc: { kind: 'mutation' },
    rest: {
      method: 'PUT',
      path: '/users/updatePassword',
      reply: saying('Password updated successfully'),
      doc: {
        summary: 'Change the password',
        description: 'No current password is asked for. Ends every other session of the account. The body is checked before the bearer.',
        tag: 'Accounts',
        body: { schema: updatePasswordInput, fields: { newPassword: NEW_PASSWORD, retypeNewPassword: 'The same password again.' } },
        reply: { status: 200, description: 'Password changed', schema: message('Password updated successfully') },
        errors: [
          ...BODY_ERRORS,
          invalid('All password fields are required'),
          ...notAString('newPassword', 'retypeNewPassword'),
          invalid('New passwords do not match'),
          invalid(PASSWORD_COMPLEXITY_MESSAGE),
          ...BEARER_ERRORS,
          RATE_LIMITED,
        ],
      },
    },
  }),
};
