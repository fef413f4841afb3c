// Tabs of a page's lists as links with aria-current: each view has its own address (screen readers
// announce a link and the current page plainly; a new tab or a reload opens the same view). A
// plain click switches in place without reloading the page. Used by /moderation and /representative.
import type { MouseEvent } from 'react';
import { viewSearch } from '#lib/view-position.ts';

export interface ViewTabsProps<View extends string> {
  /** The navigation's accessible name. */
  label: string;
  views: readonly View[];
  current: View;
  /** A view's text, with its count when known: 'Held (3)'. */
  text: (view: View) => string;
  onSelect: (view: View) => void;
}

export default function ViewTabs<View extends string>({ label, views, current, text, onSelect }: ViewTabsProps<View>) {
  const follow = (event: MouseEvent, target: View) => {
    // Ctrl, Cmd, Shift or a middle click open the view elsewhere, as a link does.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onSelect(target);
  };
  return (
    <nav aria-label={label} className="mt-6 border-b border-slate-300">
      <ul className="-mb-px flex flex-wrap gap-x-1">
        {views.map((target) => {
          const isCurrent = target === current;
          return (
            <li key={target}>
              <a
                href={viewSearch({ view: target, page: 1 })}
                aria-current={isCurrent ? 'page' : undefined}
                onClick={(event) => follow(event, target)}
                className={`inline-flex min-h-11 items-center border-b-4 px-3 text-sm font-semibold no-underline sm:px-4 sm:text-base ${
                  isCurrent
                    ? 'border-brand-700 text-brand-800'
                    : 'border-transparent text-slate-700 hover:border-slate-400 hover:text-slate-900'
                }`}
              >
                {text(target)}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
