// The auth store (docs/rules/accounts-and-tokens.md#auth-store): state, its persistence under
// `auth-storage`, the start-up lifecycle, login, logout, refresh (one at a time across tabs), and
// the authenticated fetch the typed client uses. Islands read it with useStore and call these
// actions; nothing else writes it.
import { atom, map } from 'nanostores';
import type { User } from '#shared/types.ts';
import { apiErrorInfo, makeApiClient } from '#lib/trpc.ts';
import { isTokenExpired } from '#lib/jwt.ts';
import { AUTH_STORAGE_KEY } from '#shared/auth/early-login-redirect.mjs';

export { AUTH_STORAGE_KEY };
const REFRESH_LOCK = 'auth-refresh';

export interface AuthState {
  user: User | null;
  token: string | null;
  refreshToken: string | null;
  isLoading: boolean;
  error: string | null;
  isInitialized: boolean;
}

interface Persisted {
  token: string | null;
  refreshToken: string | null;
  user: User | null;
}

const initialState: AuthState = { user: null, token: null, refreshToken: null, isLoading: true, error: null, isInitialized: false };

export const $auth = map<AuthState>({ ...initialState });

/** Set while the page is leaving on purpose (after deleting the account), so guards stay quiet. */
export const $leaving = atom(false);

/** Logs out and goes to `path` without a guard sending the page to /login first. */
export async function logoutAndLeave(path: string): Promise<void> {
  $leaving.set(true);
  await logout();
  window.location.assign(path);
}

/**
 * The login page, coming back to this page afterwards: /login?next=<path and query>. The head
 * script of account pages builds the same address (#shared/auth/early-login-redirect.mjs).
 */
export function loginUrlForHere(): string {
  return `/login?next=${encodeURIComponent(window.location.pathname + window.location.search)}`;
}

/**
 * For a page that needs an account: once the session is known to be absent, go to log in (not
 * while leaving on purpose). A page script can call it before its island's code has arrived.
 */
export function sendVisitorToLogin() {
  startAuth();
  $auth.subscribe(({ isInitialized, user }) => {
    if (isInitialized && !user && !$leaving.get()) window.location.replace(loginUrlForHere());
  });
}

/** Authenticated means a user object is present. */
export const isAuthenticated = (state: AuthState = $auth.get()) => state.user !== null;

// Calls that must not recurse into the refresh logic (login, refresh, logout) use a plain client.
const plainApi = makeApiClient((input, init) => fetch(input, init));

function readPersisted(): Persisted {
  try {
    const raw = globalThis.localStorage?.getItem(AUTH_STORAGE_KEY);
    if (!raw) return { token: null, refreshToken: null, user: null };
    const value = JSON.parse(raw) as Partial<Persisted>;
    return { token: value.token ?? null, refreshToken: value.refreshToken ?? null, user: value.user ?? null };
  } catch {
    return { token: null, refreshToken: null, user: null };
  }
}

function persist(state: Pick<AuthState, 'token' | 'refreshToken' | 'user'>) {
  const value: Persisted = { token: state.token, refreshToken: state.refreshToken, user: state.user };
  try {
    if (value.token || value.refreshToken || value.user) globalThis.localStorage?.setItem(AUTH_STORAGE_KEY, JSON.stringify(value));
    else globalThis.localStorage?.removeItem(AUTH_STORAGE_KEY);
  } catch {
    // Storage can be full or blocked; the session then lasts as long as the page.
  }
}

function setSession(session: Partial<Persisted>) {
  $auth.set({ ...$auth.get(), ...session });
  persist($auth.get());
}

/** True when the server answered that the session is over (a 4xx), not when it could not answer. */
function sessionRefused(error: unknown): boolean {
  const { status, network } = apiErrorInfo(error);
  return !network && status !== null && status >= 400 && status < 500;
}

/** Clears user, tokens and error (logout, failed refresh). */
export function clearAuth() {
  $auth.set({ ...$auth.get(), user: null, token: null, refreshToken: null, error: null, isLoading: false, isInitialized: true });
  persist($auth.get());
}

/** Merges a partial update into the user (e.g. a new username). */
export function updateUser(partial: Partial<User>) {
  const user = $auth.get().user;
  if (user) setSession({ user: { ...user, ...partial } });
}

export function clearAuthError() {
  if ($auth.get().error) $auth.setKey('error', null);
}

let initializing: Promise<void> | undefined;

/** Start-up: no token, no user; a token is verified (a 401 refreshes once, then verifies again). */
export function initializeAuth(): Promise<void> {
  initializing ??= (async () => {
    const stored = readPersisted();
    $auth.set({ ...$auth.get(), ...stored, isLoading: true, isInitialized: false });
    if (!stored.token) {
      $auth.set({ ...$auth.get(), user: null, isLoading: false, isInitialized: true });
      return;
    }
    try {
      const { user } = await api.account.me.query();
      setSession({ user });
      $auth.set({ ...$auth.get(), isLoading: false, isInitialized: true });
    } catch (error) {
      console.warn('Could not restore the session:', apiErrorInfo(error).message);
      // Offline or a server fault says nothing about the session: keep it and the stored user.
      if (sessionRefused(error)) clearAuth();
      else $auth.set({ ...$auth.get(), isLoading: false, isInitialized: true });
    }
  })().finally(() => {
    initializing = undefined;
  });
  return initializing;
}

/** Logs in; true on success. On failure the error text is in the store. */
export async function login(email: string, password: string): Promise<boolean> {
  $auth.set({ ...$auth.get(), isLoading: true, error: null });
  try {
    const result = await plainApi.account.login.mutate({ email, password });
    setSession({ user: result.user, token: result.token, refreshToken: result.refreshToken });
    $auth.set({ ...$auth.get(), isLoading: false, isInitialized: true, error: null });
    return true;
  } catch (error) {
    $auth.set({ ...$auth.get(), isLoading: false, error: apiErrorInfo(error).message || 'Login failed' });
    return false;
  }
}

/** Logs out here and revokes the refresh token on the server (best effort). */
export async function logout(): Promise<void> {
  const { refreshToken } = $auth.get();
  clearAuth();
  if (refreshToken) {
    await plainApi.account.logout.mutate({ refreshToken }).catch(() => undefined);
  }
}

/**
 * Replaces both tokens. Runs under a Web Lock shared by all tabs and re-reads storage first:
 * when another tab already refreshed, its tokens are adopted instead of spending ours twice.
 * Returns the new access token, or null after clearing the state when refreshing failed.
 */
export function refreshTokens(failedToken: string | null = $auth.get().token): Promise<string | null> {
  const run = async (): Promise<string | null> => {
    const stored = readPersisted();
    if (stored.token && stored.token !== failedToken) {
      setSession(stored);
      return stored.token;
    }
    const refreshToken = stored.refreshToken ?? $auth.get().refreshToken;
    if (!refreshToken) {
      clearAuth();
      return null;
    }
    try {
      const tokens = await plainApi.account.refresh.mutate({ refreshToken });
      setSession({ token: tokens.token, refreshToken: tokens.refreshToken });
      return tokens.token;
    } catch (error) {
      // Only the server's word that the refresh token is no good ends the login; a network
      // error or a 5xx leaves both tokens for the next try.
      if (sessionRefused(error)) clearAuth();
      return null;
    }
  };
  const locks = globalThis.navigator?.locks;
  return locks ? (locks.request(REFRESH_LOCK, run) as unknown as Promise<string | null>) : run();
}

/** Refreshes first when the access token has expired (required before liking). */
export async function ensureFreshToken(): Promise<string | null> {
  const { token } = $auth.get();
  if (!token) return null;
  return isTokenExpired(token) ? refreshTokens(token) : token;
}

/** fetch with the bearer; a 401 not yet retried refreshes once and replays, else clears the state. */
export async function authFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const send = (token: string | null) => {
    const headers = new Headers(init.headers);
    if (token) headers.set('authorization', `Bearer ${token}`);
    return fetch(input, { ...init, headers });
  };
  const token = $auth.get().token;
  const response = await send(token);
  if (response.status !== 401 || !token) return response;
  const fresh = await refreshTokens(token);
  if (fresh) return send(fresh);
  // Still signed in: the refresh could not reach the server, so this is a network failure, not a
  // 401 that would end the session.
  if ($auth.get().refreshToken) throw new TypeError('The session could not be refreshed; please try again.');
  return response;
}

/** The authenticated typed client for islands. */
export const api = makeApiClient(authFetch);

/** Another tab changed `auth-storage` with a different token: adopt it and start again. */
export function listenToOtherTabs(target: Pick<Window, 'addEventListener'> = window) {
  target.addEventListener('storage', (event: StorageEvent) => {
    if (event.key !== AUTH_STORAGE_KEY && event.key !== null) return;
    const next = readPersisted();
    if (next.token === $auth.get().token) return;
    $auth.set({ ...$auth.get(), ...next });
    void initializeAuth();
  });
}

let started = false;

/** Called by every island that needs the auth state; the first call starts the lifecycle. */
export function startAuth() {
  if (started || typeof window === 'undefined') return;
  started = true;
  listenToOtherTabs();
  void initializeAuth();
}
