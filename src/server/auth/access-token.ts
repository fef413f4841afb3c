// Access tokens: HS256 JWTs of 15 minutes carrying the user id (`sub`) and the session (`sid`).
// Verification pins the algorithm, so `alg: none` or another algorithm is refused.
import { SignJWT, errors, jwtVerify } from 'jose';
import { invalidToken, tokenExpired } from '#server/infra/errors.ts';
import { authSecret } from '#server/infra/env.ts';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
const ALGORITHM = 'HS256';

/** The HMAC key, imported once per secret: importing it for every check took a third of its CPU time. */
let imported: { secret: string; key: Promise<CryptoKey> } | undefined;

function key(): Promise<CryptoKey> {
  const secret = authSecret();
  if (imported?.secret !== secret) {
    const raw = new TextEncoder().encode(secret);
    imported = { secret, key: crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']) };
  }
  return imported.key;
}

export interface AccessClaims {
  userId: number;
  sessionId: string;
}

export async function signAccessToken(claims: AccessClaims, now = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_SECONDS)
    .sign(await key());
}

/** The claims of a valid token; 401 "Token expired" or "Invalid token" otherwise. */
export async function verifyAccessToken(token: string): Promise<AccessClaims> {
  try {
    const { payload } = await jwtVerify(token, await key(), { algorithms: [ALGORITHM] });
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || userId <= 0 || typeof payload.sid !== 'string') throw new Error('claims');
    return { userId, sessionId: payload.sid };
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw tokenExpired();
    throw invalidToken();
  }
}
