// The moderators' backlog as /metrics shows it (docs/decisions/043-operability.md): how many reviews
// wait in each view of the queue (moderation.ts), and how long the longest-waiting held one has
// waited. Read from the database when /metrics is asked for.
import { db } from '#server/infra/db.ts';
import { gaugeReadAtScrape, sharedRead } from '#server/infra/metrics.ts';

export interface Backlog {
  held: number;
  reported: number;
  /** When the longest-waiting held review was held (or last edited, appealed or reported), or null when none is held. */
  oldestHeldSince: Date | null;
}

/**
 * The two views' sizes, and when the review that has waited longest was held: the latest of its
 * creation (held by screening), edit, appeal and newest report (the one that held it).
 */
export async function moderationBacklog(): Promise<Backlog> {
  const [held, reported, waiting] = await Promise.all([
    db().review.count({ where: { status: 'held' } }),
    db().review.count({ where: { status: 'published', reports: { some: { outcome: 'open' } } } }),
    db().review.findMany({
      where: { status: 'held' },
      select: {
        createdAt: true,
        editedAt: true,
        appealedAt: true,
        reports: { orderBy: { createdAt: 'desc' }, take: 1, select: { createdAt: true } },
      },
    }),
  ]);
  const heldSince = waiting.map((review) =>
    Math.max(
      review.createdAt.getTime(),
      review.editedAt?.getTime() ?? 0,
      review.appealedAt?.getTime() ?? 0,
      review.reports[0]?.createdAt.getTime() ?? 0,
    ),
  );
  return { held, reported, oldestHeldSince: heldSince.length ? new Date(Math.min(...heldSince)) : null };
}

/** One read of the backlog per scrape, shared by the gauges below. */
const backlogOnce = sharedRead(moderationBacklog);

gaugeReadAtScrape({
  name: 'unireviews_moderation_queue_reviews',
  help: 'Reviews waiting for a moderator, by view of the queue (held, reported)',
  labelNames: ['queue'] as const,
  read: async (set) => {
    const backlog = await backlogOnce();
    set({ queue: 'held' }, backlog.held);
    set({ queue: 'reported' }, backlog.reported);
  },
});

gaugeReadAtScrape({
  name: 'unireviews_moderation_held_oldest_seconds',
  help: 'How long the longest-waiting held review has waited, in seconds (0 when none is held)',
  read: async (set) => {
    const { oldestHeldSince } = await backlogOnce();
    set({}, oldestHeldSince ? Math.max(0, (Date.now() - oldestHeldSince.getTime()) / 1000) : 0);
  },
});
