// Checks that a reply carries no secret: no password or token hash, and no user id or email but
// the ones allowed.

/** Every key path and string value in a JSON value. */
function walk(value: unknown, path: string, out: { keys: string[]; strings: string[] }) {
  if (typeof value === 'string') out.strings.push(value);
  else if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${path}[${i}]`, out));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      out.keys.push(`${path}.${key}`);
      walk(item, `${path}.${key}`, out);
    }
  }
}

/** Throws when the reply holds a hash-like field or value, a user id key, or a forbidden email. */
export function assertNoSecrets(body: unknown, forbiddenStrings: string[] = []): void {
  const found = { keys: [] as string[], strings: [] as string[] };
  walk(body, '$', found);
  const badKey = found.keys.find((key) => /hash|password|user_?id|userId/i.test(key.split('.').at(-1)!));
  if (badKey) throw new Error(`reply carries ${badKey}`);
  const badValue = found.strings.find(
    (s) => s.startsWith('$argon2') || /^[0-9a-f]{64}$/.test(s) || forbiddenStrings.some((f) => s.includes(f)),
  );
  if (badValue) throw new Error(`reply carries a secret value: ${badValue}`);
}
