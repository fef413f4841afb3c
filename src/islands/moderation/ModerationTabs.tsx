// 'Held (N)', 'Reported (N)', 'Replies (N)' and 'Log' as links with aria-current: each view has its own address
// (screen readers announce a link and the current page plainly; a new tab or a reload opens the
// same view). A plain click switches in place without reloading the page.
import type { MouseEvent } from 'react';
import { moderationSearch, MODERATION_VIEWS, type ModerationView, type QueueKind } from './moderation-url';
import { TAB_NAMES, TABS_LABEL } from './moderation-texts';

export type QueueCounts = Readonly<Record<QueueKind, number | null>>;

export function tabLabel(view: ModerationView, counts: QueueCounts): string {
  const count = view === 'log' ? null : counts[view];
  return count === null ? TAB_NAMES[view] : `${TAB_NAMES[view]} (${count})`;
}

export default function ModerationTabs({
  view,
  counts,
  onSelect,
}: {
  view: ModerationView;
  counts: QueueCounts;
  onSelect: (view: ModerationView) => void;
}) {
  const follow = (event: MouseEvent, target: ModerationView) => {
    // Ctrl, Cmd, Shift or a middle click open the view elsewhere, as a link does.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onSelect(target);
  };
  return (
    <nav aria-label={TABS_LABEL} className="mt-6 border-b border-slate-300">
      <ul className="-mb-px flex flex-wrap gap-x-1">
        {MODERATION_VIEWS.map((target) => {
          const current = target === view;
          return (
            <li key={target}>
              <a
                href={moderationSearch({ view: target, page: 1 })}
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
