// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

// A stand-in for the server's tRPC endpoint (the network is outside this tier).
type Handler = (body: unknown, headers: Headers) => { status: number; data?: unknown; error?: string };
let handlers: Record<string, Handler>;
let calls: { procedure: string; authorization: string | null }[];

function trpcReply(status: number, data?: unknown, error?: string) {
  const body = error
    ? { error: { message: error, code: -32001, data: { code: 'UNAUTHORIZED', httpStatus: status, extra: {} } } }
    : { result: { data } };
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
  const url = new URL(String(input), 'http://localhost');
  const procedure = url.pathname.replace('/api/trpc/', '');
  const headers = new Headers(init.headers);
  calls.push({ procedure, authorization: headers.get('authorization') });
  const handler = handlers[procedure];
  if (!handler) return trpcReply(404, undefined, `No handler for ${procedure}`);
  const body = init.body ? JSON.parse(String(init.body)) : JSON.parse(url.searchParams.get('input') ?? 'null');
  const { status, data, error } = handler(body, headers);
  return trpcReply(status, data, error);
});

const user = { id: 7, username: 'ada', email: 'ada@example.com', verified_university: null };
// Shaped like the server's tokens; the client only reads `exp` (the server verifies signatures).
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = async (seconds: number, name = 'a') =>
  `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: '7', sid: name, exp: Math.floor(Date.now() / 1000) + seconds })}.signature-${name}`;

async function freshStore() {
  vi.resetModules();
  return import('#stores/auth.ts');
}

beforeEach(() => {
  localStorage.clear();
  handlers = {};
  calls = [];
});

describe('auth store lifecycle', () => {
  it('starts loading, then is initialised with no user when nothing is stored', async () => {
    const auth = await freshStore();
    expect(auth.$auth.get()).toMatchObject({ isLoading: true, isInitialized: false, user: null });
    await auth.initializeAuth();
    expect(auth.$auth.get()).toMatchObject({ isLoading: false, isInitialized: true, user: null, token: null });
    expect(calls).toEqual([]);
  });

  it('verifies a stored token and keeps the user', async () => {
    const access = await token(600);
    localStorage.setItem('auth-storage', JSON.stringify({ token: access, refreshToken: 'r1', user: { ...user, username: 'old' } }));
    handlers['account.me'] = (_b, h) =>
      h.get('authorization') === `Bearer ${access}` ? { status: 200, data: { user } } : { status: 401, error: 'Invalid token' };
    const auth = await freshStore();
    await auth.initializeAuth();
    expect(auth.$auth.get()).toMatchObject({ user, token: access, isInitialized: true, isLoading: false });
    expect(JSON.parse(localStorage.getItem('auth-storage')!)).toEqual({ token: access, refreshToken: 'r1', user });
  });

  it('on a 401 refreshes once, replays, and persists only token, refreshToken and user', async () => {
    const old = await token(-10, 'old');
    const renewed = await token(600, 'new');
    localStorage.setItem('auth-storage', JSON.stringify({ token: old, refreshToken: 'r1', user }));
    handlers['account.me'] = (_b, h) =>
      h.get('authorization') === `Bearer ${renewed}` ? { status: 200, data: { user } } : { status: 401, error: 'Token expired' };
    handlers['account.refresh'] = (body) =>
      (body as { refreshToken: string }).refreshToken === 'r1'
        ? { status: 200, data: { token: renewed, refreshToken: 'r2' } }
        : { status: 401, error: 'Invalid refresh token' };
    const auth = await freshStore();
    await auth.initializeAuth();
    expect(calls.map((c) => c.procedure)).toEqual(['account.me', 'account.refresh', 'account.me']);
    expect(auth.$auth.get()).toMatchObject({ user, token: renewed, refreshToken: 'r2', isInitialized: true });
    expect(Object.keys(JSON.parse(localStorage.getItem('auth-storage')!)).sort()).toEqual(['refreshToken', 'token', 'user']);
  });

  it('clears everything when the refresh fails, and logs why', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('auth-storage', JSON.stringify({ token: await token(-10), refreshToken: 'stale', user }));
    handlers['account.me'] = () => ({ status: 401, error: 'Token expired' });
    handlers['account.refresh'] = () => ({ status: 401, error: 'Invalid refresh token' });
    const auth = await freshStore();
    await auth.initializeAuth();
    expect(auth.$auth.get()).toMatchObject({ user: null, token: null, refreshToken: null, isInitialized: true, isLoading: false });
    expect(localStorage.getItem('auth-storage')).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it.each([
    ['the network fails', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the server fails', () => Promise.resolve(trpcReply(503, undefined, 'Service unavailable'))],
  ])('keeps the login when %s during a refresh', async (_case, failure) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const expired = await token(-10);
    localStorage.setItem('auth-storage', JSON.stringify({ token: expired, refreshToken: 'r1', user }));
    handlers['account.me'] = () => ({ status: 401, error: 'Token expired' });
    const auth = await freshStore();
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('account.refresh') ? failure() : realFetch(input, init),
    );
    try {
      await auth.initializeAuth();
    } finally {
      vi.stubGlobal('fetch', realFetch);
    }
    expect(auth.$auth.get()).toMatchObject({ user, token: expired, refreshToken: 'r1', isInitialized: true, isLoading: false });
    expect(JSON.parse(localStorage.getItem('auth-storage')!)).toMatchObject({ refreshToken: 'r1' });
    warn.mockRestore();
  });

  it('login stores user and tokens; a failure sets the server text', async () => {
    const access = await token(600);
    handlers['account.login'] = (body) =>
      (body as { password: string }).password === 'Right-pass1'
        ? { status: 200, data: { user, token: access, refreshToken: 'r1' } }
        : { status: 401, error: 'Invalid email or password' };
    const auth = await freshStore();
    expect(await auth.login('ada@example.com', 'wrong')).toBe(false);
    expect(auth.$auth.get().error).toBe('Invalid email or password');
    expect(await auth.login('ada@example.com', 'Right-pass1')).toBe(true);
    expect(auth.$auth.get()).toMatchObject({ user, token: access, refreshToken: 'r1', error: null, isInitialized: true });
  });

  it('logout clears the state and revokes the refresh token on the server', async () => {
    handlers['account.logout'] = () => ({ status: 200, data: { ok: true } });
    localStorage.setItem('auth-storage', JSON.stringify({ token: await token(600), refreshToken: 'r9', user }));
    const auth = await freshStore();
    handlers['account.me'] = () => ({ status: 200, data: { user } });
    await auth.initializeAuth();
    await auth.logout();
    expect(auth.$auth.get()).toMatchObject({ user: null, token: null, refreshToken: null, error: null });
    expect(localStorage.getItem('auth-storage')).toBeNull();
    expect(calls.at(-1)?.procedure).toBe('account.logout');
  });

  it('adopts the tokens another tab stored instead of refreshing again', async () => {
    const mine = await token(-10, 'mine');
    const theirs = await token(600, 'theirs');
    localStorage.setItem('auth-storage', JSON.stringify({ token: mine, refreshToken: 'r1', user }));
    handlers['account.me'] = () => ({ status: 200, data: { user } });
    const auth = await freshStore();
    await auth.initializeAuth();
    // The other tab refreshed meanwhile: storage now holds its new pair.
    localStorage.setItem('auth-storage', JSON.stringify({ token: theirs, refreshToken: 'r2', user }));
    calls = [];
    expect(await auth.refreshTokens(mine)).toBe(theirs);
    expect(calls).toEqual([]);
    expect(auth.$auth.get()).toMatchObject({ token: theirs, refreshToken: 'r2' });
  });

  it('follows another tab: a different token in auth-storage is adopted and verified; removal logs out', async () => {
    handlers['account.me'] = () => ({ status: 200, data: { user } });
    const auth = await freshStore();
    auth.listenToOtherTabs(window);
    await auth.initializeAuth();
    const theirs = await token(600, 'theirs');
    localStorage.setItem('auth-storage', JSON.stringify({ token: theirs, refreshToken: 'r2', user }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'auth-storage', newValue: localStorage.getItem('auth-storage') }));
    await vi.waitFor(() => expect(auth.$auth.get()).toMatchObject({ user, token: theirs, isInitialized: true }));

    localStorage.removeItem('auth-storage');
    window.dispatchEvent(new StorageEvent('storage', { key: 'auth-storage', newValue: null }));
    await vi.waitFor(() => expect(auth.$auth.get()).toMatchObject({ user: null, token: null, isInitialized: true }));
  });

  it('refreshes an expired access token before liking', async () => {
    const expired = await token(-1, 'x');
    const renewed = await token(600, 'y');
    handlers['account.refresh'] = () => ({ status: 200, data: { token: renewed, refreshToken: 'r2' } });
    localStorage.setItem('auth-storage', JSON.stringify({ token: expired, refreshToken: 'r1', user }));
    handlers['account.me'] = () => ({ status: 200, data: { user } });
    const auth = await freshStore();
    auth.$auth.set({ ...auth.$auth.get(), token: expired, refreshToken: 'r1', user });
    expect(await auth.ensureFreshToken()).toBe(renewed);
    const valid = await token(600, 'z');
    auth.$auth.setKey('token', valid);
    expect(await auth.ensureFreshToken()).toBe(valid);
  });
});
