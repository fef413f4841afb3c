// The profile's 'University replies', for a representative only (docs/rules/trust-and-moderation.md#university-replies):
// a link to /representative naming the university. Nothing shows for any other account, nor while
// the server is asked, nor when it cannot say. Asked again when the verified address changes: a
// grant counts only while the account's verified address is at that university.
import { useEffect, useState } from 'react';
import type { User } from '#shared/types.ts';
import { api } from '#stores/auth.ts';

export const REPLIES_HEADING = 'University replies';
export const repliesLink = (university: string) => `Reply to reviews of ${university}`;
export const REPLIES_EXPLAIN = 'As its representative, you can answer reviews of your university in public, once each.';

export default function RepresentativeLink({ user }: { user: User }) {
  const [university, setUniversity] = useState<{ id: number; name: string } | null>(null);
  const verifiedId = user.verified_university?.id;
  useEffect(() => {
    let current = true;
    api.replies.access.query().then(
      (reply) => current && setUniversity(reply.university),
      () => current && setUniversity(null),
    );
    return () => {
      current = false;
    };
  }, [user.id, verifiedId]);

  if (!university) return null;
  return (
    <section aria-labelledby="university-replies-heading" className="mt-6 border-t border-slate-200 pt-6">
      <h2 id="university-replies-heading" className="text-lg font-semibold">
        {REPLIES_HEADING}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{REPLIES_EXPLAIN}</p>
      <p className="mt-3">
        <a href="/representative" className="font-semibold">
          {repliesLink(university.name)}
        </a>
      </p>
    </section>
  );
}
