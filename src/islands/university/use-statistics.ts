// The university page's live statistics: start from the build-time snapshot (the same markup as
// the static page), then read the live numbers once the island runs. A failed read keeps the
// snapshot without a message: the review list already tells the reader when the server is away.
import { useEffect, useState } from 'react';
import type { UniversityStatistics } from '#shared/types.ts';
import { api } from '#stores/auth.ts';

export function useStatistics(universityId: number, snapshot: () => UniversityStatistics): UniversityStatistics {
  const [statistics, setStatistics] = useState(snapshot);
  useEffect(() => {
    let current = true;
    api.universities.stats.query({ id: universityId }).then(
      (live) => {
        if (current) setStatistics(live);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [universityId]);
  return statistics;
}
