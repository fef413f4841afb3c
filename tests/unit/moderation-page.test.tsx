// @vitest-environment jsdom
// The /moderation island (src/islands/moderation/): a member sees 'Not allowed' and nothing but
// `access` is asked; a moderator sees the queue in words (flags, reports without reporters, texts
// as text), decides with a reason from the dialog, decides on universities' replies in their own
// view, and reads the log. The typed client is a stub;
// the browser tier (tests/e2e/moderation.test.ts) runs the real server.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { TRPCClientError } from '@trpc/client';
import type {
  ModerationLogPage,
  ModerationQueueItem,
  ModerationQueuePage,
  ReplyWithStatus,
  ReviewWithStatus,
  User,
} from '#shared/types.ts';
import { GUIDELINES, KEPT_REASON } from '#shared/trust/guidelines.ts';
import { RATING_CATEGORIES } from '#shared/reviews/ratings.ts';
import { browserClosesDialog, stubModalDialogs } from '../support/jsdom-dialog.ts';

const access = vi.fn<() => Promise<{ moderator: boolean }>>();
const queue = vi.fn<(input: { view: string; page: number }) => Promise<ModerationQueuePage>>();
const decide = vi.fn<(input: { reviewId: number; action: string; reason: string }) => Promise<{ status: string }>>();
const log = vi.fn<(input: { page: number }) => Promise<ModerationLogPage>>();
const replyQueue = vi.fn<(input: { page: number }) => Promise<ModerationQueuePage>>();
const decideReply = vi.fn<(input: { reviewId: number; action: string; reason: string }) => Promise<{ status: string }>>();

vi.mock('#stores/auth.ts', async () => {
  const { atom, map } = await import('nanostores');
  const $auth = map({ user: null as User | null, token: 't', refreshToken: 'r', isLoading: false, error: null, isInitialized: true });
  return {
    $auth,
    $leaving: atom(false),
    startAuth: () => undefined,
    api: {
      moderation: {
        access: { query: () => access() },
        queue: { query: (input: { view: string; page: number }) => queue(input) },
        decide: { mutate: (input: { reviewId: number; action: string; reason: string }) => decide(input) },
        log: { query: (input: { page: number }) => log(input) },
        replyQueue: { query: (input: { page: number }) => replyQueue(input) },
        decideReply: { mutate: (input: { reviewId: number; action: string; reason: string }) => decideReply(input) },
      },
    },
  };
});

const { $auth } = await import('#stores/auth.ts');
const { default: ModerationPage } = await import('#islands/moderation/ModerationPage.tsx');

const moderator: User = { id: 3, username: 'mod', email: 'mod@example.com', verified_university: null };

function review(id: number, extra: Partial<ReviewWithStatus> = {}): ReviewWithStatus {
  return {
    id,
    university_id: 40 + id,
    university_name: `University ${id}`,
    username: null,
    created_at: '2025-03-01T12:00:00.000Z',
    ...(Object.fromEntries(RATING_CATEGORIES.map((c) => [c.field, 2])) as Record<string, number>),
    review_text: `Review text ${id}`,
    comments: null,
    likes: 0,
    edited_at: null,
    status: 'held',
    moderation_reason: null,
    ...extra,
  } as ReviewWithStatus;
}
const item = (id: number, extra: Partial<ModerationQueueItem> = {}): ModerationQueueItem => ({
  subject: 'review',
  reply: null,
  review: review(id),
  university_name: `University ${id}`,
  flags: [],
  reports: [],
  conflict_of_interest: null,
  ...extra,
});
/** A university's reply under decision, with the review it answers. */
const replyItem = (id: number, extra: Partial<ModerationQueueItem> = {}, reply: Partial<ReplyWithStatus> = {}): ModerationQueueItem =>
  item(id, {
    subject: 'reply',
    review: review(id, { status: 'published', username: 'ada' }),
    reply: {
      text: `Reply text ${id}`,
      status: 'held',
      flags: [],
      moderation_reason: null,
      appealed: false,
      created_at: '2025-03-05T12:00:00.000Z',
      edited_at: null,
      ...reply,
    },
    ...extra,
  });
const page = (items: ModerationQueueItem[], total = items.length): ModerationQueuePage => ({
  items,
  pagination: { currentPage: 1, totalPages: Math.ceil(total / 20), totalReviews: total, reviewsPerPage: 20 },
});

const serverError = (httpStatus: number, message: string) =>
  TRPCClientError.from({ error: { message, code: -32600, data: { code: 'X', httpStatus, extra: {} } } } as never);

beforeAll(stubModalDialogs);
beforeEach(() => {
  $auth.setKey('user', { ...moderator });
  sessionStorage.clear();
  window.history.replaceState(null, '', '/moderation');
  for (const stub of [access, queue, decide, log, replyQueue, decideReply]) stub.mockReset();
  access.mockResolvedValue({ moderator: true });
  queue.mockResolvedValue(page([]));
  replyQueue.mockResolvedValue(page([]));
});
afterEach(cleanup);

describe('the moderation page', () => {
  it('tells a member it is not allowed and asks for nothing but access', async () => {
    access.mockResolvedValue({ moderator: false });
    render(<ModerationPage />);
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeTruthy();
    expect(screen.getByText('This page is for moderators.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
    expect(queue).not.toHaveBeenCalled();
    expect(replyQueue).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
  });

  it('shows a held review in words: flags, reports without reporters, texts as text', async () => {
    const held = item(1, {
      review: review(1, { username: 'ada', review_text: '<b>bold</b> claims', comments: 'See me' }),
      flags: ['email', 'reported', 'appeal: It was about the library, not a person.', 'something_new'],
      reports: [
        { id: 9, reason: 'personal_info', note: 'Names my tutor', created_at: '2025-03-02T12:00:00.000Z' },
        { id: 10, reason: 'spam', note: null, created_at: '2025-03-03T12:00:00.000Z' },
      ],
    });
    queue.mockImplementation(async ({ view }) => (view === 'held' ? page([held], 1) : page([], 7)));
    render(<ModerationPage />);
    const article = await screen.findByRole('article', { name: 'University 1' });
    const text = article.textContent ?? '';
    for (const words of [
      'Contains an e-mail address',
      'Reported by 3 independent readers',
      'Appeal: It was about the library, not a person.',
      'something_new',
      'Personal information',
      'Names my tutor',
      'Spam or advertising',
      'No note.',
      '<b>bold</b> claims',
      'ada',
    ]) {
      expect(text).toContain(words);
    }
    expect(article.querySelector('b')).toBeNull();
    expect(within(article).getByRole('link', { name: 'University 1' }).getAttribute('href')).toBe('/university/41');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Reported (7)' })).toBeTruthy());
    expect(screen.getByRole('link', { name: 'Held (1)' }).getAttribute('aria-current')).toBe('page');
  });

  it('says why the decisions are missing on a review the moderator wrote or reported', async () => {
    const items = [item(1, { conflict_of_interest: 'author' }), item(2, { conflict_of_interest: 'reporter' }), item(3)];
    queue.mockImplementation(async ({ view }) => (view === 'held' ? page(items, 3) : page([])));
    render(<ModerationPage />);
    const own = await screen.findByRole('article', { name: 'University 1' });
    expect(own.textContent).toContain('You wrote this review, so another moderator decides on it.');
    expect(within(own).queryByRole('button')).toBeNull();
    const reported = screen.getByRole('article', { name: 'University 2' });
    expect(reported.textContent).toContain('You reported this review, so another moderator decides on it.');
    expect(within(reported).queryByRole('button')).toBeNull();
    const other = screen.getByRole('article', { name: 'University 3' });
    expect(
      within(other)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Publish review of University 3 by Anonymous', 'Remove review of University 3 by Anonymous']);
  });

  it('publishes with the kept reason preselected, then the item leaves with a status message', async () => {
    queue.mockImplementation(async ({ view }) => (view === 'held' ? page([item(1), item(2)], 2) : page([])));
    decide.mockResolvedValue({ status: 'published' });
    render(<ModerationPage />);
    const first = await screen.findByRole('article', { name: 'University 1' });
    fireEvent.click(within(first).getByRole('button', { name: /^Publish/ }));
    const dialog = screen.getByRole('dialog', { name: 'Publish this review?' });
    expect((within(dialog).getByRole('radio', { name: KEPT_REASON }) as HTMLInputElement).checked).toBe(true);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Publish review' })));
    expect(decide).toHaveBeenCalledWith({ reviewId: 1, action: 'publish', reason: KEPT_REASON });
    await waitFor(() => expect(screen.queryByRole('article', { name: 'University 1' })).toBeNull());
    expect(screen.getByRole('status').textContent).toBe('Published. The decision is in the log.');
    expect(screen.getByRole('link', { name: 'Held (1)' })).toBeTruthy();
    expect(document.activeElement?.id).toBe('queue-item-2');
  });

  it('removes only with a reason, and shows the server refusing in the dialog', async () => {
    queue.mockImplementation(async ({ view }) =>
      view === 'held' ? page([item(1, { review: review(1, { username: 'ada' }) })]) : page([]),
    );
    render(<ModerationPage />);
    const first = await screen.findByRole('article', { name: 'University 1' });
    fireEvent.click(within(first).getByRole('button', { name: /^Remove/ }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this review?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove review' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Choose a reason.');

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Write another reason' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove review' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Write the reason, or choose one above.');
    expect(decide).not.toHaveBeenCalled();

    const hate = GUIDELINES.find((g) => g.reason === 'hate')!;
    fireEvent.click(within(dialog).getByRole('radio', { name: hate.removal }));
    expect(within(dialog).queryByLabelText('Your reason')).toBeNull();
    decide.mockRejectedValueOnce(serverError(404, 'Review not found'));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Remove review' })));
    expect(decide).toHaveBeenLastCalledWith({ reviewId: 1, action: 'remove', reason: hate.removal });
    expect(within(dialog).getByRole('alert').textContent).toBe('Review not found');

    decide.mockResolvedValueOnce({ status: 'removed' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Remove review' })));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Removed. The author has been told why.'));
    expect(screen.getByText('No held reviews. Nothing waits for a decision.')).toBeTruthy();
  });

  it('sends a reason of the moderator’s own, trimmed', async () => {
    queue.mockImplementation(async ({ view }) => (view === 'held' ? page([item(1)]) : page([])));
    decide.mockResolvedValue({ status: 'published' });
    render(<ModerationPage />);
    fireEvent.click(within(await screen.findByRole('article', { name: 'University 1' })).getByRole('button', { name: /^Publish/ }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Write another reason' }));
    fireEvent.change(within(dialog).getByLabelText('Your reason'), { target: { value: '  Criticism of the food is fair.  ' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Publish review' })));
    expect(decide).toHaveBeenCalledWith({ reviewId: 1, action: 'publish', reason: 'Criticism of the food is fair.' });
  });

  it("lists a university's reply with its review in the Replies view, and removes it with a reason through decideReply", async () => {
    window.history.replaceState(null, '', '/moderation?view=replies');
    const waiting = replyItem(
      5,
      {
        flags: ['link', 'appeal: We only named the library.'],
        reports: [{ id: 12, reason: 'harassment', note: 'It mocks the student', created_at: '2025-03-06T12:00:00.000Z' }],
      },
      { text: '<i>Thanks</i> for the review.', moderation_reason: 'It named a member of staff.' },
    );
    replyQueue.mockResolvedValue(page([waiting], 1));
    queue.mockImplementation(async ({ view }) => page([], view === 'held' ? 2 : 0));
    render(<ModerationPage />);
    const article = await screen.findByRole('article', { name: 'University 5' });
    expect(replyQueue).toHaveBeenCalledWith({ page: 1 });
    expect(screen.getByRole('heading', { level: 2, name: 'University replies' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Replies (1)' }).getAttribute('aria-current')).toBe('page');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Held (2)' })).toBeTruthy());

    // The review, for context, and the reply under decision.
    expect(within(article).getByRole('heading', { name: 'The review, by ada' })).toBeTruthy();
    expect(article.textContent).toContain('Review text 5');
    const reply = within(article).getByRole('region', { name: 'Reply from University 5' });
    expect(reply.textContent).toContain('<i>Thanks</i> for the review.');
    expect(reply.querySelector('i')).toBeNull();
    expect(reply.textContent).toContain('Status: Held, not shown to readers');
    for (const words of [
      'Contains a link',
      'Appeal: We only named the library.',
      'Removed earlier: It named a member of staff.',
      'Harassment',
      'It mocks the student',
    ]) {
      expect(article.textContent).toContain(words);
    }
    expect(
      within(article)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Publish reply from University 5 to the review by ada', 'Remove reply from University 5 to the review by ada']);

    fireEvent.click(within(article).getByRole('button', { name: /^Remove/ }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this reply?' });
    expect(dialog.textContent).toContain('Reply from University 5 to the review by ada.');
    expect(dialog.textContent).toContain("Recorded in the log and shown to the university's representative.");
    const harassment = GUIDELINES.find((g) => g.reason === 'harassment')!;
    fireEvent.click(within(dialog).getByRole('radio', { name: harassment.removal }));
    decideReply.mockResolvedValue({ status: 'removed' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Remove reply' })));
    expect(decideReply).toHaveBeenCalledWith({ reviewId: 5, action: 'remove', reason: harassment.removal });
    expect(decide).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe("Removed. The university's representatives see why and may appeal once."),
    );
    expect(screen.getByText('No replies wait for a decision.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Replies (0)' })).toBeTruthy();
  });

  it('publishes a reply with the kept reason, and says why the decisions are missing on a reply the moderator reported', async () => {
    window.history.replaceState(null, '', '/moderation?view=replies&page=2');
    replyQueue.mockResolvedValue(page([replyItem(6, { conflict_of_interest: 'reporter' }), replyItem(7)], 22));
    decideReply.mockResolvedValue({ status: 'published' });
    render(<ModerationPage />);
    const reported = await screen.findByRole('article', { name: 'University 6' });
    expect(replyQueue).toHaveBeenCalledWith({ page: 2 });
    expect(reported.textContent).toContain('You reported this reply, so another moderator decides on it.');
    expect(within(reported).queryByRole('button')).toBeNull();

    const other = screen.getByRole('article', { name: 'University 7' });
    fireEvent.click(within(other).getByRole('button', { name: /^Publish/ }));
    const dialog = screen.getByRole('dialog', { name: 'Publish this reply?' });
    expect((within(dialog).getByRole('radio', { name: KEPT_REASON }) as HTMLInputElement).checked).toBe(true);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Publish reply' })));
    expect(decideReply).toHaveBeenCalledWith({ reviewId: 7, action: 'publish', reason: KEPT_REASON });
    await waitFor(() => expect(screen.queryByRole('article', { name: 'University 7' })).toBeNull());
    expect(screen.getByRole('status').textContent).toBe('Published. The decision is in the log.');
  });

  it('keeps the desk when a decision meets a conflict found since the list loaded', async () => {
    window.history.replaceState(null, '', '/moderation?view=replies');
    replyQueue.mockResolvedValue(page([replyItem(8)], 1));
    decideReply.mockRejectedValue(serverError(403, 'You cannot decide on a reply you reported'));
    render(<ModerationPage />);
    fireEvent.click(within(await screen.findByRole('article', { name: 'University 8' })).getByRole('button', { name: /^Publish/ }));
    const dialog = screen.getByRole('dialog');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Publish reply' })));
    expect(within(dialog).getByRole('alert').textContent).toBe('You cannot decide on a reply you reported');
    expect(screen.queryByRole('heading', { name: 'Not allowed' })).toBeNull();
  });

  it('opens the view and page in the address, and shows the log as a table', async () => {
    window.history.replaceState(null, '', '/moderation?view=log&page=2');
    log.mockResolvedValue({
      entries: [
        {
          subject: 'review',
          id: 5,
          review_id: 77,
          university_id: 9,
          moderator: 'mod',
          action: 'remove',
          reason: 'Removed: it is spam or advertising.',
          created_at: '2025-04-01T12:00:00.000Z',
        },
        {
          subject: 'reply',
          id: 4,
          review_id: 76,
          university_id: 9,
          moderator: 'mod',
          action: 'publish',
          reason: KEPT_REASON,
          created_at: '2025-03-31T12:00:00.000Z',
        },
      ],
      pagination: { currentPage: 2, totalPages: 2, totalReviews: 22, reviewsPerPage: 20 },
    });
    render(<ModerationPage />);
    const table = await screen.findByRole('table', { name: 'Decisions, newest first' });
    expect(log).toHaveBeenCalledWith({ page: 2 });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Date', 'What', 'Review', 'Moderator', 'Decision', 'Reason']);
    const [first, second] = within(table).getAllByRole('row').slice(1);
    const cells = within(first!)
      .getAllByRole('cell')
      .map((td) => td.textContent);
    expect(cells).toEqual(['April 1, 2025', '#77', 'mod', 'Removed', 'Removed: it is spam or advertising.']);
    // Each row's header says what the decision was on: the review, or the university's reply to it.
    expect(within(first!).getByRole('rowheader').textContent).toBe('Review');
    expect(within(second!).getByRole('rowheader').textContent).toBe('Reply');
    expect(within(second!).getByRole('cell', { name: '#76' })).toBeTruthy();
    expect(within(table).getByRole('link', { name: '#77' }).getAttribute('href')).toBe('/university/9');
    expect(screen.getByRole('navigation', { name: 'Log pages' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log' }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(screen.getByRole('link', { name: /^Held/ }));
    await screen.findByText('No held reviews. Nothing waits for a decision.');
    expect(window.location.search).toBe('?view=held');
  });

  it('switches to Not allowed when the role is taken away while the page is open', async () => {
    queue.mockRejectedValue(serverError(403, 'Moderator access required'));
    render(<ModerationPage />);
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeTruthy();
    expect(JSON.parse(sessionStorage.getItem('moderator-access') ?? '{}')).toEqual({ userId: 3, moderator: false });
  });

  it('corrects a page past the end in place, so Back does not return to it', async () => {
    window.history.replaceState(null, '', '/moderation?view=held&page=3');
    const push = vi.spyOn(window.history, 'pushState');
    queue.mockImplementation(async ({ view, page: number }) => (view === 'held' && number === 1 ? page([item(1)], 1) : page([], 1)));
    render(<ModerationPage />);
    expect(await screen.findByRole('article', { name: 'University 1' })).toBeTruthy();
    expect(window.location.search).toBe('?view=held');
    expect(push).not.toHaveBeenCalled();
    push.mockRestore();
  });

  it('announces the same decision twice in a row as a new message', async () => {
    queue.mockImplementation(async ({ view }) => (view === 'held' ? page([item(1), item(2)], 2) : page([])));
    decide.mockResolvedValue({ status: 'published' });
    render(<ModerationPage />);
    const publish = async (id: number) => {
      const article = await screen.findByRole('article', { name: `University ${id}` });
      fireEvent.click(within(article).getByRole('button', { name: /^Publish/ }));
      await act(async () => fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Publish review' })));
      await waitFor(() => expect(screen.queryByRole('article', { name: `University ${id}` })).toBeNull());
      return screen.getByText('Published. The decision is in the log.');
    };
    const first = await publish(1);
    const second = await publish(2);
    // A new node in the status region is announced; the same node with the same text is not.
    expect(second).not.toBe(first);
  });

  it('starts over when another tab switches the account', async () => {
    queue.mockImplementation(async ({ view }) => (view === 'held' ? page([item(1)]) : page([])));
    render(<ModerationPage />);
    expect(await screen.findByRole('article', { name: 'University 1' })).toBeTruthy();
    access.mockReturnValue(new Promise(() => undefined));
    await act(async () => $auth.setKey('user', { ...moderator, id: 4, username: 'other' }));
    expect(access).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('article', { name: 'University 1' })).toBeNull();
    expect(screen.getByText('Loading...')).toBeTruthy();
  });

  it('follows the browser when it closes the dialog during a decision, and opens again', async () => {
    queue.mockImplementation(async ({ view }) => (view === 'held' ? page([item(1)]) : page([])));
    let fail!: (error: unknown) => void;
    decide.mockReturnValue(new Promise((_, reject) => (fail = reject)));
    render(<ModerationPage />);
    const article = await screen.findByRole('article', { name: 'University 1' });
    fireEvent.click(within(article).getByRole('button', { name: /^Publish/ }));
    const dialog = screen.getByRole('dialog') as HTMLDialogElement;
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Publish review' })));
    // Escape while saving does not cancel; a repeated one may make Chrome close the dialog anyway.
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(dialog.open).toBe(true);
    await act(async () => browserClosesDialog(dialog));
    await act(async () => fail(serverError(500, 'Internal server error')));
    fireEvent.click(within(article).getByRole('button', { name: /^Publish/ }));
    expect(dialog.open).toBe(true);
    expect(within(dialog).getByRole('alert').textContent).toBe('');
  });
});
