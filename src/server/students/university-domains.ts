// Which university an academic email address belongs to (docs/rules/accounts-and-tokens.md#verified-students):
// the one listing the address's domain, or a parent domain of it, in its `domains`. Parents stop
// at the registrable domain (the public suffix list), so a listed bare suffix such as `ac.uk`
// or `edu` never matches every address under it.
import { getDomain } from 'tldts';
import { Prisma } from '../generated/prisma/client.ts';
import { db } from '../db.ts';

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

/** The university of the (valid, lower-case) address: the most specific listed domain wins, then the lowest id. */
export async function universityOfAddress(email: string): Promise<UniversityRef | null> {
  const candidates = candidateDomains(email.slice(email.lastIndexOf('@') + 1));
  if (candidates.length === 0) return null;
  // `domains` is a JSON array of names; a malformed one is read as empty rather than failing the scan.
  const rows = await db().$queryRaw<{ id: number | bigint; name: string }[]>(Prisma.sql`
    SELECT u."id", u."name"
      FROM "University" u,
           json_each(CASE WHEN json_valid(u."domains") THEN u."domains" ELSE '[]' END) d
     WHERE d."type" = 'text'
       AND lower(trim(d."value", '.')) IN (SELECT "value" FROM json_each(${JSON.stringify(candidates)}))
     ORDER BY length(trim(d."value", '.')) DESC, u."id"
     LIMIT 1`);
  const row = rows[0];
  return row ? { id: Number(row.id), name: row.name } : null;
}
