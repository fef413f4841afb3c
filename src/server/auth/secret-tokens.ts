// Opaque secrets (refresh and reset tokens): 256 random bits, sent to the client as base64url,
// stored only as a SHA-256 hash so a copy of the database cannot be replayed.
import crypto from 'node:crypto';

/** A new 256-bit token, base64url (43 characters). */
export function newSecretToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** The stored form of a token: hex SHA-256. */
export function hashSecretToken(token: string): string {
  return crypto.createHash('sha256').update(token, 'utf8').digest('hex');
}
