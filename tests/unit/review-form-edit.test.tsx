// @vitest-environment jsdom
// The review form in edit mode (docs/rules/trust-and-moderation.md#edits): the author's stars and
// texts pre-filled, no anonymous choice, 'Save changes' sends the edit; and where each kind of
// accepted review takes its author.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import EditReviewForm from '#islands/review/EditReviewForm.tsx';
import { REDIRECT_AFTER_SUCCESS_MS } from '#islands/review/RatingForm.tsx';
import { COACH_DELAY_MS } from '#islands/review/use-coach-hints.ts';
import { editedOutcome, submittedOutcome } from '#islands/review/submit-result.ts';
import { FORM_RATINGS } from '#shared/reviews/review-form.ts';
import type { Review } from '#shared/types.ts';

const PHONE_HINT = 'This looks like a phone number. Reviews must not contain personal details.';

let reply: unknown;
let sent: { url: string; body: unknown }[];

beforeEach(() => {
  sent = [];
  localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    sent.push({ url: String(input), body: JSON.parse(String(init.body)) });
    return new Response(JSON.stringify({ result: { data: reply } }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A saved review: each rating different (1 to 5 in form order), so a wrong prefill shows. */
function savedReview(texts: Partial<Pick<Review, 'review_text' | 'comments'>> = {}): Review {
  const ratings = Object.fromEntries(FORM_RATINGS.map((c, i) => [c.field, (i % 5) + 1]));
  return {
    id: 41,
    university_id: 7,
    university_name: 'Test University',
    username: 'ada',
    created_at: '2025-03-01T10:00:00.000Z',
    review_text: 'The library is open late.',
    comments: 'Bring a coat.',
    likes: 2,
    edited_at: null,
    ...ratings,
    ...texts,
  } as Review;
}

const checkedValue = (field: string) => document.querySelector<HTMLInputElement>(`input[name="${field}"]:checked`)?.value;

describe('the review form in edit mode', () => {
  it('opens with the saved stars and texts, without the anonymous choice', () => {
    render(<EditReviewForm review={savedReview()} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Edit your review of Test University');
    for (const [i, { field }] of FORM_RATINGS.entries()) expect(checkedValue(field), field).toBe(String((i % 5) + 1));
    expect(screen.getByTestId('rated-count').textContent).toBe('16 of 16 ratings chosen');
    expect((screen.getByLabelText(/Your review/) as HTMLTextAreaElement).value).toBe('The library is open late.');
    expect((screen.getByLabelText(/Other comments/) as HTMLTextAreaElement).value).toBe('Bring a coat.');
    expect(screen.getByText('25 / 5,000 characters')).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByTestId('anonymous-banner')).toBeNull();
    expect(screen.getByRole('link', { name: /Back to Saved Reviews/ }).getAttribute('href')).toBe('/savedReviews');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeTruthy();
  });

  it('sends the changed ratings and texts as an edit, then goes back to Saved Reviews', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    reply = { review_id: 41, status: 'published', message: 'Review updated' };
    render(<EditReviewForm review={savedReview({ comments: null })} />);
    expect((screen.getByLabelText(/Other comments/) as HTMLTextAreaElement).value).toBe('');
    fireEvent.click(document.querySelector('input[name="overall_rating"][value="2"]')!);
    fireEvent.change(screen.getByLabelText(/Your review/), { target: { value: '  Quieter than I thought.  ' } });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect((await screen.findByTestId('toast')).textContent).toBe('Review updated. Taking you back to your Saved Reviews...');
    expect(screen.getByRole('button', { name: 'Saved' })).toHaveProperty('disabled', true);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toContain('/api/trpc/reviews.edit');
    const body = sent[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ reviewId: 41, overall_rating: 2, review_text: 'Quieter than I thought.', comments: null });
    // Every other rating is sent as saved; nothing about the university or anonymity.
    for (const [i, { field }] of FORM_RATINGS.entries()) if (field !== 'overall_rating') expect(body[field], field).toBe((i % 5) + 1);
    expect(Object.keys(body)).not.toContain('is_anonymous');
    expect(Object.keys(body)).not.toContain('university_id');

    expect(assign).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(REDIRECT_AFTER_SUCCESS_MS));
    expect(assign).toHaveBeenCalledWith('/savedReviews');
  });

  it('says so when the edit comes back held', async () => {
    vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
    reply = { review_id: 41, status: 'held', message: 'Review updated' };
    render(<EditReviewForm review={savedReview()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByTestId('toast')).textContent).toBe(
      'Thanks! Your review will appear once a moderator has checked it. Taking you back to your Saved Reviews...',
    );
  });

  it('coaches on the saved text at once, and while the author types', async () => {
    vi.useFakeTimers();
    render(<EditReviewForm review={savedReview({ comments: 'Ring 020 7946 0958' })} />);
    // At once: as soon as the rules have loaded, with no pause for typing.
    await act(() => vi.dynamicImportSettled());
    expect(screen.getByText(PHONE_HINT)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Other comments/), { target: { value: 'Ring the front desk' } });
    await act(async () => vi.advanceTimersByTime(COACH_DELAY_MS));
    expect(screen.queryByText(PHONE_HINT)).toBeNull();
    fireEvent.change(screen.getByLabelText(/Your review/), { target: { value: 'Mail me at jo at gmail dot com, or 020 7946 0958' } });
    await act(async () => vi.advanceTimersByTime(COACH_DELAY_MS));
    expect(screen.getByText(PHONE_HINT)).toBeTruthy();
  });
});

describe('where an accepted review takes its author', () => {
  const held = { review_id: 5, status: 'held', message: 'Thanks! Your review will appear once a moderator has checked it.' };

  it('a published review: the university page', () => {
    expect(submittedOutcome({ review_id: 5, status: 'published' }, 7, true).next).toBe('/university/7');
    expect(submittedOutcome({ review_id: 5 }, 7, false).next).toBe('/university/7');
  });

  it('a held review: Saved Reviews for a signed-in author, where its status shows; the university page for an anonymous one', () => {
    expect(submittedOutcome(held, 7, true)).toEqual({
      text: 'Thanks! Your review will appear once a moderator has checked it. Taking you to your Saved Reviews...',
      next: '/savedReviews',
    });
    expect(submittedOutcome(held, 7, false)).toEqual({
      text: 'Thanks! Your review will appear once a moderator has checked it. Taking you back to the university page...',
      next: '/university/7',
    });
  });

  it('an edit: always back to Saved Reviews', () => {
    expect(editedOutcome({ status: 'published' }).next).toBe('/savedReviews');
    expect(editedOutcome({ status: 'held' }).next).toBe('/savedReviews');
  });
});
