// The guard of /profile and /savedReviews: 'Loading...' while the auth state initialises, then
// /login?next=<this page> for a visitor. Without JavaScript the page's static panel shows.
import { useEffect, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { User } from '#shared/types.ts';
import { $auth, $leaving, loginUrlForHere, startAuth } from '#stores/auth.ts';

export default function AuthGuard({ children }: { children: (user: User) => ReactNode }) {
  const auth = useStore($auth);
  const leaving = useStore($leaving);
  useEffect(() => startAuth(), []);
  useEffect(() => {
    if (auth.isInitialized && !auth.user && !leaving) window.location.replace(loginUrlForHere());
  }, [auth.isInitialized, auth.user, leaving]);
  if (!auth.isInitialized || !auth.user) {
    if (leaving) return null;
    return (
      <p role="status" className="py-16 text-center text-slate-700">
        Loading...
      </p>
    );
  }
  return <>{children(auth.user)}</>;
}
