// Request schemas of the account calls (docs/rules/api-contract.md#accounts), in the documented
// check order.
import { z } from 'zod';
import { emailRule, normalizeEmail, passwordRule, withPresence, rule, text } from './form-checks.ts';
import { USERNAME_CHARACTERS_MESSAGE, hasInvisibleOrControlCharacters, normalizeUsername } from '../accounts/username.ts';
import { USERNAME_MAX } from '../limits.ts';

export const USERNAME_TOO_LONG = `Username must be at most ${USERNAME_MAX} characters`;

type Signup = { username: string; email: string; password: string };

/** Sign-up: presence, email, password rule, username length. */
export const signupInput = withPresence(
  z.object({ username: text('username').transform(normalizeUsername), email: text('email').trim(), password: text('password') }),
  'All fields are required',
)
  .refine(...emailRule<Signup>())
  .refine(...passwordRule<Signup>((input) => input.password))
  .refine(...rule<Signup>((input) => input.username.length <= USERNAME_MAX, USERNAME_TOO_LONG))
  .refine(...rule<Signup>((input) => !hasInvisibleOrControlCharacters(input.username), USERNAME_CHARACTERS_MESSAGE))
  .transform((input) => ({ ...input, email: normalizeEmail(input.email) }));
export type SignupInput = z.output<typeof signupInput>;

/** Login: presence only; the format is not checked (a bad address simply matches nothing). */
export const loginInput = withPresence(
  z.object({ email: text('email').trim().toLowerCase(), password: text('password') }),
  'Email and password are required',
);
export type LoginInput = z.output<typeof loginInput>;

/** Logout: the refresh token is optional (absent or null). */
export const logoutInput = z.object({
  refreshToken: z.preprocess((value) => value ?? undefined, text('refreshToken').optional()),
});

/** Refresh. */
export const refreshInput = withPresence(z.object({ refreshToken: text('refreshToken') }), 'Refresh token required');

/** Forgot password (the adapter copies each error text into `message`). */
export const forgotPasswordInput = withPresence(z.object({ email: text('email').trim() }), 'Email is required')
  .refine(...emailRule<{ email: string }>())
  .transform((input) => ({ email: normalizeEmail(input.email) }));

/** Validate a reset token. */
export const validateResetTokenInput = withPresence(z.object({ token: text('token') }), 'Token is required');

type Reset = { token: string; newPassword: string; confirmPassword: string };

/** Reset password: presence, match, password rule. */
export const resetPasswordInput = withPresence(
  z.object({ token: text('token'), newPassword: text('newPassword'), confirmPassword: text('confirmPassword') }),
  'All fields are required',
)
  .refine(...rule<Reset>((input) => input.newPassword === input.confirmPassword, 'Passwords do not match'))
  .refine(...passwordRule<Reset>((input) => input.newPassword))
  .transform(({ token, newPassword }) => ({ token, newPassword }));
export type ResetPasswordInput = z.output<typeof resetPasswordInput>;

type Update = { newPassword: string; retypeNewPassword: string };

/** Update password: presence, match, password rule. */
export const updatePasswordInput = withPresence(
  z.object({ newPassword: text('newPassword'), retypeNewPassword: text('retypeNewPassword') }),
  'All password fields are required',
)
  .refine(...rule<Update>((input) => input.newPassword === input.retypeNewPassword, 'New passwords do not match'))
  .refine(...passwordRule<Update>((input) => input.newPassword))
  .transform(({ newPassword }) => ({ newPassword }));

/** Update username: stored trimmed. */
export const updateUsernameInput = withPresence(
  z.object({
    username: text('username')
      .transform(normalizeUsername)
      .pipe(z.string().max(USERNAME_MAX, USERNAME_TOO_LONG))
      .refine((name) => !hasInvisibleOrControlCharacters(name), USERNAME_CHARACTERS_MESSAGE),
  }),
  'Username is required',
);
