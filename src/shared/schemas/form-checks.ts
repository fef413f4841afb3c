// Building blocks for request schemas whose errors come in a documented order: presence, then
// JSON types (`a.pipe(b)` runs b only when a passed), then the content rules as `rule(...)`
// refinements that stop at the first failure. The first issue's message is the reply's `error`.
import { z } from 'zod';
import { EMAIL_MESSAGE, isValidEmail, normalizeEmail } from '../accounts/email.ts';
import { PASSWORD_COMPLEXITY_MESSAGE, isPasswordStrongEnough } from '../accounts/password.ts';

/** Sent and not blank: not missing, not null, not only white space. */
export function isPresent(value: unknown): boolean {
  return value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');
}

/** Stage: each field must be present, else `message`. Other fields pass through. */
export function presentFields<const K extends string>(fields: readonly K[], message: string) {
  const shape = Object.fromEntries(fields.map((field) => [field, z.unknown().refine(isPresent, message)]));
  return z.object(shape as unknown as Record<K, z.ZodType<unknown>>).loose();
}

/**
 * The fields schema, after a presence stage over all its keys (`message` when one is missing or
 * blank). Typed by the fields schema, so callers (tRPC clients, forms) see the JSON types.
 */
export function withPresence<T extends z.ZodObject>(fields: T, message: string): z.ZodType<z.output<T>, z.input<T>> {
  return presentFields(Object.keys(fields.shape), message).pipe(fields) as unknown as z.ZodType<z.output<T>, z.input<T>>;
}

/** A string field, or 400 "<field> must be a string" (docs/rules/api-contract.md#check-order). */
export function text(field: string) {
  return z.string({ error: `${field} must be a string` });
}

/** Stage: each field must be a string. Other fields pass through. */
export function stringFields<const K extends string>(fields: readonly K[]) {
  const shape = Object.fromEntries(fields.map((field) => [field, text(field)]));
  return z.object(shape as Record<K, z.ZodString>).loose();
}

/** An ordered content check on a parsed object: the first failing rule is the only issue. */
export function rule<T>(check: (input: T) => boolean, message: string) {
  return [check, { error: message, abort: true }] as const;
}

/** The email rule (docs/rules/api-contract.md#email-rule) on a trimmed string. */
export const emailRule = <T extends { email: string }>() => rule<T>((input) => isValidEmail(input.email), EMAIL_MESSAGE);

/**
 * The password rule (docs/rules/accounts-and-tokens.md#password-rule) on `newPassword` or
 * `password`: the complexity rule and the PASSWORD_MAX bound (limits.ts).
 */
export const passwordRule = <T>(pick: (input: T) => string) =>
  rule<T>((input) => isPasswordStrongEnough(pick(input)), PASSWORD_COMPLEXITY_MESSAGE);

export { normalizeEmail };
