// 'Held (N)', 'Reported (N)', 'Replies (N)' and 'Log' (ViewTabs: links, each view its own address).
import ViewTabs from '#islands/ui/ViewTabs.tsx';
import { MODERATION_VIEWS, type ModerationView, type QueueKind } from './moderation-url';
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
  return (
    <ViewTabs label={TABS_LABEL} views={MODERATION_VIEWS} current={view} text={(target) => tabLabel(target, counts)} onSelect={onSelect} />
  );
}
