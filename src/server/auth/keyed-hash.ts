// Keyed hashes (HMAC-SHA256 under the server secret) for values the server must recognise but
// never keep: client addresses, academic email addresses, student codes. Without the secret a
// copy of the database cannot be searched for a known value.
import crypto from 'node:crypto';
import { authSecret } from '#server/infra/env.ts';

/** The keyed hash of `value`, base64url; `purpose` keeps the hashes of different uses apart. */
export function keyedHash(purpose: string, value: string): string {
  return crypto.createHmac('sha256', authSecret()).update(`${purpose}:${value}`).digest('base64url');
}

/** Whether two keyed hashes are equal, in a time that does not depend on where they differ. */
export function sameKeyedHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}
