// @vitest-environment jsdom
// Saved Reviews' appeal (src/islands/account/saved/): what a removed review says before and after
// an appeal, the dialog while sending, and where focus goes when the server says it was appealed
// already (409). The typed client is a stub; the browser tier (tests/e2e/saved-reviews-trust.test.ts)
// runs the real server.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { TRPCClientError } from '@trpc/client';
import type { OwnReview, User } from '#shared/types.ts';
import { RATING_CATEGORIES } from '#shared/reviews/ratings.ts';
import { browserClosesDialog, stubModalDialogs } from '../support/jsdom-dialog.ts';

const myReviews = vi.fn<() => Promise<{ reviews: OwnReview[] }>>();
const appeal = vi.fn<(input: { reviewId: number; message: string }) => Promise<{ status: string }>>();

vi.mock('#stores/auth.ts', async () => {
  const { atom, map } = await import('nanostores');
  const author: User = { id: 4, username: 'ada', email: 'ada@example.com', verified_university: null };
  return {
    $auth: map({ user: author, token: 't', refreshToken: 'r', isLoading: false, error: null, isInitialized: true }),
    $leaving: atom(false),
    startAuth: () => undefined,
    api: {
      account: { myReviews: { query: () => myReviews() } },
      reviews: { appeal: { mutate: (input: { reviewId: number; message: string }) => appeal(input) } },
    },
  };
});

const { default: SavedReviews } = await import('#islands/account/SavedReviews.tsx');

const removed = (extra: Partial<OwnReview> = {}): OwnReview =>
  ({
    id: 12,
    university_id: 5,
    university_name: 'Test University',
    username: 'ada',
    created_at: '2025-03-01T12:00:00.000Z',
    ...Object.fromEntries(RATING_CATEGORIES.map((c) => [c.field, 3])),
    review_text: 'The library closes early.',
    comments: null,
    likes: 0,
    edited_at: null,
    status: 'removed',
    moderation_reason: 'Removed: it is off-topic.',
    appealed: false,
    ...extra,
  }) as OwnReview;

const conflict = () =>
  TRPCClientError.from({
    error: { message: 'You have already appealed this decision', code: -32600, data: { code: 'X', httpStatus: 409, extra: {} } },
  } as never);

beforeAll(stubModalDialogs);
beforeEach(() => {
  myReviews.mockReset();
  appeal.mockReset();
});
afterEach(cleanup);

async function openAppeal() {
  render(<SavedReviews />);
  fireEvent.click(await screen.findByRole('button', { name: /^Appeal/ }));
  const dialog = screen.getByRole('dialog', { name: 'Appeal the removal' });
  fireEvent.change(within(dialog).getByLabelText('Why should it be published?'), { target: { value: 'It is about the library.' } });
  return dialog as HTMLDialogElement;
}

describe('the appeal in Saved Reviews', () => {
  it('says the decision stands once a removal was appealed and removed again', async () => {
    myReviews.mockResolvedValue({ reviews: [removed({ appealed: true })] });
    render(<SavedReviews />);
    expect(await screen.findByText('You appealed once; this decision stands.')).toBeTruthy();
    expect(screen.queryByText('You appealed this decision. A moderator will look at it again.')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Appeal/ })).toBeNull();
  });

  it('keeps the focused Send button and the alert region while sending', async () => {
    myReviews.mockResolvedValue({ reviews: [removed()] });
    appeal.mockReturnValue(new Promise(() => undefined));
    const dialog = await openAppeal();
    const alert = within(dialog).getByRole('alert');
    const send = within(dialog).getByRole('button', { name: 'Send' });
    await act(async () => fireEvent.click(send));
    expect(send.textContent).toBe('Sending...');
    expect(send.getAttribute('aria-disabled')).toBe('true');
    expect(send.hasAttribute('disabled')).toBe(false);
    expect(within(dialog).getByRole('alert')).toBe(alert);
  });

  it('closes on a 409 and moves focus to the note that replaced the Appeal button', async () => {
    myReviews.mockResolvedValue({ reviews: [removed()] });
    appeal.mockRejectedValue(conflict());
    const dialog = await openAppeal();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Send' })));
    expect(dialog.open).toBe(false);
    const note = screen.getByText('You appealed once; this decision stands.');
    await waitFor(() => expect(document.activeElement).toBe(note));
  });

  it('follows the browser when it closes the dialog while sending, and opens again', async () => {
    myReviews.mockResolvedValue({ reviews: [removed()] });
    let fail!: (error: unknown) => void;
    appeal.mockReturnValue(new Promise((_, reject) => (fail = reject)));
    const dialog = await openAppeal();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Send' })));
    // Escape while sending does not cancel; a repeated one may make Chrome close the dialog anyway.
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(dialog.open).toBe(true);
    await act(async () => browserClosesDialog(dialog));
    await act(async () => fail(new TypeError('Failed to fetch')));
    fireEvent.click(screen.getByRole('button', { name: /^Appeal/ }));
    expect(dialog.open).toBe(true);
    expect(within(dialog).getByRole('alert').textContent).toBe('');
  });
});
