// @vitest-environment jsdom
// The review form's coach (docs/rules/trust-and-moderation.md#screening): hints under each text
// field while the student types, which never stop the form; and a held review's reply in the toast.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import ReviewForm from '#islands/review/ReviewForm.tsx';
import { COACH_DELAY_MS } from '#islands/review/use-coach-hints.ts';
import { FORM_RATINGS } from '#shared/reviews/review-form.ts';

const PHONE_HINT = 'This looks like a phone number. Reviews must not contain personal details.';
const EMAIL_HINT = 'This looks like an e-mail address. Reviews must not contain personal details.';
const LINK_HINT = 'This looks like a link. Reviews must not advertise or link to other sites.';

let reply: unknown;
let sent: unknown[];

beforeEach(() => {
  sent = [];
  localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.stubGlobal('fetch', async (_input: RequestInfo | URL, init: RequestInit = {}) => {
    sent.push(JSON.parse(String(init.body)));
    return new Response(JSON.stringify({ result: { data: reply } }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Types into a field and lets the coach's pause pass, and the rules load the first time. */
async function type(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
  await act(async () => {
    vi.advanceTimersByTime(COACH_DELAY_MS);
    await vi.dynamicImportSettled();
  });
}

/** The coach's hints under a field as read out (decoration aside), found through its aria-describedby. */
function hintsOf(label: RegExp): string[] {
  const ids = screen.getByLabelText(label).getAttribute('aria-describedby')!.split(' ');
  const region = ids.map((id) => document.getElementById(id)!).find((node) => node.getAttribute('aria-live') === 'polite');
  expect(region, 'a polite live region among the field descriptions').toBeTruthy();
  return [...region!.querySelectorAll('li')].map((item) => {
    const spoken = item.cloneNode(true) as HTMLElement;
    spoken.querySelectorAll('[aria-hidden="true"]').forEach((node) => node.remove());
    return spoken.textContent!;
  });
}

describe('the review form coach', () => {
  beforeEach(() => vi.useFakeTimers());

  it('shows the phone hint under the field while typing, and takes it away with the number', async () => {
    render(<ReviewForm universityId={7} universityName="Test University" />);
    await type(/Your review/, 'Call me on +44 20 7946 0958');
    expect(hintsOf(/Your review/)).toEqual([PHONE_HINT]);
    expect(screen.getByText(PHONE_HINT)).toBeTruthy();
    expect(hintsOf(/Other comments/)).toEqual([]);
    // Advice, not an error: the form can still be sent.
    expect(screen.getByRole('button', { name: 'Submit Review' })).toHaveProperty('disabled', false);

    await type(/Your review/, 'Call me on ');
    expect(hintsOf(/Your review/)).toEqual([]);
    expect(screen.queryByText(PHONE_HINT)).toBeNull();
  });

  it('shows nothing for ratings, prices and years', async () => {
    render(<ReviewForm universityId={7} universityName="Test University" />);
    await type(/Your review/, 'Rated 5/5, fees £9,250 in 2024');
    await type(/Other comments/, 'Class of 2019-2023, room 101, e.g. CS101 at 9:00-17:00');
    expect(hintsOf(/Your review/)).toEqual([]);
    expect(hintsOf(/Other comments/)).toEqual([]);
  });

  it('lists each kind once, in a fixed order, under the field it is in', async () => {
    render(<ReviewForm universityId={7} universityName="Test University" />);
    await type(/Other comments/, 'See www.example.com or ring 020 7946 0958 or 07700 900123, or mail jo at gmail dot com');
    expect(hintsOf(/Other comments/)).toEqual([EMAIL_HINT, PHONE_HINT, LINK_HINT]);
    expect(hintsOf(/Your review/)).toEqual([]);
  });

  it('leaves the announced hints alone while typing on finds nothing new', async () => {
    render(<ReviewForm universityId={7} universityName="Test University" />);
    await type(/Your review/, 'Call me on +44 20 7946 0958');
    const region = document.getElementById('review-review_text-coach')!;
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(region, { subtree: true, childList: true, characterData: true, attributes: true });
    await type(/Your review/, 'Call me on +44 20 7946 0958 any time');
    await type(/Your review/, 'Call me on +44 20 7946 0958 any time after six');
    observer.disconnect();
    expect(changes).toHaveLength(0);
    expect(hintsOf(/Your review/)).toEqual([PHONE_HINT]);
  });
});

describe('the toast after sending', () => {
  async function sendRatedReview(text: string) {
    vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
    render(<ReviewForm universityId={7} universityName="Test University" />);
    for (const { field } of FORM_RATINGS) fireEvent.click(document.querySelector(`input[name="${field}"][value="4"]`)!);
    fireEvent.change(screen.getByLabelText(/Your review/), { target: { value: text } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    return (await screen.findByTestId('toast')).textContent;
  }

  it("sends a flagged review all the same and shows the server's word that it is held", async () => {
    reply = { review_id: 5, status: 'held', message: 'Thanks! Your review will appear once a moderator has checked it.' };
    const toast = await sendRatedReview('Call me on +44 20 7946 0958');
    expect(sent[0]).toMatchObject({ review_text: 'Call me on +44 20 7946 0958' });
    expect(toast).toContain('Thanks! Your review will appear once a moderator has checked it.');
    expect(toast).not.toContain('Review submitted successfully');
  });

  it('keeps the usual text for a published review, and for a reply without status', async () => {
    reply = { review_id: 6, status: 'published', message: 'Review submitted successfully' };
    expect(await sendRatedReview('Lovely campus')).toBe('Review submitted successfully! Taking you back to the university page...');
    cleanup();
    reply = { review_id: 7 };
    expect(await sendRatedReview('Lovely campus')).toBe('Review submitted successfully! Taking you back to the university page...');
  });

  it('says the review is held even when the held reply carries no message', async () => {
    reply = { review_id: 8, status: 'held' };
    expect(await sendRatedReview('Call me on +44 20 7946 0958')).toContain('Your review will appear once a moderator has checked it.');
  });
});
