// The identifiers a request is counted under (DECISIONS.md): the client's address and, where the
// request names one, the email or account. Prefixed so an address and an email never collide.

/** Rate-limit identifiers for enforceRateLimit. */
export function limitKeys(clientAddress: string, email?: string): string[] {
  return [`ip:${clientAddress}`, ...(email ? [`email:${email}`] : [])];
}
