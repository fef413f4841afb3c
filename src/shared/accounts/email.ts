// The email rule (docs/rules/api-contract.md#email-rule), shared by the server and the browser
// forms.
import { EMAIL_LENGTH_MAX, EMAIL_LENGTH_MIN } from '../limits.ts';

export const EMAIL_MESSAGE = 'Please enter a valid email address.';

// local@domain.tld: no spaces, domain labels of letters, digits and inner hyphens, TLD of 2+ letters.
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

/** Whether the (already trimmed) text is an acceptable email address. */
export function isValidEmail(email: string): boolean {
  return email.length >= EMAIL_LENGTH_MIN && email.length <= EMAIL_LENGTH_MAX && EMAIL_PATTERN.test(email);
}

/** The form emails are stored and compared in: trimmed, lower case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
