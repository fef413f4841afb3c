// 'Waiting for a reply (N)' and 'Replied (N)' as links with aria-current: each view has its own
// address (a new tab or a reload opens the same view). A plain click switches in place.
import type { MouseEvent } from 'react';
import { REPRESENTATIVE_VIEWS, representativeSearch, type RepresentativeView } from './representative-url';
import { TAB_NAMES, TABS_LABEL } from './representative-texts';

export type ViewCounts = Readonly<Record<RepresentativeView, number | null>>;

export function tabLabel(view: RepresentativeView, counts: ViewCounts): string {
  const count = counts[view];
  return count === null ? TAB_NAMES[view] : `${TAB_NAMES[view]} (${count})`;
}

export default function RepresentativeTabs({
  view,
  counts,
  onSelect,
}: {
  view: RepresentativeView;
  counts: ViewCounts;
  onSelect: (view: RepresentativeView) => void;
}) {
  const follow = (event: MouseEvent, target: RepresentativeView) => {
    // Ctrl, Cmd, Shift or a middle click open the view elsewhere, as a link does.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onSelect(target);
  };
  return (
    <nav aria-label={TABS_LABEL} className="mt-6 border-b border-slate-300">
      <ul className="-mb-px flex flex-wrap gap-x-1">
        {REPRESENTATIVE_VIEWS.map((target) => {
          const current = target === view;
          return (
            <li key={target}>
              <a
                href={representativeSearch({ view: target, page: 1 })}
                aria-current={current ? 'page' : undefined}
                onClick={(event) => follow(event, target)}
                className={`inline-flex min-h-11 items-center border-b-4 px-3 text-sm font-semibold no-underline sm:px-4 sm:text-base ${
                  current
                    ? 'border-brand-700 text-brand-800'
                    : 'border-transparent text-slate-700 hover:border-slate-400 hover:text-slate-900'
                }`}
              >
                {tabLabel(target, counts)}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
