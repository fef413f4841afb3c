// Accounts under /api/users (docs/rules/api-contract.md#accounts): sign-up, sessions and the
// caller's profile; with the password, verified-student and own-data calls, the table of the
// `account` namespace.
import { z } from 'zod';
import { deleteAccount } from '#server/accounts/delete-account.ts';
import { ownReviews, updateUsername } from '#server/accounts/profile.ts';
import { login, logout, refresh, signup } from '#server/auth/accounts.ts';
import {
  accountDeletionFailed,
  emailTaken,
  invalidCredentials,
  invalidRefreshToken,
  refreshTokenExpired,
  userNotFound,
  usernameTaken,
} from '#server/infra/errors.ts';
import { EMAIL_MESSAGE } from '#shared/accounts/email.ts';
import { PASSWORD_COMPLEXITY_MESSAGE } from '#shared/accounts/password.ts';
import { USERNAME_CHARACTERS_MESSAGE } from '#shared/accounts/username.ts';
import { TOKEN_TEXT_MAX, USERNAME_MAX } from '#shared/limits.ts';
import { loginInput, logoutInput, refreshInput, signupInput, updateUsernameInput, USERNAME_TOO_LONG } from '#shared/schemas/accounts.ts';
import { userReply } from '#shared/schemas/replies.ts';
import { ownReviewReply } from '#shared/schemas/trust-replies.ts';
import { inputOf } from '../parse-input.ts';
import { BEARER_ERRORS, BODY_ERRORS, RATE_LIMITED, invalid, notAString, replyOf } from '../rest/route-doc.ts';
import { ownDataEndpoints } from './account-data.ts';
import { EMAIL, NEW_PASSWORD, message, passwordEndpoints, saying } from './account-passwords.ts';
import { studentEndpoints } from './account-students.ts';
import { endpoint } from './endpoint.ts';

const USERNAME = `Stored trimmed, in Unicode NFC; 1 to ${USERNAME_MAX} characters, without control or invisible characters.`;
const tokens = { token: z.string().meta({ description: 'Access token (JWT), valid 15 minutes.' }), refreshToken: z.string() };

const sessionEndpoints = {
  signup: endpoint({
    auth: 'none',
    input: inputOf(signupInput),
    run: async ({ input, clientAddress }) => ({ user: await signup(input, clientAddress) }),
    trpc: { kind: 'mutation' },
    rest: {
      method: 'POST',
      path: '/users/signup',
      reply: ({ user }) => ({ status: 201, body: { message: 'User created successfully', user } }),
      doc: {
        summary: 'Sign up',
        description: 'Creates an account. No tokens come back: the client logs in next.',
        tag: 'Accounts',
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
      },
    },
  }),

  login: endpoint({
    auth: 'none',
    input: inputOf(loginInput),
    run: ({ input, clientAddress }) => login(input, clientAddress),
    trpc: { kind: 'mutation' },
    rest: {
      method: 'POST',
      path: '/users/login',
      reply: ({ user, token, refreshToken }) => ({ status: 200, body: { user, token, refreshToken } }),
      doc: {
        summary: 'Log in',
        description: 'Opens a session. An unknown email and a wrong password get the same text in the same time.',
        tag: 'Accounts',
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
      },
    },
  }),

  logout: endpoint({
    auth: 'none',
    input: inputOf(logoutInput),
    run: async ({ input }) => {
      await logout(input.refreshToken);
      return { ok: true as const };
    },
    trpc: { kind: 'mutation' },
    rest: {
      method: 'POST',
      path: '/users/logout',
      reply: saying('Logout successful'),
      doc: {
        summary: 'Log out',
        description: "Ends the refresh token's session. Answers the same whether or not the token was known.",
        tag: 'Accounts',
        body: { schema: logoutInput, fields: { refreshToken: 'Optional; absent or null is allowed.' } },
        reply: { status: 200, description: 'Logged out', schema: message('Logout successful') },
        errors: [...BODY_ERRORS, ...notAString('refreshToken')],
      },
    },
  }),

  refresh: endpoint({
    auth: 'none',
    input: inputOf(refreshInput),
    run: ({ input }) => refresh(input.refreshToken),
    trpc: { kind: 'mutation' },
    rest: {
      method: 'POST',
      path: '/users/refresh',
      reply: ({ token, refreshToken }) => ({ status: 200, body: { token, refreshToken } }),
      doc: {
        summary: 'Refresh the tokens',
        description:
          'Rotates the refresh token and issues a new access token. A rotated token sent again more than 10 seconds later revokes the whole session.',
        tag: 'Accounts',
        body: { schema: refreshInput, fields: { refreshToken: `One over ${TOKEN_TEXT_MAX} characters is never looked up.` } },
        reply: { status: 200, description: 'New tokens', schema: z.strictObject(tokens) },
        errors: [
          ...BODY_ERRORS,
          invalid('Refresh token required'),
          ...notAString('refreshToken'),
          replyOf(invalidRefreshToken(), 'Unknown, revoked, already rotated or too long'),
          replyOf(refreshTokenExpired()),
        ],
      },
    },
  }),

  /** The caller's own account, read from the database. */
  me: endpoint({
    auth: 'bearer',
    run: ({ caller }) => ({ user: caller.user }),
    trpc: { kind: 'query' },
    rest: {
      method: 'GET',
      path: '/users/verify',
      doc: {
        summary: 'Verify the access token',
        description: "The caller's account, read from the database (a renamed user gets the new name).",
        tag: 'Accounts',
        reply: { status: 200, description: "The caller's account", schema: z.strictObject({ user: userReply }) },
        errors: BEARER_ERRORS,
      },
    },
  }),
};

const profileEndpoints = {
  updateUsername: endpoint({
    auth: 'bearer',
    input: inputOf(updateUsernameInput),
    run: async ({ input, caller }) => ({ username: await updateUsername(caller, input.username) }),
    trpc: { kind: 'mutation' },
    rest: {
      method: 'PUT',
      path: '/users/updateUsername',
      reply: ({ username }) => ({ status: 200, body: { message: 'Username updated successfully', username } }),
      doc: {
        summary: 'Change the username',
        description: "Re-saving one's own name is fine. The reply carries the name as stored.",
        tag: 'Accounts',
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
      },
    },
  }),

  deleteAccount: endpoint({
    auth: 'bearer',
    run: async ({ caller }) => {
      await deleteAccount(caller);
      return { ok: true as const };
    },
    trpc: { kind: 'mutation' },
    rest: {
      method: 'DELETE',
      path: '/users/delete',
      messageOnErrors: true,
      // The call takes no body: whatever is sent is never read.
      read: () => undefined,
      reply: () => ({ status: 200, body: { success: true, message: 'Account deleted successfully' } }),
      doc: {
        summary: 'Delete the account',
        description: 'Removes the account, its reviews and likes, its sessions and tokens in one transaction. Anonymous reviews stay.',
        tag: 'Accounts',
        reply: {
          status: 200,
          description: 'Deleted',
          schema: z.strictObject({ success: z.literal(true), message: z.literal('Account deleted successfully') }),
        },
        errors: [...BEARER_ERRORS, replyOf(userNotFound()), replyOf(accountDeletionFailed())],
      },
    },
  }),

  /** The caller's reviews with their status and the reason of a removal. */
  myReviews: endpoint({
    auth: 'bearer',
    run: async ({ caller }) => ({ reviews: await ownReviews(caller) }),
    trpc: { kind: 'query' },
    rest: {
      method: 'GET',
      path: '/users/getReviews',
      doc: {
        summary: "The caller's reviews",
        description:
          'Every review linked to the caller, newest first, not paginated; none is an empty list. Each says whether it is published, held for a moderator or removed, why it was removed, and whether that removal was already appealed.',
        tag: 'Accounts',
        reply: { status: 200, description: "The caller's reviews", schema: z.strictObject({ reviews: z.array(ownReviewReply) }) },
        errors: BEARER_ERRORS,
      },
    },
  }),
};

/** The `account` namespace; its REST routes in this order. */
export const accountEndpoints = {
  ...sessionEndpoints,
  ...passwordEndpoints,
  ...profileEndpoints,
  ...studentEndpoints,
  ...ownDataEndpoints,
};
