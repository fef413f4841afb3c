// The navbar's account area: Login and Sign Up for visitors; for a logged-in user an Account
// menu with Profile, Saved Reviews, Moderation (moderators only) and Logout (confirmed, then home).
import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $auth, logoutAndLeave, startAuth } from '#stores/auth.ts';
import { $moderator } from '#stores/moderator.ts';
import ConfirmDialog from './ui/ConfirmDialog';
import { useHydrated } from '#islands/hooks/use-hydrated.ts';

export default function AccountNav() {
  const auth = useStore($auth);
  // Asks the server once per session, after login, whether to show the Moderation link.
  const moderator = useStore($moderator);
  // Another island may have started the auth state before this one hydrates: the first render
  // must still match the server's (the visitor's links).
  const hydrated = useHydrated();
  const [menuOpen, setMenuOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => startAuth(), []);
  useEffect(() => {
    if (!menuOpen) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        button.current?.focus();
      } else if (wrapper.current?.contains(event.target as Node)) {
        return;
      }
      setMenuOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [menuOpen]);

  if (!hydrated || !auth.user) {
    return (
      <>
        <a href="/login" className="btn-secondary px-3 sm:px-4">
          Login
        </a>
        <a href="/signUp" className="btn-primary px-3 sm:px-4">
          Sign Up
        </a>
      </>
    );
  }

  return (
    <div ref={wrapper} className="relative">
      <button
        ref={button}
        type="button"
        className="btn-secondary"
        aria-expanded={menuOpen}
        aria-controls="account-menu"
        onClick={() => setMenuOpen((open) => !open)}
      >
        Account<span className="sr-only">: {auth.user.username}</span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
          <path d="M5.5 7.5 10 12l4.5-4.5" stroke="currentColor" strokeWidth="1.5" fill="none" />
        </svg>
      </button>
      <ul
        id="account-menu"
        hidden={!menuOpen}
        className="absolute right-0 z-40 mt-2 w-52 rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
      >
        <li className="truncate px-4 py-2 text-sm text-slate-600" aria-hidden="true">
          {auth.user.username}
        </li>
        <li>
          <a href="/profile" className="block px-4 py-2 text-slate-800 no-underline hover:bg-slate-100">
            Profile
          </a>
        </li>
        <li>
          <a href="/savedReviews" className="block px-4 py-2 text-slate-800 no-underline hover:bg-slate-100">
            Saved Reviews
          </a>
        </li>
        {moderator && (
          <li>
            <a href="/moderation" className="block px-4 py-2 text-slate-800 no-underline hover:bg-slate-100">
              Moderation
            </a>
          </li>
        )}
        <li>
          <button
            type="button"
            className="block w-full px-4 py-2 text-left text-slate-800 hover:bg-slate-100"
            onClick={() => {
              setMenuOpen(false);
              setConfirming(true);
            }}
          >
            Logout
          </button>
        </li>
      </ul>
      <ConfirmDialog
        open={confirming}
        title="Log out?"
        confirmLabel="Log Out"
        onCancel={() => setConfirming(false)}
        onConfirm={() => void logoutAndLeave('/')}
      >
        You will need to log in again to like reviews or manage your own.
      </ConfirmDialog>
    </div>
  );
}
