// The close icon of the account screens: a link with an accessible name.
export default function CloseLink({ href, label = 'Close' }: { href: string; label?: string }) {
  return (
    <a href={href} aria-label={label} className="absolute right-3 top-3 flex h-10 w-10 items-center justify-center rounded-full text-2xl text-slate-600 no-underline hover:bg-slate-100">
      <span aria-hidden="true">×</span>
    </a>
  );
}
