// @vitest-environment jsdom
// The /representative island (src/islands/representative/): an account that represents no
// university reads how to become a representative and nothing but `access` is asked; a
// representative sees the waiting reviews, replies through the dialog (the review leaves the list,
// the server's message is announced), edits a reply, and appeals a removed one once. The typed
// client is a stub; the browser tier (tests/e2e/university-replies.test.ts) runs the real server.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { TRPCClientError } from '@trpc/client';
import type { ReplyWithStatus, RepresentativeItem, RepresentativeReviews, ReviewWithStatus, User } from '#shared/types.ts';
import { RATING_CATEGORIES } from '#shared/reviews/ratings.ts';
import { REPLY_TEXT_MAX } from '#shared/limits.ts';
import { stubModalDialogs } from '../support/jsdom-dialog.ts';

type University = { id: number; name: string };
type WriteResult = { status: 'published' | 'held'; message: string };
const access = vi.fn<() => Promise<{ university: University | null }>>();
const reviews = vi.fn<(input: { view: string; page: number }) => Promise<RepresentativeReviews>>();
const post = vi.fn<(input: { reviewId: number; text: string }) => Promise<WriteResult>>();
const edit = vi.fn<(input: { reviewId: number; text: string }) => Promise<WriteResult>>();
const appeal = vi.fn<(input: { reviewId: number; message: string }) => Promise<{ status: 'held' }>>();

vi.mock('#stores/auth.ts', async () => {
  const { atom, map } = await import('nanostores');
  const $auth = map({ user: null as User | null, token: 't', refreshToken: 'r', isLoading: false, error: null, isInitialized: true });
  return {
    $auth,
    $leaving: atom(false),
    startAuth: () => undefined,
    api: {
      replies: {
        access: { query: () => access() },
        reviews: { query: (input: { view: string; page: number }) => reviews(input) },
        post: { mutate: (input: { reviewId: number; text: string }) => post(input) },
        edit: { mutate: (input: { reviewId: number; text: string }) => edit(input) },
        appeal: { mutate: (input: { reviewId: number; message: string }) => appeal(input) },
      },
    },
  };
});

const { $auth } = await import('#stores/auth.ts');
const { default: RepresentativePage } = await import('#islands/representative/RepresentativePage.tsx');

const uni: University = { id: 42, name: 'Example Institute' };
const representative: User = { id: 5, username: 'rep', email: 'rep@example.edu', verified_university: uni };

function review(id: number, extra: Partial<ReviewWithStatus> = {}): ReviewWithStatus {
  return {
    id,
    university_id: uni.id,
    university_name: uni.name,
    username: `author${id}`,
    created_at: `2025-03-0${id}T12:00:00.000Z`,
    ...(Object.fromEntries(RATING_CATEGORIES.map((c) => [c.field, 4])) as Record<string, number>),
    review_text: `Review text ${id}`,
    comments: null,
    likes: 2,
    verified: false,
    edited_at: null,
    study_level: null,
    study_field: null,
    study_start_year: null,
    study_end_year: null,
    study_relation: null,
    reply: null,
    status: 'published',
    moderation_reason: null,
    ...extra,
  } as ReviewWithStatus;
}
const reply = (extra: Partial<ReplyWithStatus> = {}): ReplyWithStatus => ({
  text: 'Thank you for the review.',
  status: 'published',
  flags: [],
  moderation_reason: null,
  appealed: false,
  created_at: '2025-04-01T12:00:00.000Z',
  edited_at: null,
  ...extra,
});
const item = (id: number, withReply: ReplyWithStatus | null = null): RepresentativeItem => ({ review: review(id), reply: withReply });
const page = (items: RepresentativeItem[], total = items.length): RepresentativeReviews => ({
  university: uni,
  items,
  pagination: { currentPage: 1, totalPages: Math.ceil(total / 20), totalReviews: total, reviewsPerPage: 20 },
});

const serverError = (httpStatus: number, message: string) =>
  TRPCClientError.from({ error: { message, code: -32600, data: { code: 'X', httpStatus, extra: {} } } } as never);

beforeAll(stubModalDialogs);
beforeEach(() => {
  $auth.setKey('user', { ...representative });
  window.history.replaceState(null, '', '/representative');
  document.title = "Your university's replies | UniReviews";
  document.body.innerHTML = '<h1 id="representative-heading">Your university’s replies</h1>';
  for (const stub of [access, reviews, post, edit, appeal]) stub.mockReset();
  access.mockResolvedValue({ university: uni });
  reviews.mockResolvedValue(page([]));
});
afterEach(cleanup);

const itemOf = (reviewId: number) => document.getElementById(`representative-item-${reviewId}`)!;

describe('the representative page', () => {
  it('tells an account that represents no university how to become one, and asks nothing more', async () => {
    access.mockResolvedValue({ university: null });
    render(<RepresentativePage />);
    const note = await screen.findByTestId('not-representative');
    expect(note.textContent).toBe(
      "Only university representatives can reply to reviews. Ask the site's operator to be made one after you verify your university address on your profile.",
    );
    expect(within(note).getByRole('link', { name: 'your profile' }).getAttribute('href')).toBe('/profile');
    expect(reviews).not.toHaveBeenCalled();
    expect(document.getElementById('representative-heading')!.textContent).toBe('Your university’s replies');
  });

  it('names the university, lists the waiting reviews as text with a Reply button each, and counts both views', async () => {
    const tricky = item(1);
    tricky.review.review_text = '<b>bold</b> claims';
    reviews.mockImplementation(async ({ view }) => (view === 'waiting' ? page([tricky, item(2)], 2) : page([], 5)));
    render(<RepresentativePage />);
    await screen.findByText('<b>bold</b> claims');
    expect(itemOf(1).querySelector('b')).toBeNull();
    expect(document.getElementById('representative-heading')!.textContent).toBe('Replies for Example Institute');
    expect(document.title).toBe('Replies for Example Institute | UniReviews');
    expect(screen.getByRole('heading', { level: 2, name: 'Waiting for a reply' })).toBeTruthy();
    expect(within(itemOf(1)).getByRole('button', { name: 'Reply to the review by author1 of March 1, 2025' })).toBeTruthy();
    // No Like nor Report on the representative's page.
    expect(within(itemOf(1)).getAllByRole('button')).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Replied (5)' })).toBeTruthy());
    expect(screen.getByRole('link', { name: 'Waiting for a reply (2)' }).getAttribute('aria-current')).toBe('page');
  });

  it('says when every review has a reply, and when there are no replies', async () => {
    render(<RepresentativePage />);
    expect(await screen.findByText('Every published review has a reply.')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: /^Replied/ }));
    expect(await screen.findByText('No replies yet.')).toBeTruthy();
    expect(window.location.search).toBe('?view=replied');
  });

  it('replies through the dialog: an empty reply is refused, then the review leaves the list with the server’s message', async () => {
    reviews.mockImplementation(async ({ view }) => (view === 'waiting' ? page([item(1), item(2)], 2) : page([], 0)));
    post.mockResolvedValue({ status: 'held', message: 'Thanks! Your reply will appear once a moderator has checked it.' });
    render(<RepresentativePage />);
    await screen.findByText('Review text 1');
    fireEvent.click(within(itemOf(1)).getByRole('button', { name: /^Reply/ }));
    const dialog = screen.getByRole('dialog', { name: 'Reply to this review' });
    const field = within(dialog).getByLabelText('Your reply') as HTMLTextAreaElement;
    expect(field.maxLength).toBe(REPLY_TEXT_MAX);
    expect(within(dialog).getByText(`0 / ${REPLY_TEXT_MAX.toLocaleString('en-US')} characters`)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish reply' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please write your reply.');
    expect(post).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: 'Thank you, we have opened the library longer.' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Publish reply' })));
    expect(post).toHaveBeenCalledWith({ reviewId: 1, text: 'Thank you, we have opened the library longer.' });
    await waitFor(() => expect(screen.queryByText('Review text 1')).toBeNull());
    expect(screen.getByRole('status').textContent).toBe('Thanks! Your reply will appear once a moderator has checked it.');
    expect(screen.getByRole('link', { name: 'Waiting for a reply (1)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Replied (1)' })).toBeTruthy();
    expect(document.activeElement).toBe(itemOf(2));
  });

  it('moves back to the last page when a reply empties this one, keeping the message and the focus on the heading', async () => {
    window.history.replaceState(null, '', '/representative?view=waiting&page=2');
    let waiting = 21;
    reviews.mockImplementation(async ({ view, page: number }) => {
      if (view !== 'waiting') return page([], 0);
      const all = Array.from({ length: waiting }, (_, index) => item(index + 1));
      return {
        ...page(all.slice((number - 1) * 20, number * 20), waiting),
        pagination: { ...page(all, waiting).pagination, currentPage: number },
      };
    });
    post.mockImplementation(async () => {
      waiting -= 1;
      return { status: 'published', message: 'Your reply is published under the review.' };
    });
    render(<RepresentativePage />);
    await screen.findByText('Review text 21');
    fireEvent.click(within(itemOf(21)).getByRole('button', { name: /^Reply/ }));
    fireEvent.change(within(screen.getByRole('dialog')).getByLabelText('Your reply'), { target: { value: 'Thanks' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Publish reply' })));
    await waitFor(() => expect(window.location.search).toBe('?view=waiting'));
    await screen.findByText('Review text 1');
    expect(screen.getByRole('status').textContent).toBe('Your reply is published under the review.');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Waiting for a reply' }));
  });

  it('shows the server refusing a reply in the dialog', async () => {
    reviews.mockImplementation(async ({ view }) => (view === 'waiting' ? page([item(1)]) : page([])));
    post.mockRejectedValue(serverError(409, 'This review already has a reply'));
    render(<RepresentativePage />);
    await screen.findByText('Review text 1');
    fireEvent.click(within(itemOf(1)).getByRole('button', { name: /^Reply/ }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Your reply'), { target: { value: 'Thanks' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Publish reply' })));
    expect(within(dialog).getByRole('alert').textContent).toBe('This review already has a reply');
    expect(screen.getByText('Review text 1')).toBeTruthy();
  });

  it('shows each reply with its status, edits one in place, and hides Edit once removed', async () => {
    window.history.replaceState(null, '', '/representative?view=replied');
    reviews.mockImplementation(async ({ view }) =>
      view === 'replied'
        ? page([
            item(1, reply()),
            item(2, reply({ status: 'held', flags: ['link'] })),
            item(3, reply({ status: 'removed', moderation_reason: 'It names a student.' })),
          ])
        : page([], 4),
    );
    edit.mockResolvedValue({ status: 'published', message: 'Your reply is published under the review.' });
    render(<RepresentativePage />);
    await screen.findByText('Review text 1');
    const panel = (reviewId: number) => within(itemOf(reviewId)).getByTestId('representative-reply');
    expect(panel(1).textContent).toContain('Status: Published');
    expect(panel(2).textContent).toContain('Status: Waiting for a moderator');
    expect(panel(3).textContent).toContain('Status: Removed');
    expect(panel(3).textContent).toContain("Moderator's reason: It names a student.");
    expect(within(panel(3)).queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(within(panel(3)).getByRole('button', { name: /^Appeal/ })).toBeTruthy();
    expect(within(panel(1)).queryByRole('button', { name: /^Appeal/ })).toBeNull();
    // The card shows the review alone: the reply is the panel's, with its status.
    expect(within(itemOf(1)).getAllByText('Thank you for the review.')).toHaveLength(1);

    fireEvent.click(within(panel(1)).getByRole('button', { name: 'Edit your reply to the review by author1 of March 1, 2025' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit your reply' });
    const field = within(dialog).getByLabelText('Your reply') as HTMLTextAreaElement;
    expect(field.value).toBe('Thank you for the review.');
    fireEvent.change(field, { target: { value: 'Thank you: the library now opens at 7.' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save reply' })));
    expect(edit).toHaveBeenCalledWith({ reviewId: 1, text: 'Thank you: the library now opens at 7.' });
    await waitFor(() => expect(panel(1).textContent).toContain('Thank you: the library now opens at 7.'));
    expect(within(panel(1)).getByTestId('edited')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Your reply is published under the review.');
  });

  it('appeals a removed reply once, and says so when it was appealed already', async () => {
    window.history.replaceState(null, '', '/representative?view=replied');
    reviews.mockImplementation(async ({ view }) =>
      view === 'replied'
        ? page([item(1, reply({ status: 'removed', moderation_reason: 'Off-topic' })), item(2, reply({ status: 'removed' }))])
        : page([]),
    );
    appeal.mockResolvedValueOnce({ status: 'held' });
    render(<RepresentativePage />);
    await screen.findByText('Review text 1');
    fireEvent.click(within(itemOf(1)).getByRole('button', { name: /^Appeal/ }));
    let dialog = screen.getByRole('dialog', { name: 'Appeal the removal' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send appeal' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please write why it should be published.');
    fireEvent.change(within(dialog).getByLabelText('Why should it be published?'), { target: { value: '  It answers the review.  ' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Send appeal' })));
    expect(appeal).toHaveBeenCalledWith({ reviewId: 1, message: 'It answers the review.' });
    await waitFor(() => expect(document.activeElement?.id).toBe('reply-appeal-note-1'));
    expect(document.activeElement?.textContent).toBe('You appealed this decision. A moderator will look at it again.');
    expect(within(itemOf(1)).getByTestId('representative-reply').textContent).toContain('Status: Waiting for a moderator');
    expect(within(itemOf(1)).queryByRole('button', { name: /^Appeal/ })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Appeal sent. Your reply is waiting for a moderator again.');

    appeal.mockRejectedValueOnce(serverError(409, 'You have already appealed this decision'));
    fireEvent.click(within(itemOf(2)).getByRole('button', { name: /^Appeal/ }));
    dialog = screen.getByRole('dialog', { name: 'Appeal the removal' });
    fireEvent.change(within(dialog).getByLabelText('Why should it be published?'), { target: { value: 'Please' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Send appeal' })));
    await waitFor(() => expect(document.activeElement?.textContent).toBe('You appealed once; this decision stands.'));
  });

  it('falls back to the message for other accounts when the grant is gone mid-visit', async () => {
    reviews.mockImplementation(async ({ view }) => (view === 'waiting' ? page([item(1)]) : page([])));
    post.mockRejectedValue(serverError(403, 'University representative access required'));
    render(<RepresentativePage />);
    await screen.findByText('Review text 1');
    fireEvent.click(within(itemOf(1)).getByRole('button', { name: /^Reply/ }));
    fireEvent.change(within(screen.getByRole('dialog')).getByLabelText('Your reply'), { target: { value: 'Thanks' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Publish reply' })));
    expect(await screen.findByTestId('not-representative')).toBeTruthy();
  });
});
