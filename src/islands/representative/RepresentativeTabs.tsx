// 'Waiting for a reply (N)' and 'Replied (N)' (ViewTabs: links, each view its own address).
import ViewTabs from '#islands/ui/ViewTabs.tsx';
import { REPRESENTATIVE_VIEWS, type RepresentativeView } from './representative-url';
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
  return (
    <ViewTabs
      label={TABS_LABEL}
      views={REPRESENTATIVE_VIEWS}
      current={view}
      text={(target) => tabLabel(target, counts)}
      onSelect={onSelect}
    />
  );
}
