// 'Most Recent' and 'Most Liked' as a tab list over the review list: arrow keys, Home and End move
// between the two tabs and select (automatic activation).
import { useRef, type KeyboardEvent } from 'react';
import type { ReviewSort } from '#shared/types.ts';

export const SORT_TABS: readonly { sort: ReviewSort; label: string }[] = [
  { sort: 'recent', label: 'Most Recent' },
  { sort: 'popular', label: 'Most Liked' },
];

export const sortTabId = (sort: ReviewSort) => `sort-tab-${sort}`;

export default function SortTabs({ sort, panelId, onChange }: { sort: ReviewSort; panelId: string; onChange: (sort: ReviewSort) => void }) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const select = (index: number) => {
    const tab = SORT_TABS[(index + SORT_TABS.length) % SORT_TABS.length]!;
    tabs.current[SORT_TABS.indexOf(tab)]?.focus();
    if (tab.sort !== sort) onChange(tab.sort);
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: SORT_TABS.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };
  return (
    <div role="tablist" aria-label="Sort reviews" className="js-only inline-flex rounded-lg border border-slate-300 bg-slate-100 p-1">
      {SORT_TABS.map((tab, index) => {
        const selected = tab.sort === sort;
        return (
          <button
            key={tab.sort}
            ref={(node) => {
              tabs.current[index] = node;
            }}
            type="button"
            role="tab"
            id={sortTabId(tab.sort)}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => !selected && onChange(tab.sort)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`min-h-10 rounded-md px-4 text-sm font-semibold ${selected ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-700 hover:bg-white/60'}`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
