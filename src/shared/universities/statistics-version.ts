// A short fingerprint of everything the ratings block shows. The static page carries the one of its
// build; the live partial answers 204 (nothing to swap) while the live statistics still have it.
import type { UniversityStatistics } from '#shared/types.ts';

/** FNV-1a (32 bits) of the statistics the block renders; the averages follow from the distribution. */
export function statisticsVersion(statistics: UniversityStatistics): string {
  const text = JSON.stringify([
    statistics.review_count,
    statistics.verified_count,
    statistics.reviews_last_12_months,
    statistics.last_review_at,
    statistics.distribution,
    // A level's averages follow from its sums, which an edit moves without changing the counts above.
    statistics.by_level,
    statistics.replies,
  ]);
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${statistics.review_count}-${(hash >>> 0).toString(36)}`;
}
