// REST routes under /api/users (docs/rules/api-contract.md#accounts). Thin: parse with the shared
// schemas, call a service, shape the reply.
import { login, logout, refresh, signup } from '#server/auth/accounts.ts';
import { requireCaller } from '#server/auth/current-user.ts';
import { deleteAccount } from '#server/accounts/delete-account.ts';
import { requestPasswordReset, resetPassword, validateResetToken } from '#server/auth/password-reset.ts';
import { PASSWORD_RESET_DONE } from '#shared/accounts/messages.ts';
import { ownReviews, updatePassword, updateUsername } from '#server/accounts/profile.ts';
import {
  forgotPasswordInput,
  loginInput,
  logoutInput,
  refreshInput,
  resetPasswordInput,
  signupInput,
  updatePasswordInput,
  updateUsernameInput,
  validateResetTokenInput,
} from '#shared/schemas/accounts.ts';
import { parseInput } from '#transport/parse-input.ts';
import { bearerToken, json, readJsonBody } from '../http.ts';
import type { Route } from '../router.ts';
import * as docs from '../route-docs/users.ts';

export const usersRoutes: Route[] = [
  {
    method: 'POST',
    path: '/users/signup',
    doc: docs.signupDoc,
    handler: async ({ request, clientAddress }) => {
      const input = parseInput(signupInput, await readJsonBody(request));
      const user = await signup(input, clientAddress);
      return json(201, { message: 'User created successfully', user });
    },
  },
  {
    method: 'POST',
    path: '/users/login',
    doc: docs.loginDoc,
    handler: async ({ request, clientAddress }) => {
      const input = parseInput(loginInput, await readJsonBody(request));
      const { user, token, refreshToken } = await login(input, clientAddress);
      return json(200, { user, token, refreshToken });
    },
  },
  {
    method: 'POST',
    path: '/users/logout',
    doc: docs.logoutDoc,
    handler: async ({ request }) => {
      const { refreshToken } = parseInput(logoutInput, await readJsonBody(request));
      await logout(refreshToken);
      return json(200, { message: 'Logout successful' });
    },
  },
  {
    method: 'POST',
    path: '/users/refresh',
    doc: docs.refreshDoc,
    handler: async ({ request }) => {
      const { refreshToken } = parseInput(refreshInput, await readJsonBody(request));
      const tokens = await refresh(refreshToken);
      return json(200, { token: tokens.token, refreshToken: tokens.refreshToken });
    },
  },
  {
    method: 'GET',
    path: '/users/verify',
    doc: docs.verifyDoc,
    handler: async ({ request }) => {
      const { user } = await requireCaller(bearerToken(request));
      return json(200, { user });
    },
  },
  {
    method: 'POST',
    path: '/users/forgotPassword',
    messageOnErrors: true,
    doc: docs.forgotPasswordDoc,
    handler: async ({ request, clientAddress }) => {
      const { email } = parseInput(forgotPasswordInput, await readJsonBody(request));
      await requestPasswordReset(email, clientAddress);
      return json(200, { message: "If an account with that email exists, we've sent you a password reset link." });
    },
  },
  {
    method: 'POST',
    path: '/users/validateResetToken',
    doc: docs.validateResetTokenDoc,
    handler: async ({ request }) => {
      const { token } = parseInput(validateResetTokenInput, await readJsonBody(request));
      await validateResetToken(token);
      return json(200, { message: 'Token is valid' });
    },
  },
  {
    method: 'POST',
    path: '/users/resetPassword',
    doc: docs.resetPasswordDoc,
    handler: async ({ request, clientAddress }) => {
      const input = parseInput(resetPasswordInput, await readJsonBody(request));
      await resetPassword(input, clientAddress);
      return json(200, { message: PASSWORD_RESET_DONE });
    },
  },
  {
    method: 'PUT',
    path: '/users/updatePassword',
    doc: docs.updatePasswordDoc,
    // The body is checked before the bearer (docs/rules/api-contract.md#update-password).
    handler: async ({ request, clientAddress }) => {
      const { newPassword } = parseInput(updatePasswordInput, await readJsonBody(request));
      await updatePassword(await requireCaller(bearerToken(request)), newPassword, clientAddress);
      return json(200, { message: 'Password updated successfully' });
    },
  },
  {
    method: 'PUT',
    path: '/users/updateUsername',
    doc: docs.updateUsernameDoc,
    handler: async ({ request }) => {
      const { username } = parseInput(updateUsernameInput, await readJsonBody(request));
      const stored = await updateUsername(await requireCaller(bearerToken(request)), username);
      return json(200, { message: 'Username updated successfully', username: stored });
    },
  },
  {
    method: 'DELETE',
    path: '/users/delete',
    messageOnErrors: true,
    doc: docs.deleteAccountDoc,
    handler: async ({ request }) => {
      await deleteAccount(await requireCaller(bearerToken(request)));
      return json(200, { success: true, message: 'Account deleted successfully' });
    },
  },
  {
    method: 'GET',
    path: '/users/getReviews',
    doc: docs.ownReviewsDoc,
    handler: async ({ request }) => {
      const reviews = await ownReviews(await requireCaller(bearerToken(request)));
      return json(200, { reviews });
    },
  },
];
