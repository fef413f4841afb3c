// @vitest-environment jsdom
// The /profile panel's editors (src/islands/account/profile/): one open at a time, each opened
// with a fresh draft, messages in the panel's banners, the display following a saved change. The
// typed client is a stub; deletion (a native <dialog>, which jsdom lacks) is covered in the
// browser tier (tests/e2e/accounts.test.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { OwnReport, User } from '#shared/types.ts';

const updateUsername = vi.fn<(input: { username: string }) => Promise<{ username: string }>>();
const updatePassword = vi.fn<(input: { newPassword: string; retypeNewPassword: string }) => Promise<unknown>>();
const myReports = vi.fn<() => Promise<{ reports: OwnReport[] }>>();

vi.mock('#stores/auth.ts', async () => {
  const { atom, map } = await import('nanostores');
  const $auth = map({ user: null as User | null, token: null, refreshToken: null, isLoading: false, error: null, isInitialized: true });
  return {
    $auth,
    $leaving: atom(false),
    startAuth: () => () => undefined,
    updateUser: (partial: Partial<User>) => $auth.setKey('user', { ...$auth.get().user!, ...partial }),
    logoutAndLeave: vi.fn(),
    api: {
      account: {
        updateUsername: { mutate: (input: { username: string }) => updateUsername(input) },
        updatePassword: { mutate: (input: { newPassword: string; retypeNewPassword: string }) => updatePassword(input) },
        deleteAccount: { mutate: vi.fn() },
        myReports: { query: () => myReports() },
      },
    },
  };
});

const { $auth } = await import('#stores/auth.ts');
const { default: ProfilePanel } = await import('#islands/account/ProfilePanel.tsx');

const ada: User = { id: 7, username: 'ada', email: 'ada@example.com', verified_university: null };

beforeEach(() => {
  $auth.setKey('user', { ...ada });
  updateUsername.mockReset();
  updatePassword.mockReset();
  myReports.mockReset();
  myReports.mockResolvedValue({ reports: [] });
});
afterEach(cleanup);

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
const alertText = () => screen.queryByRole('alert')?.textContent ?? null;

describe('the profile panel', () => {
  it('offers the editors only under Edit Details, and opens one at a time with a fresh draft', () => {
    render(<ProfilePanel />);
    expect(screen.queryByRole('button', { name: 'Change username' })).toBeNull();
    click('Edit Details');

    click('Change username');
    fill('New username', '   ');
    click('Save');
    expect(alertText()).toContain('Username cannot be empty');
    fill('New username', 'half-typed');
    expect(alertText()).toBeNull();

    // The other editor closes this one; coming back starts from the saved name again.
    click('Change password');
    expect(screen.queryByLabelText('New username')).toBeNull();
    expect((screen.getByLabelText('New Password', { exact: true }) as HTMLInputElement).value).toBe('');
    click('Cancel');
    click('Change username');
    expect((screen.getByLabelText('New username') as HTMLInputElement).value).toBe('ada');

    click('Done');
    expect(screen.queryByLabelText('New username')).toBeNull();
    expect(screen.getByTestId('profile-username').textContent).toBe('ada');
    expect(updateUsername).not.toHaveBeenCalled();
  });

  it('saves a new username, trimmed, and shows it with the notice', async () => {
    updateUsername.mockImplementation(async ({ username }) => ({ username }));
    render(<ProfilePanel />);
    click('Edit Details');
    click('Change username');
    fill('New username', '  ada_lovelace ');
    await act(async () => click('Save'));
    expect(updateUsername).toHaveBeenCalledWith({ username: 'ada_lovelace' });
    expect(screen.getByText('Username updated successfully')).toBeTruthy();
    expect(screen.getByTestId('profile-username').textContent).toBe('ada_lovelace');
    expect(screen.queryByLabelText('New username')).toBeNull();
  });

  it('checks a new password before sending it, says when the server is unreachable, and saves it', async () => {
    render(<ProfilePanel />);
    click('Edit Details');
    click('Change password');
    fill('New Password', 'short');
    fill('Retype New Password', 'short');
    click('Save');
    expect(alertText()).toContain('Password must meet at least 3 complexity requirements');
    expect(updatePassword).not.toHaveBeenCalled();

    fill('New Password', 'Another-pass-2026');
    fill('Retype New Password', 'Another-pass-2026');
    updatePassword.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await act(async () => click('Save'));
    expect(alertText()).toContain('No response from server. Please try again.');

    updatePassword.mockResolvedValueOnce({ success: true });
    await act(async () => click('Save'));
    expect(updatePassword).toHaveBeenLastCalledWith({ newPassword: 'Another-pass-2026', retypeNewPassword: 'Another-pass-2026' });
    expect(screen.getByText('Password updated successfully')).toBeTruthy();
    expect(alertText()).toBeNull();
    expect(screen.queryByLabelText('New Password', { exact: true })).toBeNull();
  });
});

describe('Your reports', () => {
  const report = (id: number, created_at: string, reason: OwnReport['reason'], outcome: OwnReport['outcome']): OwnReport => ({
    id,
    review_id: 100 + id,
    university_id: 200 + id,
    university_name: `University ${id}`,
    reason,
    created_at,
    outcome,
  });

  it('says when the account has reported nothing', async () => {
    render(<ProfilePanel />);
    expect(await screen.findByText('You have not reported any reviews.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Your reports' })).toBeTruthy();
  });

  it('lists each report newest first with its reason, date and outcome in words', async () => {
    myReports.mockResolvedValue({
      reports: [
        report(1, '2025-01-05T09:00:00.000Z', 'spam', 'kept'),
        report(3, '2025-03-02T09:00:00.000Z', 'personal_info', 'open'),
        report(2, '2025-02-10T09:00:00.000Z', 'off_topic', 'removed'),
      ],
    });
    render(<ProfilePanel />);
    await screen.findByText('University 3');
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toHaveLength(3);
    expect(items[0]).toMatch(/^University 3.*Personal information.*March 2, 2025.*Open: a moderator will look at it$/);
    expect(items[1]).toMatch(/^University 2.*Off-topic.*February 10, 2025.*Removed$/);
    expect(items[2]).toMatch(/^University 1.*Spam or advertising.*January 5, 2025.*Kept: the review breaks no guideline$/);
  });

  it('says when the reports cannot be loaded', async () => {
    myReports.mockRejectedValue(new TypeError('Failed to fetch'));
    render(<ProfilePanel />);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load your reports. Please try again later.');
  });
});
