// False in the server-rendered markup and during hydration, true right after: controls that only
// work with JavaScript switch on without a hydration mismatch.
import { useEffect, useState } from 'react';

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
