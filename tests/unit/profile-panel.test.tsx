// @vitest-environment jsdom
// The /profile panel's editors (src/islands/account/profile/): one open at a time, each opened
// with a fresh draft, messages in the panel's banners, the display following a saved change. The
// typed client is a stub; deletion (a native <dialog>, which jsdom lacks) is covered in the
// browser tier (tests/e2e/accounts.test.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { TRPCClientError } from '@trpc/client';
import type { OwnReport, User } from '#shared/types.ts';

const updateUsername = vi.fn<(input: { username: string }) => Promise<{ username: string }>>();
const updatePassword = vi.fn<(input: { newPassword: string; retypeNewPassword: string }) => Promise<unknown>>();
const myReports = vi.fn<() => Promise<{ reports: OwnReport[] }>>();
const verifyStudent = vi.fn<(input: { email: string }) => Promise<{ university: { id: number; name: string }; message: string }>>();
const confirmStudent = vi.fn<(input: { code: string }) => Promise<{ verified_university: { id: number; name: string } }>>();
const exportData = vi.fn<() => Promise<unknown>>();
const replyAccess = vi.fn<() => Promise<{ university: { id: number; name: string } | null }>>();

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
        verifyStudent: { mutate: (input: { email: string }) => verifyStudent(input) },
        confirmStudent: { mutate: (input: { code: string }) => confirmStudent(input) },
        export: { query: () => exportData() },
      },
      replies: { access: { query: () => replyAccess() } },
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
  for (const mock of [verifyStudent, confirmStudent, exportData]) mock.mockReset();
  replyAccess.mockReset();
  replyAccess.mockResolvedValue({ university: null });
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
    subject: 'review',
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

describe('Verify you are a student', () => {
  const section = () => within(screen.getByRole('region', { name: 'Verify you are a student' }));
  const refusal = (status: number, message: string) =>
    TRPCClientError.from({ error: { message, code: -32600, data: { code: 'BAD_REQUEST', httpStatus: status, extra: {} } } } as never);
  const mit = { id: 42, name: 'Example Institute' };

  it('sends a code to a university address, shows the server messages, and verifies with the code', async () => {
    render(<ProfilePanel />);
    expect(section().getByText(/keep only a fingerprint of the address, never the address/)).toBeTruthy();
    fill('University e-mail address', 'not an address');
    click('Send code');
    expect(section().getByRole('alert').textContent).toContain('Please enter a valid email address.');
    expect(verifyStudent).not.toHaveBeenCalled();

    verifyStudent.mockRejectedValueOnce(refusal(400, 'This address does not belong to a university we know.'));
    fill('University e-mail address', ' ada@gmail.com ');
    await act(async () => click('Send code'));
    expect(verifyStudent).toHaveBeenCalledWith({ email: 'ada@gmail.com' });
    expect(section().getByRole('alert').textContent).toContain('This address does not belong to a university we know.');

    verifyStudent.mockResolvedValueOnce({ university: mit, message: 'We sent a 6-digit code to ada@cs.example.edu.' });
    fill('University e-mail address', 'ada@cs.example.edu');
    await act(async () => click('Send code'));
    expect(section().getByText('We sent a 6-digit code to ada@cs.example.edu.')).toBeTruthy();
    const code = screen.getByLabelText('Enter the 6-digit code we sent to ada@cs.example.edu') as HTMLInputElement;
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(document.activeElement).toBe(code);

    confirmStudent.mockRejectedValueOnce(refusal(400, 'Invalid or expired code.'));
    fireEvent.change(code, { target: { value: '000 000' } });
    expect(code.value).toBe('000000');
    await act(async () => click('Verify'));
    expect(section().getByRole('alert').textContent).toContain('Invalid or expired code.');

    confirmStudent.mockResolvedValueOnce({ verified_university: mit });
    fireEvent.change(code, { target: { value: '123456' } });
    await act(async () => click('Verify'));
    expect(confirmStudent).toHaveBeenLastCalledWith({ code: '123456' });
    expect(screen.getByTestId('verified-university').textContent).toBe('Verified student of Example Institute');
    expect(section().getByRole('link', { name: 'Example Institute' }).getAttribute('href')).toBe('/university/42');
    expect($auth.get().user?.verified_university).toEqual(mit);
    expect(screen.queryByLabelText('University e-mail address')).toBeNull();
  });

  it('names the university of a verified account and reopens the form for another address', () => {
    $auth.setKey('user', { ...ada, verified_university: mit });
    render(<ProfilePanel />);
    expect(screen.getByTestId('verified-university').textContent).toBe('Verified student of Example Institute');
    expect(screen.queryByLabelText('University e-mail address')).toBeNull();
    click('Verify another address');
    expect(screen.getByLabelText('University e-mail address')).toBeTruthy();
    click('Cancel');
    expect(screen.queryByLabelText('University e-mail address')).toBeNull();
    expect(screen.getByTestId('verified-university')).toBeTruthy();
  });
});

describe('University replies', () => {
  const heading = () => screen.queryByRole('heading', { level: 2, name: 'University replies' });

  it('links a representative to the replies page, naming the university', async () => {
    replyAccess.mockResolvedValue({ university: { id: 42, name: 'Example Institute' } });
    render(<ProfilePanel />);
    const link = await screen.findByRole('link', { name: 'Reply to reviews of Example Institute' });
    expect(link.getAttribute('href')).toBe('/representative');
    expect(heading()).toBeTruthy();
  });

  it('shows nothing to an account that represents no university, nor when the server cannot say', async () => {
    render(<ProfilePanel />);
    await act(async () => undefined);
    expect(replyAccess).toHaveBeenCalled();
    expect(heading()).toBeNull();
    cleanup();

    replyAccess.mockRejectedValue(new TypeError('Failed to fetch'));
    render(<ProfilePanel />);
    await act(async () => undefined);
    expect(heading()).toBeNull();
    expect(screen.queryByRole('link', { name: /Reply to reviews/ })).toBeNull();
  });
});

/** jsdom's Blob has no text(); its FileReader reads it. */
const blobText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

describe('Download my data', () => {
  it('saves the export as a JSON file, and says when it cannot', async () => {
    const created: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return 'blob:export';
    };
    URL.revokeObjectURL = () => undefined;
    const clicked: { href: string; download: string }[] = [];
    const anchorClick = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    exportData.mockResolvedValueOnce({ account: { username: 'ada' } });
    render(<ProfilePanel />);
    await act(async () => click('Download my data'));
    expect(clicked).toEqual([{ href: 'blob:export', download: 'unireviews-export.json' }]);
    expect(JSON.parse(await blobText(created[0]!))).toEqual({ account: { username: 'ada' } });
    expect(screen.getByText('Your data was saved as a file.')).toBeTruthy();

    exportData.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await act(async () => click('Download my data'));
    expect(alertText()).toContain('No response from server. Please try again.');
    anchorClick.mockRestore();
  });
});
