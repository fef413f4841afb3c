// The centred card of the account screens (login, sign-up, password reset): heading, optional
// tagline and close link, then the screen's content.
import type { AriaRole, ReactNode, Ref } from 'react';

export interface AuthCardProps {
  title: string;
  tagline?: string;
  /** Where the close icon goes; no icon without it. */
  closeHref?: string;
  role?: AriaRole;
  children: ReactNode;
  /** The card's outer element (the island's useLiveIsland). */
  ref?: Ref<HTMLDivElement>;
}

export default function AuthCard({ title, tagline, closeHref, role, children, ref }: AuthCardProps) {
  return (
    <div ref={ref} className="mx-auto w-full max-w-md">
      <div className="card relative p-6 sm:p-8" role={role}>
        {closeHref && <CloseLink href={closeHref} />}
        <h1 className="pr-10 text-2xl font-bold text-slate-900">{title}</h1>
        {tagline && <p className="mt-1 text-slate-700">{tagline}</p>}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}

/** The close icon: a link with an accessible name and a 44 px target. */
export function CloseLink({ href, label = 'Close' }: { href: string; label?: string }) {
  return (
    <a
      href={href}
      aria-label={label}
      className="absolute right-3 top-3 inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="h-5 w-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      >
        <path d="M5 5l10 10M15 5 5 15" />
      </svg>
    </a>
  );
}
