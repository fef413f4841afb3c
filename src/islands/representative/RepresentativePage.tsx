// /representative: a visitor is sent to log in (AuthGuard); a signed-in account is asked which
// university it represents first, and nothing else is requested until the server names one
// (docs/rules/trust-and-moderation.md#university-replies). Any other account reads how to become
// a representative. The page's heading and title then name the university.
import { useCallback, useEffect, useState } from 'react';
import type { User } from '#shared/types.ts';
import { SITE_NAME } from '#shared/site/site.ts';
import { api } from '#stores/auth.ts';
import AuthGuard from '#islands/account/AuthGuard.tsx';
import { ListLoading, ListProblem } from '#islands/moderation/ListStates.tsx';
import RepresentativeDesk, { type University } from './RepresentativeDesk';
import * as texts from './representative-texts';

export default function RepresentativePage() {
  // Keyed by account: when another tab switches it, the access and the desk start over.
  return <AuthGuard>{(user) => <RepresentativeGate key={user.id} user={user} />}</AuthGuard>;
}

type Access = { kind: 'asking' } | { kind: 'representative'; university: University } | { kind: 'member' } | { kind: 'failed' };

function RepresentativeGate({ user }: { user: User }) {
  const [access, setAccess] = useState<Access>({ kind: 'asking' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    api.replies.access.query().then(
      ({ university }) => current && setAccess(university ? { kind: 'representative', university } : { kind: 'member' }),
      () => current && setAccess({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
    // Verifying another address ends a grant: the access is asked again.
  }, [user.id, user.verified_university?.id, attempt]);
  // The grant was taken away while the page was open: the next call answered 403.
  const onForbidden = useCallback(() => setAccess({ kind: 'member' }), []);
  useUniversityTitle(access.kind === 'representative' ? access.university.name : null);

  if (access.kind === 'asking') return <ListLoading />;
  if (access.kind === 'member') return <NotRepresentative />;
  if (access.kind === 'failed')
    return (
      <div className="mt-6">
        <ListProblem
          onRetry={() => {
            setAccess({ kind: 'asking' });
            setAttempt((count) => count + 1);
          }}
        />
      </div>
    );
  return <RepresentativeDesk university={access.university} onForbidden={onForbidden} />;
}

/** Names the university in the page's static heading and in the document's title, as text. */
function useUniversityTitle(name: string | null) {
  useEffect(() => {
    if (!name) return;
    const heading = document.getElementById(texts.PAGE_HEADING_ID);
    const before = { heading: heading?.textContent ?? texts.PAGE_TITLE, title: document.title };
    const title = texts.pageTitleFor(name);
    if (heading) heading.textContent = title;
    document.title = `${title} | ${SITE_NAME}`;
    return () => {
      if (heading) heading.textContent = before.heading;
      document.title = before.title;
    };
  }, [name]);
}

function NotRepresentative() {
  return (
    <div className="card mx-auto mt-6 max-w-md text-center" data-testid="not-representative">
      <p className="text-slate-800">
        {texts.NOT_REPRESENTATIVE_BEFORE_LINK}
        <a href="/profile">{texts.NOT_REPRESENTATIVE_LINK}</a>
        {texts.NOT_REPRESENTATIVE_AFTER_LINK}
      </p>
    </div>
  );
}
