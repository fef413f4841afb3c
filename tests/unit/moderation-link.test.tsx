// @vitest-environment jsdom
// The account menu's 'Moderation' link (src/stores/moderator.ts, src/islands/AccountNav.tsx):
// `access` is asked once per browser session after login, never for a visitor, and the link shows
// only to moderators.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
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
const { default: AccountNav } = await import('#islands/AccountNav.tsx');
const signedOut = { user: null, token: null, refreshToken: null, isLoading: true, error: null, isInitialized: false };

beforeEach(() => {
  sessionStorage.clear();
  access.mockReset();
  $auth.set({ ...signedOut });
});
afterEach(cleanup);

const openMenu = () => fireEvent.click(screen.getByRole('button', { name: /^Account/ }));

describe('the Moderation link', () => {
  it('is never asked about for a visitor', async () => {
    render(<AccountNav />);
    await act(async () => $auth.set({ ...$auth.get(), isLoading: false, isInitialized: true }));
    expect(screen.getByRole('link', { name: 'Login' })).toBeTruthy();
    expect(access).not.toHaveBeenCalled();
  });

  it('shows to a moderator, asked once per session, and goes with the logout', async () => {
    access.mockResolvedValue({ moderator: true });
    render(<AccountNav />);
    // A stored user is not trusted before the session is verified.
    await act(async () => $auth.setKey('user', ada));
    expect(access).not.toHaveBeenCalled();
    await act(async () => $auth.set({ ...$auth.get(), isLoading: false, isInitialized: true }));
    openMenu();
    expect(screen.getByRole('link', { name: 'Moderation' }).getAttribute('href')).toBe('/moderation');
    expect(access).toHaveBeenCalledTimes(1);
    expect(JSON.parse(sessionStorage.getItem('moderator-access') ?? '{}')).toEqual({ userId: 7, moderator: true });

    // The next page of the same session starts uninitialised and reads the answer from sessionStorage.
    cleanup();
    await act(async () => $auth.set({ ...signedOut, user: ada }));
    render(<AccountNav />);
    await act(async () => $auth.set({ ...$auth.get(), isLoading: false, isInitialized: true }));
    openMenu();
    expect(screen.getByRole('link', { name: 'Moderation' })).toBeTruthy();
    expect(access).toHaveBeenCalledTimes(1);

    await act(async () => $auth.setKey('user', null));
    expect(sessionStorage.getItem('moderator-access')).toBeNull();
  });

  it('stays hidden from a member', async () => {
    access.mockResolvedValue({ moderator: false });
    render(<AccountNav />);
    await act(async () => $auth.set({ ...$auth.get(), user: ada, isLoading: false, isInitialized: true }));
    openMenu();
    expect(screen.getByRole('link', { name: 'Saved Reviews' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Moderation' })).toBeNull();
    expect(access).toHaveBeenCalledTimes(1);
  });

  /** Ada signs in and, before the server answers, logs out; Grace logs in. The answers wait. */
  async function switchAccountsWhileAsking() {
    const answers: Array<{ resolve: (value: { moderator: boolean }) => void; reject: (error: Error) => void }> = [];
    access.mockImplementation(() => new Promise((resolve, reject) => answers.push({ resolve, reject })));
    render(<AccountNav />);
    await act(async () => $auth.set({ ...$auth.get(), user: ada, isLoading: false, isInitialized: true }));
    await act(async () => $auth.setKey('user', null));
    await act(async () => $auth.setKey('user', grace));
    const [forAda, forGrace] = answers;
    return { forAda: forAda!, forGrace: forGrace! };
  }

  it('is asked again for the next account, and a late answer for the previous one is dropped', async () => {
    const { forAda, forGrace } = await switchAccountsWhileAsking();
    expect(access).toHaveBeenCalledTimes(2);
    await act(async () => forAda.resolve({ moderator: true }));
    openMenu();
    expect(screen.getByRole('link', { name: 'Saved Reviews' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Moderation' })).toBeNull();
    expect(sessionStorage.getItem('moderator-access')).toBeNull();

    await act(async () => forGrace.resolve({ moderator: true }));
    expect(screen.getByRole('link', { name: 'Moderation' })).toBeTruthy();
    expect(JSON.parse(sessionStorage.getItem('moderator-access') ?? '{}')).toEqual({ userId: 8, moderator: true });
  });

  it("keeps the next account's link when the previous account's question fails late", async () => {
    const { forAda, forGrace } = await switchAccountsWhileAsking();
    await act(async () => forGrace.resolve({ moderator: true }));
    await act(async () => forAda.reject(new Error('offline')));
    openMenu();
    expect(screen.getByRole('link', { name: 'Moderation' })).toBeTruthy();
  });
});
