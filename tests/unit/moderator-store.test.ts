// @vitest-environment jsdom
// Whether the account menu shows its 'Moderation' link (src/stores/moderator.ts; the menu in
// src/components/account-menu.ts shows the link while the store is true): `access` is asked once
// per browser session after login, never for a visitor, and only a moderator gets true. The menu
// itself is driven in Chromium (tests/e2e/account-menu.test.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '#shared/types.ts';

const access = vi.fn<() => Promise<{ moderator: boolean }>>();

vi.mock('#stores/auth.ts', async () => {
  const { atom, map } = await import('nanostores');
  return {
    $auth: map({ user: null as User | null, token: null, refreshToken: null, isLoading: true, error: null, isInitialized: false }),
    $leaving: atom(false),
    startAuth: () => undefined,
    logoutAndLeave: vi.fn(),
    api: { moderation: { access: { query: () => access() } } },
  };
});

const ada: User = { id: 7, username: 'ada', email: 'ada@example.com', verified_university: null };
const grace: User = { id: 8, username: 'grace', email: 'grace@example.com', verified_university: null };
const { $auth } = await import('#stores/auth.ts');
const { $moderator } = await import('#stores/moderator.ts');
const signedOut = { user: null, token: null, refreshToken: null, isLoading: true, error: null, isInitialized: false };

beforeEach(() => {
  sessionStorage.clear();
  access.mockReset();
  $auth.set({ ...signedOut });
});

/** Shows the store as the menu does: subscribing starts its follow of the login. */
let stop: (() => void) | undefined;
const showMenu = () => {
  stop = $moderator.subscribe(() => undefined);
};
afterEach(() => {
  stop?.();
  stop = undefined;
});
/** Lets the store's pending answers settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the Moderation link', () => {
  it('is never asked about for a visitor', async () => {
    showMenu();
    $auth.set({ ...$auth.get(), isLoading: false, isInitialized: true });
    await settle();
    expect($moderator.get()).toBe(false);
    expect(access).not.toHaveBeenCalled();
  });

  it('shows to a moderator, asked once per session, and goes with the logout', async () => {
    access.mockResolvedValue({ moderator: true });
    showMenu();
    // A stored user is not trusted before the session is verified.
    $auth.setKey('user', ada);
    await settle();
    expect(access).not.toHaveBeenCalled();
    $auth.set({ ...$auth.get(), isLoading: false, isInitialized: true });
    await settle();
    expect($moderator.get()).toBe(true);
    expect(access).toHaveBeenCalledTimes(1);
    expect(JSON.parse(sessionStorage.getItem('moderator-access') ?? '{}')).toEqual({ userId: 7, moderator: true });

    // The next page of the same session starts uninitialised and reads the answer from sessionStorage.
    stop?.();
    $moderator.set(false);
    $auth.set({ ...signedOut, user: ada });
    showMenu();
    $auth.set({ ...$auth.get(), isLoading: false, isInitialized: true });
    await settle();
    expect($moderator.get()).toBe(true);
    expect(access).toHaveBeenCalledTimes(1);

    $auth.setKey('user', null);
    expect($moderator.get()).toBe(false);
    expect(sessionStorage.getItem('moderator-access')).toBeNull();
  });

  it('stays hidden from a member', async () => {
    access.mockResolvedValue({ moderator: false });
    showMenu();
    $auth.set({ ...$auth.get(), user: ada, isLoading: false, isInitialized: true });
    await settle();
    expect($moderator.get()).toBe(false);
    expect(access).toHaveBeenCalledTimes(1);
  });

  /** Ada signs in and, before the server answers, logs out; Grace logs in. The answers wait. */
  async function switchAccountsWhileAsking() {
    const answers: Array<{ resolve: (value: { moderator: boolean }) => void; reject: (error: Error) => void }> = [];
    access.mockImplementation(() => new Promise((resolve, reject) => answers.push({ resolve, reject })));
    showMenu();
    $auth.set({ ...$auth.get(), user: ada, isLoading: false, isInitialized: true });
    $auth.setKey('user', null);
    $auth.setKey('user', grace);
    await settle();
    const [forAda, forGrace] = answers;
    return { forAda: forAda!, forGrace: forGrace! };
  }

  it('is asked again for the next account, and a late answer for the previous one is dropped', async () => {
    const { forAda, forGrace } = await switchAccountsWhileAsking();
    expect(access).toHaveBeenCalledTimes(2);
    forAda.resolve({ moderator: true });
    await settle();
    expect($moderator.get()).toBe(false);
    expect(sessionStorage.getItem('moderator-access')).toBeNull();

    forGrace.resolve({ moderator: true });
    await settle();
    expect($moderator.get()).toBe(true);
    expect(JSON.parse(sessionStorage.getItem('moderator-access') ?? '{}')).toEqual({ userId: 8, moderator: true });
  });

  it("keeps the next account's link when the previous account's question fails late", async () => {
    const { forAda, forGrace } = await switchAccountsWhileAsking();
    forGrace.resolve({ moderator: true });
    await settle();
    forAda.reject(new Error('offline'));
    await settle();
    expect($moderator.get()).toBe(true);
  });
});
