// U+0000 is refused once, where input enters either transport, before any service runs:
// PostgreSQL text cannot store it, and no field of ours has a use for it. REST checks path
// segments and query parameters in the router and JSON bodies as they are read (rest/http.ts);
// tRPC checks every procedure's raw input (trpc/init.ts). One 400 for all: `textWithNul`.
import { textWithNul } from '#server/infra/errors.ts';

const NUL = '\u0000';

/**
 * Whether a string or parsed JSON holds U+0000 in any string or key. Iterative: a JSON body of
 * 100 kB can nest tens of thousands of levels deep.
 */
export function holdsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes(NUL)) return true;
    } else if (Array.isArray(item)) {
      for (const element of item) pending.push(element);
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, element] of Object.entries(item)) {
        if (key.includes(NUL)) return true;
        pending.push(element);
      }
    }
  }
  return false;
}

/** Throws the documented 400 when the value holds U+0000. */
export function refuseNul(value: unknown): void {
  if (holdsNul(value)) throw textWithNul();
}

/**
 * The same for a REST request's decoded path parameters and its query; a query can only carry
 * U+0000 as `%00`, so a query without that text is not decoded again (the hot GET paths).
 */
export function refuseNulInUrl(params: Record<string, string>, url: URL): void {
  for (const name in params) if (params[name]!.includes(NUL)) throw textWithNul();
  if (url.search.includes('%00')) refuseNul([...url.searchParams]);
}
