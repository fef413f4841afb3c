// The browser forms' own checks, in the documented order with its texts
// (docs/rules/accounts-and-tokens.md#account-forms). The server checks again with the same
// password and email rules.
import { PASSWORD_COMPLEXITY_MESSAGE, passwordStrength, MIN_PASSWORD_STRENGTH } from './password.ts';
import { isValidEmail } from './email.ts';

const strongEnough = (password: string) => passwordStrength(password) >= MIN_PASSWORD_STRENGTH;

/** Sign-up: all fields, email, complexity, then retype. Null when the form may be sent. */
export function signupError(form: { username: string; email: string; password: string; retype: string }): string | null {
  if (!form.username.trim() || !form.email.trim() || !form.password || !form.retype) return 'All fields are required.';
  if (!isValidEmail(form.email.trim())) return 'Please enter a valid email address.';
  if (!strongEnough(form.password)) return PASSWORD_COMPLEXITY_MESSAGE;
  if (form.password !== form.retype) return 'Passwords are not the same';
  return null;
}

/** Reset: both fields, complexity, then match. */
export function resetPasswordError(form: { newPassword: string; confirmPassword: string }): string | null {
  if (!form.newPassword || !form.confirmPassword) return 'Please fill in all fields';
  if (!strongEnough(form.newPassword)) return PASSWORD_COMPLEXITY_MESSAGE;
  if (form.newPassword !== form.confirmPassword) return 'Passwords do not match';
  return null;
}

/** Profile password change: both fields, match, then complexity. */
export function passwordUpdateError(form: { newPassword: string; retypeNewPassword: string }): string | null {
  if (!form.newPassword || !form.retypeNewPassword) return 'Both password fields are required';
  if (form.newPassword !== form.retypeNewPassword) return 'Passwords do not match';
  if (!strongEnough(form.newPassword)) return PASSWORD_COMPLEXITY_MESSAGE;
  return null;
}

/** Profile username change. */
export function usernameError(username: string): string | null {
  return username.trim() ? null : 'Username cannot be empty';
}

const NEXT_BASE = 'http://this-site.invalid';

/**
 * A `?next=` target that stays on this site. The value is parsed the way the browser will parse
 * it (it drops tabs and newlines and reads a backslash as a slash, so a tab or backslash after the
 * first slash would lead to another host), and only a same-origin path is kept.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/')) return '/';
  let url: URL;
  try {
    url = new URL(next, NEXT_BASE);
  } catch {
    return '/';
  }
  if (url.origin !== NEXT_BASE) return '/';
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith('//') || path.startsWith('/\\') ? '/' : path;
}
