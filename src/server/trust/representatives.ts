// University representatives (docs/rules/trust-and-moderation.md#university-replies): accounts the
// operator names with `npm run representative`, each for one university, after the account proved
// an address at one of its domains with the verified students' mailed code. Read from the database
// on every call, never from a token: a revoked representative is refused from their next request.
import { db } from '#server/infra/db.ts';
import { otherUniversityReview, representativeRequired } from '#server/infra/errors.ts';
import type { Prisma } from '#server/generated/prisma/client.ts';
import { normalizeEmail } from '#shared/accounts/email.ts';

type Client = Prisma.TransactionClient;
export interface RepresentedUniversity {
  id: number;
  name: string;
}

/**
 * The university the account represents, or null. The grant counts only while the account's
 * verified address is still at that university: verifying another one ends it.
 */
export async function representedUniversity(userId: number, client: Client = db()): Promise<RepresentedUniversity | null> {
  const grant = await client.universityRepresentative.findUnique({
    where: { userId },
    select: {
      universityId: true,
      university: { select: { name: true } },
      user: { select: { studentAddress: { select: { universityId: true } } } },
    },
  });
  if (!grant || grant.user.studentAddress?.universityId !== grant.universityId) return null;
  return { id: grant.universityId, name: grant.university.name };
}

/** The caller's university: 403 for an account that represents none. */
export async function requireRepresentative(userId: number, client: Client = db()): Promise<RepresentedUniversity> {
  const university = await representedUniversity(userId, client);
  if (!university) throw representativeRequired();
  return university;
}

/** 403 unless the review is of the representative's university. */
export function requireOwnUniversity(university: RepresentedUniversity, reviewUniversityId: number): void {
  if (reviewUniversityId !== university.id) throw otherUniversityReview();
}

export type GrantOutcome =
  | { kind: 'granted' | 'already'; username: string; university: string }
  | { kind: 'no-account' | 'no-university' }
  | { kind: 'not-verified'; username: string; university: string };

/** Makes the account of `email` a representative of the university, if it verified an address there. */
export async function grantRepresentative(email: string, universityId: number): Promise<GrantOutcome> {
  const [account, university] = await Promise.all([
    db().user.findUnique({
      where: { email: normalizeEmail(email) },
      select: {
        id: true,
        username: true,
        studentAddress: { select: { universityId: true } },
        representative: { select: { universityId: true } },
      },
    }),
    db().university.findUnique({ where: { id: universityId }, select: { name: true } }),
  ]);
  if (!account) return { kind: 'no-account' };
  if (!university) return { kind: 'no-university' };
  const names = { username: account.username, university: university.name };
  if (account.studentAddress?.universityId !== universityId) return { kind: 'not-verified', ...names };
  if (account.representative?.universityId === universityId) return { kind: 'already', ...names };
  await db().universityRepresentative.upsert({
    where: { userId: account.id },
    create: { userId: account.id, universityId },
    update: { universityId, grantedAt: new Date() },
    select: { userId: true },
  });
  return { kind: 'granted', ...names };
}

/** Ends the account's representation; the university it represented, or null when it had none. */
export async function revokeRepresentative(email: string): Promise<{ username: string; university: string | null } | null> {
  const account = await db().user.findUnique({
    where: { email: normalizeEmail(email) },
    select: { id: true, username: true, representative: { select: { university: { select: { name: true } } } } },
  });
  if (!account) return null;
  await db().universityRepresentative.deleteMany({ where: { userId: account.id } });
  return { username: account.username, university: account.representative?.university.name ?? null };
}
