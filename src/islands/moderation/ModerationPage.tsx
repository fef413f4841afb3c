// /moderation: a visitor is sent to log in (AuthGuard); a signed-in account is asked about its
// role first and nothing else is requested until the server says it is a moderator
// (docs/rules/trust-and-moderation.md#moderators). A member sees 'Not allowed'.
import { useCallback, useEffect, useState } from 'react';
import type { User } from '#shared/types.ts';
import { api } from '#stores/auth.ts';
import { rememberModeratorAccess } from '#stores/moderator.ts';
import AuthGuard from '#islands/account/AuthGuard.tsx';
import { ListLoading, ListProblem } from './ListStates';
import ModerationDesk from './ModerationDesk';
import * as texts from './moderation-texts';

export default function ModerationPage() {
  // Keyed by account: when another tab switches it, the access and the desk start over.
  return <AuthGuard>{(user) => <ModeratorGate key={user.id} user={user} />}</AuthGuard>;
}

type Access = 'asking' | 'moderator' | 'member' | 'failed';

function ModeratorGate({ user }: { user: User }) {
  const [access, setAccess] = useState<Access>('asking');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    api.moderation.access.query().then(
      ({ moderator }) => {
        rememberModeratorAccess(user.id, moderator);
        if (current) setAccess(moderator ? 'moderator' : 'member');
      },
      () => current && setAccess('failed'),
    );
    return () => {
      current = false;
    };
  }, [user.id, attempt]);
  // The role was taken away while the page was open: the next call answered 403.
  const onForbidden = useCallback(() => {
    rememberModeratorAccess(user.id, false);
    setAccess('member');
  }, [user.id]);

  if (access === 'asking') return <ListLoading />;
  if (access === 'member') return <NotAllowed />;
  if (access === 'failed')
    return (
      <ListProblem
        onRetry={() => {
          setAccess('asking');
          setAttempt((count) => count + 1);
        }}
      />
    );
  return <ModerationDesk onForbidden={onForbidden} />;
}

function NotAllowed() {
  return (
    <section className="card mx-auto mt-6 max-w-md text-center">
      <h2 className="text-2xl font-bold text-slate-900">{texts.NOT_ALLOWED_TITLE}</h2>
      <p className="mt-2 text-slate-700">{texts.NOT_ALLOWED_TEXT}</p>
      <a href="/" className="btn-primary mt-5">
        {texts.HOME_LINK}
      </a>
    </section>
  );
}
