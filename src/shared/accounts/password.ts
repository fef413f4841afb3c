// The password rule (docs/rules/accounts-and-tokens.md#password-rule), one copy for the server and
// the browser forms: a password is strong enough when it meets at least 3 of 5 criteria.
import { PASSWORD_CRITERION_LENGTH, PASSWORD_MAX } from '../limits.ts';

export const PASSWORD_COMPLEXITY_MESSAGE = `Password must meet at least 3 complexity requirements: At least ${PASSWORD_CRITERION_LENGTH} characters, 1 uppercase letter, 1 lowercase letter, 1 number, 1 special character`;

/** The rule in a line, shown under every new-password field (static shells and islands alike). */
export const PASSWORD_RULE_HINT = `At least 3 of: ${PASSWORD_CRITERION_LENGTH} or more characters, an uppercase letter, a lowercase letter, a number, a special character.`;

/** The only characters that count as "special". */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';

export const MIN_PASSWORD_STRENGTH = 3;

/** How many of the 5 criteria the password meets (0..5). */
export function passwordStrength(password: string): number {
  const criteria = [
    password.length >= PASSWORD_CRITERION_LENGTH,
    /[A-Z]/.test(password),
    /[a-z]/.test(password),
    /[0-9]/.test(password),
    [...password].some((char) => PASSWORD_SPECIAL_CHARACTERS.includes(char)),
  ];
  return criteria.filter(Boolean).length;
}

/** Whether a new password is acceptable: at least 3 criteria and at most PASSWORD_MAX characters. */
export function isPasswordStrongEnough(password: string): boolean {
  return password.length <= PASSWORD_MAX && passwordStrength(password) >= MIN_PASSWORD_STRENGTH;
}

export type StrengthColour = 'red' | 'yellow' | 'green';

/** The strength bar's colour: red below 2, yellow at 2 to 3, green at 4 or more. */
export function strengthColour(strength: number): StrengthColour {
  if (strength >= 4) return 'green';
  return strength >= 2 ? 'yellow' : 'red';
}

/** The strength bar's width in percent (strength / 5). */
export function strengthWidthPercent(strength: number): number {
  return (Math.min(Math.max(strength, 0), 5) / 5) * 100;
}
