// Which university an academic email address belongs to (docs/rules/accounts-and-tokens.md#verified-students):
// the one listing the address's domain, or a parent domain of it, in its `domains`. Parents stop
// at the registrable domain (the public suffix list), so a listed bare suffix such as `ac.uk`
// or `edu` never matches every address under it.
import { getDomain } from 'tldts';
import { Prisma } from '#server/generated/prisma/client.ts';
import { db } from '#server/infra/db.ts';

export interface UniversityRef {
  id: number;
  name: string;
}

/** The domain and its parents down to the registrable domain, most specific first; none for a bare suffix. */
export function candidateDomains(domain: string): string[] {
  const host = domain.toLowerCase().replace(/\.+$/, '');
  const registrable = getDomain(host, { allowPrivateDomains: false });
  if (!registrable) return [];
  const labels = host.split('.');
  const depth = registrable.split('.').length;
  return labels.slice(0, labels.length - depth + 1).map((_, start) => labels.slice(start).join('.'));
}

/** A listed domain as addresses are compared with it: lower case, no leading or trailing dots. */
const listedName = (domain: string) => domain.toLowerCase().replace(/^\.+|\.+$/g, '');

/** The names in a `domains` column (a JSON array of names); a malformed one reads as none. */
function listedDomains(stored: string): string[] {
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) ? value.filter((name): name is string => typeof name === 'string').map(listedName) : [];
  } catch {
    return [];
  }
}

/** `text` for a LIKE pattern: its wildcards and the escape character taken literally. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The university of the (valid, lower-case) address: the most specific listed domain wins, then the lowest id. */
export async function universityOfAddress(email: string): Promise<UniversityRef | null> {
  const candidates = candidateDomains(email.slice(email.lastIndexOf('@') + 1));
  if (candidates.length === 0) return null;
  // Portable SQL narrows the scan to the universities whose domains mention a candidate; which
  // listed name matches exactly, and how specific it is, is decided here on the parsed list.
  const mentions = candidates.map((name) => Prisma.sql`lower(u."domains") LIKE ${`%${likeLiteral(name)}%`} ESCAPE '\\'`);
  const rows = await db().$queryRaw<{ id: number | bigint; name: string; domains: string }[]>(Prisma.sql`
    SELECT u."id", u."name", u."domains" FROM "University" u WHERE ${Prisma.join(mentions, ' OR ')}`);
  let best: { id: number; name: string; length: number } | null = null;
  for (const row of rows) {
    const id = Number(row.id);
    for (const listed of listedDomains(row.domains)) {
      if (!candidates.includes(listed)) continue;
      if (!best || listed.length > best.length || (listed.length === best.length && id < best.id))
        best = { id, name: row.name, length: listed.length };
    }
  }
  return best && { id: best.id, name: best.name };
}
