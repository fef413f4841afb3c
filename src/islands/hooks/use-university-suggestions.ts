// Suggestions for a university search box (docs/rules/pages-and-search.md#search): nothing under 2
// characters, the query sent 300 ms after the last keystroke, 'loading' from the keystroke until
// the reply, and 'none' (the no-match message) 100 ms after an empty reply. Failures are only
// logged.
import { useEffect, useState } from 'react';
import { api } from '#stores/auth.ts';
import { apiErrorInfo } from '#lib/trpc.ts';
import { SEARCH_MIN_LENGTH } from '#shared/limits.ts';
import type { UniversityHit } from '#shared/types.ts';

export const SUGGESTION_DEBOUNCE_MS = 300;
export const NO_MATCH_DELAY_MS = 100;

export type SuggestionStatus = 'idle' | 'loading' | 'results' | 'none';

export interface Suggestions {
  status: SuggestionStatus;
  hits: UniversityHit[];
}

// Replies per query for the page's lifetime: retyping or a second picker asks the server once.
const replies = new Map<string, Promise<UniversityHit[]>>();

function suggest(query: string): Promise<UniversityHit[]> {
  const key = query.toLowerCase();
  let reply = replies.get(key);
  if (!reply) {
    reply = api.universities.suggest.query({ query });
    replies.set(key, reply);
    reply.catch(() => replies.delete(key));
  }
  return reply;
}

/** The suggestions for `text`, at most `limit` (the compare pickers keep 5). */
export function useUniversitySuggestions(text: string, limit: number): Suggestions {
  const query = text.trim();
  const [state, setState] = useState<Suggestions>({ status: 'idle', hits: [] });

  useEffect(() => {
    if (query.length < SEARCH_MIN_LENGTH) {
      setState({ status: 'idle', hits: [] });
      return;
    }
    let current = true;
    let noMatchTimer: ReturnType<typeof setTimeout> | undefined;
    // Earlier options stay visible under the loading line until the new reply replaces them.
    setState((previous) => ({ status: 'loading', hits: previous.hits }));
    const load = async () => {
      try {
        const hits = (await suggest(query)).slice(0, limit);
        if (!current) return;
        if (hits.length) setState({ status: 'results', hits });
        else {
          setState({ status: 'loading', hits: [] });
          noMatchTimer = setTimeout(() => current && setState({ status: 'none', hits: [] }), NO_MATCH_DELAY_MS);
        }
      } catch (error) {
        console.warn('University suggestions failed:', apiErrorInfo(error).message);
        if (current) setState({ status: 'idle', hits: [] });
      }
    };
    const debounce = setTimeout(() => void load(), SUGGESTION_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(debounce);
      clearTimeout(noMatchTimer);
    };
  }, [query, limit]);

  return state;
}
