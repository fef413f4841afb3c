// The docs of the routes under /api/users (docs/rules/api-contract.md#accounts), in routes/users.ts.
import { z } from 'zod';
import {
  accountDeletionFailed,
  emailTaken,
  invalidCredentials,
  invalidRefreshToken,
  invalidResetToken,
  refreshTokenExpired,
  resetLinkExpired,
  resetTokenExpired,
  userNotFound,
  usernameTaken,
} from '#server/infra/errors.ts';
import { PASSWORD_RESET_DONE } from '#shared/accounts/messages.ts';
import { EMAIL_MESSAGE } from '#shared/accounts/email.ts';
import { PASSWORD_COMPLEXITY_MESSAGE } from '#shared/accounts/password.ts';
import { USERNAME_CHARACTERS_MESSAGE } from '#shared/accounts/username.ts';
import { EMAIL_LENGTH_MAX, EMAIL_LENGTH_MIN, PASSWORD_MAX, TOKEN_TEXT_MAX, USERNAME_MAX } from '#shared/limits.ts';
import {
  forgotPasswordInput,
  loginInput,
  logoutInput,
  refreshInput,
  resetPasswordInput,
  signupInput,
  updatePasswordInput,
  updateUsernameInput,
  USERNAME_TOO_LONG,
  validateResetTokenInput,
} from '#shared/schemas/accounts.ts';
import { userReply } from '#shared/schemas/replies.ts';
import { ownReviewReply } from '#shared/schemas/trust-replies.ts';
import { BEARER_ERRORS, BODY_ERRORS, RATE_LIMITED, invalid, notAString, replyOf, type RouteDoc } from '../route-doc.ts';

const EMAIL = `Trimmed, ${EMAIL_LENGTH_MIN} to ${EMAIL_LENGTH_MAX} characters, local@domain.tld; compared in lower case.`;
const NEW_PASSWORD = `At most ${PASSWORD_MAX} characters, meeting at least 3 of the 5 criteria of the password rule.`;
const USERNAME = `Stored trimmed, in Unicode NFC; 1 to ${USERNAME_MAX} characters, without control or invisible characters.`;
const message = (text: string) => z.strictObject({ message: z.literal(text) });
const tokens = { token: z.string().meta({ description: 'Access token (JWT), valid 15 minutes.' }), refreshToken: z.string() };

export const signupDoc: RouteDoc = {
  summary: 'Sign up',
  description: 'Creates an account. No tokens come back: the client logs in next.',
  tag: 'Accounts',
  auth: 'none',
  body: { schema: signupInput, fields: { username: USERNAME, email: EMAIL, password: NEW_PASSWORD } },
  reply: {
    status: 201,
    description: 'Created',
    schema: z.strictObject({ message: z.literal('User created successfully'), user: userReply }),
  },
  errors: [
    ...BODY_ERRORS,
    invalid('All fields are required', 'A field is missing, null or blank'),
    ...notAString('username', 'email', 'password'),
    invalid(EMAIL_MESSAGE),
    invalid(PASSWORD_COMPLEXITY_MESSAGE),
    invalid(USERNAME_TOO_LONG),
    invalid(USERNAME_CHARACTERS_MESSAGE),
    RATE_LIMITED,
    replyOf(emailTaken()),
    replyOf(usernameTaken()),
  ],
};

export const loginDoc: RouteDoc = {
  summary: 'Log in',
  description: 'Opens a session. An unknown email and a wrong password get the same text in the same time.',
  tag: 'Accounts',
  auth: 'none',
  body: {
    schema: loginInput,
    fields: { email: 'Not checked for format: a malformed address matches no account.', password: 'Only checked for being present.' },
  },
  reply: { status: 200, description: 'Logged in', schema: z.strictObject({ user: userReply, ...tokens }) },
  errors: [
    ...BODY_ERRORS,
    invalid('Email and password are required'),
    ...notAString('email', 'password'),
    RATE_LIMITED,
    replyOf(invalidCredentials()),
  ],
};

export const logoutDoc: RouteDoc = {
  summary: 'Log out',
  description: "Ends the refresh token's session. Answers the same whether or not the token was known.",
  tag: 'Accounts',
  auth: 'none',
  body: { schema: logoutInput, fields: { refreshToken: 'Optional; absent or null is allowed.' } },
  reply: { status: 200, description: 'Logged out', schema: message('Logout successful') },
  errors: [...BODY_ERRORS, ...notAString('refreshToken')],
};

export const refreshDoc: RouteDoc = {
  summary: 'Refresh the tokens',
  description:
    'Rotates the refresh token and issues a new access token. A rotated token sent again more than 10 seconds later revokes the whole session.',
  tag: 'Accounts',
  auth: 'none',
  body: { schema: refreshInput, fields: { refreshToken: `One over ${TOKEN_TEXT_MAX} characters is never looked up.` } },
  reply: { status: 200, description: 'New tokens', schema: z.strictObject(tokens) },
  errors: [
    ...BODY_ERRORS,
    invalid('Refresh token required'),
    ...notAString('refreshToken'),
    replyOf(invalidRefreshToken(), 'Unknown, revoked, already rotated or too long'),
    replyOf(refreshTokenExpired()),
  ],
};

export const verifyDoc: RouteDoc = {
  summary: 'Verify the access token',
  description: "The caller's account, read from the database (a renamed user gets the new name).",
  tag: 'Accounts',
  auth: 'bearer',
  reply: { status: 200, description: "The caller's account", schema: z.strictObject({ user: userReply }) },
  errors: BEARER_ERRORS,
};

export const forgotPasswordDoc: RouteDoc = {
  summary: 'Ask for a password reset link',
  description:
    'Answers the same text in the same time for every well-formed email, and never says whether an account exists; the mail is sent after the reply.',
  tag: 'Accounts',
  auth: 'none',
  body: { schema: forgotPasswordInput, fields: { email: EMAIL } },
  reply: {
    status: 200,
    description: 'Accepted',
    schema: message("If an account with that email exists, we've sent you a password reset link."),
  },
  errors: [...BODY_ERRORS, invalid('Email is required'), ...notAString('email'), invalid(EMAIL_MESSAGE), RATE_LIMITED],
};

export const validateResetTokenDoc: RouteDoc = {
  summary: 'Check a reset token',
  description: 'A POST, so the token never sits in a URL. Checking does not use the token up.',
  tag: 'Accounts',
  auth: 'none',
  body: { schema: validateResetTokenInput, fields: { token: 'The token from the reset link.' } },
  reply: { status: 200, description: 'The token is usable', schema: message('Token is valid') },
  errors: [
    ...BODY_ERRORS,
    invalid('Token is required'),
    ...notAString('token'),
    replyOf(invalidResetToken(), 'Unknown or already used'),
    replyOf(resetLinkExpired()),
  ],
};

export const resetPasswordDoc: RouteDoc = {
  summary: 'Reset the password',
  description: 'Uses the token up, sets the new password and ends every session of the account.',
  tag: 'Accounts',
  auth: 'none',
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
};

export const updatePasswordDoc: RouteDoc = {
  summary: 'Change the password',
  description: 'No current password is asked for. Ends every other session of the account. The body is checked before the bearer.',
  tag: 'Accounts',
  auth: 'bearer',
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
};

export const updateUsernameDoc: RouteDoc = {
  summary: 'Change the username',
  description: "Re-saving one's own name is fine. The reply carries the name as stored.",
  tag: 'Accounts',
  auth: 'bearer',
  body: { schema: updateUsernameInput, fields: { username: USERNAME } },
  reply: {
    status: 200,
    description: 'Username changed',
    schema: z.strictObject({ message: z.literal('Username updated successfully'), username: z.string() }),
  },
  errors: [
    ...BODY_ERRORS,
    invalid('Username is required'),
    ...notAString('username'),
    invalid(USERNAME_TOO_LONG),
    invalid(USERNAME_CHARACTERS_MESSAGE),
    ...BEARER_ERRORS,
    replyOf(usernameTaken()),
  ],
};

export const deleteAccountDoc: RouteDoc = {
  summary: 'Delete the account',
  description: 'Removes the account, its reviews and likes, its sessions and tokens in one transaction. Anonymous reviews stay.',
  tag: 'Accounts',
  auth: 'bearer',
  reply: {
    status: 200,
    description: 'Deleted',
    schema: z.strictObject({ success: z.literal(true), message: z.literal('Account deleted successfully') }),
  },
  errors: [...BEARER_ERRORS, replyOf(userNotFound()), replyOf(accountDeletionFailed())],
};

export const ownReviewsDoc: RouteDoc = {
  summary: "The caller's reviews",
  description:
    'Every review linked to the caller, newest first, not paginated; none is an empty list. Each says whether it is published, held for a moderator or removed, why it was removed, and whether that removal was already appealed.',
  tag: 'Accounts',
  auth: 'bearer',
  reply: { status: 200, description: "The caller's reviews", schema: z.strictObject({ reviews: z.array(ownReviewReply) }) },
  errors: BEARER_ERRORS,
};
