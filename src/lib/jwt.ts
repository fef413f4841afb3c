// Reads the expiry of an access token (the payload is not verified here; the server does that).

/** Seconds since the epoch at which the token expires, or null when it cannot be read. */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}

/** True when the token's `exp` has passed (with a few seconds of margin for clock skew). */
export function isTokenExpired(token: string, now = Date.now(), marginSeconds = 5): boolean {
  const exp = tokenExpiry(token);
  return exp === null || exp * 1000 <= now + marginSeconds * 1000;
}
