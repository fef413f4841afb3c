// Password hashing: argon2id with the OWASP parameters (19 MiB, 2 passes, 1 lane). @node-rs/argon2
// runs on the libuv thread pool, so hashing never blocks the event loop.
import { hash, verify } from '@node-rs/argon2';

// Argon2id (the const enum Algorithm.Argon2id cannot be imported under isolated modules).
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

// A hash of a random, forgotten password with the same parameters: verifying against it costs
// what a real verify costs, so a login for an unknown email takes as long as a wrong password.
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$Kgx5F9muWAZIbXVwo4cd+A$8FBR9WAv43PaOm5HnOQ2TOUosT4I02Td2/p+otkj9NE';

/** The argon2id hash (PHC string) of a password. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** Whether the password matches the hash; a null hash (unknown account) still costs one verify. */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  try {
    const matches = await verify(storedHash ?? DUMMY_HASH, password);
    return storedHash !== null && matches;
  } catch {
    // A malformed stored hash never matches.
    return false;
  }
}
