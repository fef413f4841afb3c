// Loads one page of a moderation list (queue or log) whenever its key changes; a late answer for
// a page the moderator has already left is dropped. A 403 means the role was taken away.
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiErrorInfo } from '#lib/trpc.ts';

export type PagedLoad<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; forbidden: boolean };

export function usePagedLoad<T>(key: string, load: () => Promise<T>) {
  const [state, setState] = useState<PagedLoad<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);
  const loader = useRef(load);
  loader.current = load;

  useEffect(() => {
    const request = ++latest.current;
    setState({ status: 'loading' });
    loader.current().then(
      (data) => request === latest.current && setState({ status: 'ready', data }),
      (error: unknown) => request === latest.current && setState({ status: 'failed', forbidden: apiErrorInfo(error).status === 403 }),
    );
  }, [key, attempt]);

  /** Loads the same page again (after an error, or when decisions emptied it). */
  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  /** Changes the loaded data in place (an item decided on leaves the list). */
  const update = useCallback((change: (data: T) => T) => {
    setState((current) => (current.status === 'ready' ? { status: 'ready', data: change(current.data) } : current));
  }, []);
  return { state, reload, update };
}
