// Likes on the shown page: the user's flags come from one like-status request per loaded page
// (when logged in); a click toggles on the server, and the count and flag follow its reply. A
// visitor's click (or a session that cannot be refreshed) asks to log in instead.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { Review } from '#shared/types.ts';
import { apiErrorInfo } from '#lib/trpc.ts';
import { $auth, api, ensureFreshToken, isAuthenticated, startAuth } from '#stores/auth.ts';
import { whenAuthReady } from '#islands/hooks/auth-ready.ts';

export function useLikes(reviews: Review[], loadCount: number, setLikes: (reviewId: number, likes: number) => void) {
  const auth = useStore($auth);
  const userId = auth.isInitialized ? (auth.user?.id ?? null) : null;
  const [liked, setLiked] = useState<Record<number, boolean>>({});
  const [pending, setPending] = useState<Record<number, boolean>>({});
  const [promptOpen, setPromptOpen] = useState(false);
  const busy = useRef(new Set<number>());

  useEffect(() => startAuth(), []);

  // Only pages loaded from the server ask (not the build-time snapshot), once per page and user.
  const ids = reviews.map((r) => r.id).join(',');
  useEffect(() => {
    setLiked({});
    if (userId === null || loadCount === 0 || !ids) return;
    let current = true;
    api.reviews.likeStatus
      .query({ reviewIds: ids.split(',').map(Number) })
      .then(({ likes }) => {
        if (current) setLiked(Object.fromEntries(Object.entries(likes).map(([id, flag]) => [Number(id), flag])));
      })
      .catch((caught) => console.warn('Failed to load like status:', apiErrorInfo(caught).message));
    return () => {
      current = false;
    };
    // loadCount also covers a reload that brings the same ids.
  }, [userId, loadCount, ids]);

  const toggle = useCallback(
    async (review: Review) => {
      if (busy.current.has(review.id)) return;
      busy.current.add(review.id);
      setPending((p) => ({ ...p, [review.id]: true }));
      try {
        await whenAuthReady();
        if (!isAuthenticated() || !(await ensureFreshToken())) {
          setPromptOpen(true);
          return;
        }
        const reply = await api.reviews.toggleLike.mutate({ reviewId: review.id });
        setLiked((flags) => ({ ...flags, [review.id]: reply.hasLiked }));
        setLikes(review.id, reply.likes);
      } catch (caught) {
        // A failed like shows nothing; the button keeps its state (docs/rules/reviews-and-ratings.md#likes).
        const info = apiErrorInfo(caught);
        console.warn('Failed to like review:', info.message);
        if (info.status === 401) setPromptOpen(true);
      } finally {
        busy.current.delete(review.id);
        setPending((p) => ({ ...p, [review.id]: false }));
      }
    },
    [setLikes],
  );

  return { liked, pending, toggle, promptOpen, closePrompt: () => setPromptOpen(false) };
}
