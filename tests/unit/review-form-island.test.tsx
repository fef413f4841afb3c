// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import ReviewForm from '#islands/review/ReviewForm.tsx';
import { FORM_RATINGS } from '#shared/reviews/review-form.ts';

// A stand-in for the tRPC endpoint: records the submitted body and answers as told.
let reply: { status: number; body: unknown };
let sent: unknown[];

beforeEach(() => {
  sent = [];
  localStorage.clear();
  Element.prototype.scrollIntoView = vi.fn();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.stubGlobal('fetch', async (_input: RequestInfo | URL, init: RequestInit = {}) => {
    sent.push(JSON.parse(String(init.body)));
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function rateAll(except: string[] = []) {
  for (const { field } of FORM_RATINGS) {
    if (except.includes(field)) continue;
    const radio = document.querySelector<HTMLInputElement>(`input[name="${field}"][value="4"]`)!;
    fireEvent.click(radio);
  }
}

describe('the review form island', () => {
  it('marks every missing rating Required, names up to 5 in the toast and focuses the first', () => {
    render(<ReviewForm universityId={7} universityName="Test University" />);
    rateAll([
      'overall_rating',
      'happiness_rating',
      'social_life_rating',
      'clubs_rating',
      'athletics_rating',
      'facilities_rating',
      'food_rating',
    ]);
    expect(screen.getByTestId('rated-count').textContent).toBe('9 of 16 ratings chosen');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(screen.getByRole('alert').textContent).toContain(
      'Please provide ratings for: Overall Rating, Happiness, Social Life, Clubs, Athletics...',
    );
    expect(screen.getAllByText('Required')).toHaveLength(7);
    expect(document.activeElement).toBe(document.querySelector('input[name="overall_rating"]'));
    expect(screen.getByRole('group', { name: 'Overall Rating, Required' })).toBeTruthy();
    expect(sent).toHaveLength(0);

    // Choosing a rating clears its mark.
    fireEvent.click(document.querySelector('input[name="overall_rating"][value="5"]')!);
    expect(screen.getAllByText('Required')).toHaveLength(6);
  });

  it('sends an anonymous visitor review and goes to the university page after 3 s', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    reply = { status: 200, body: { result: { data: { review_id: 99 } } } };
    render(<ReviewForm universityId={7} universityName="Test University" />);
    expect(screen.getByTestId('anonymous-banner').textContent).toContain('anonymous');
    expect(screen.getByRole('link', { name: /Log in/ }).getAttribute('href')).toBe('/login?next=%2FaddReview%2F7');
    rateAll();
    fireEvent.change(screen.getByLabelText(/Your review/), { target: { value: '  Friendly campus.  ' } });
    expect(screen.getByText('20 / 5,000 characters')).toBeTruthy();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    await screen.findByText(/Review submitted successfully/);
    expect(screen.getByRole('status').textContent).toContain('Review submitted successfully');
    expect(sent[0]).toMatchObject({
      university_id: 7,
      is_anonymous: true,
      review_text: 'Friendly campus.',
      comments: null,
      overall_rating: 4,
      food_rating: 4,
    });
    expect(assign).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(3000));
    expect(assign).toHaveBeenCalledWith('/university/7');
  });

  it('keeps everything typed and shows the server message when sending fails', async () => {
    reply = {
      status: 400,
      body: {
        error: {
          message: 'Validation error',
          code: -32600,
          data: { code: 'BAD_REQUEST', httpStatus: 400, extra: { message: 'review_text must be at most 5000 characters' } },
        },
      },
    };
    render(<ReviewForm universityId={7} universityName="Test University" />);
    rateAll();
    fireEvent.change(screen.getByLabelText(/Other comments/), { target: { value: 'Bring a coat' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect((await screen.findByRole('alert')).textContent).toContain('review_text must be at most 5000 characters');
    expect((screen.getByLabelText(/Other comments/) as HTMLTextAreaElement).value).toBe('Bring a coat');
    expect(document.querySelectorAll('input[type="radio"]:checked')).toHaveLength(16);
    expect(screen.getByRole('button', { name: 'Submit Review' })).toHaveProperty('disabled', false);
  });

  it('hides the toast after 5 seconds', async () => {
    vi.useFakeTimers();
    render(<ReviewForm universityId={7} universityName="Test University" />);
    fireEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(screen.getByRole('alert')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(4900));
    expect(screen.queryByRole('alert')).not.toBeNull();
    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
