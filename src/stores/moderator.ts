// Whether the signed-in account may moderate, for the account menu's 'Moderation' link. Asked once
// per browser session after login and kept in sessionStorage under the account's id; never asked
// for a visitor. It only hides a link: the server checks the role on every moderation call
// (docs/rules/trust-and-moderation.md#moderators).
import { atom, onMount } from 'nanostores';
import { $auth, api, type AuthState } from './auth.ts';

const STORAGE_KEY = 'moderator-access';

/** True once the server has said the signed-in account is a moderator. */
export const $moderator = atom(false);

function readCached(userId: number): boolean | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as { userId?: unknown; moderator?: unknown };
    return value.userId === userId && typeof value.moderator === 'boolean' ? value.moderator : null;
  } catch {
    return null;
  }
}

function writeCached(value: { userId: number; moderator: boolean } | null) {
  try {
    if (value) globalThis.sessionStorage?.setItem(STORAGE_KEY, JSON.stringify(value));
    else globalThis.sessionStorage?.removeItem(STORAGE_KEY);
  } catch {
    // Blocked storage: the next page asks again.
  }
}

/** Records the server's answer for the account (the /moderation page asks on every visit). */
export function rememberModeratorAccess(userId: number, moderator: boolean) {
  writeCached({ userId, moderator });
  if ($auth.get().user?.id === userId) $moderator.set(moderator);
}

let asking: number | null = null;

function follow(state: AuthState) {
  // A stored user is trusted only once the session has been verified.
  if (!state.isInitialized) return;
  const user = state.user;
  if (!user) {
    $moderator.set(false);
    writeCached(null);
    return;
  }
  const cached = readCached(user.id);
  if (cached !== null) {
    $moderator.set(cached);
    return;
  }
  if (asking === user.id) return;
  asking = user.id;
  // Not known yet for this account: no link until the server says so.
  $moderator.set(false);
  // A late answer for an account that has logged out since (another may be signed in) is dropped:
  // it must not set that account's link, cache or guard.
  const stillSignedIn = () => $auth.get().user?.id === user.id;
  api.moderation.access
    .query()
    .then(
      ({ moderator }) => stillSignedIn() && rememberModeratorAccess(user.id, moderator),
      () => stillSignedIn() && $moderator.set(false),
    )
    .finally(() => {
      if (asking === user.id) asking = null;
    });
}

// Followed while something shows the store (nanostores' mount): the header's account menu on every page.
onMount($moderator, () => {
  if (typeof window === 'undefined') return;
  return $auth.subscribe(follow);
});
