// @vitest-environment jsdom
// The review form counts against the maxima the server enforces: whatever the form lets through,
// the server accepts, and one character more is refused by both (the counter turns red).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import ReviewForm from '#islands/review/ReviewForm.tsx';
import { checkReviewSubmission } from '#shared/schemas/reviews.ts';
import { RATING_CATEGORIES } from '#shared/reviews/ratings.ts';

const ratedBody = (texts: Record<string, string>) => ({
  university_id: 7,
  ...Object.fromEntries(RATING_CATEGORIES.map((c) => [c.field, 4])),
  ...texts,
});

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.stubGlobal('fetch', async () => new Response('{}', { status: 500 }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe.each([
  { field: 'review_text', label: /Your review/ },
  { field: 'comments', label: /Other comments/ },
])('the review form field $field', ({ field, label }) => {
  it('caps and counts at the length the server accepts, and shows one more as over the limit', () => {
    render(<ReviewForm universityId={7} universityName="Test University" />);
    const textarea = screen.getByLabelText(label) as HTMLTextAreaElement;
    const max = textarea.maxLength;
    const counter = document.getElementById(`${textarea.id}-count`)!;
    expect(max).toBeGreaterThan(0);
    expect(counter.textContent).toBe(`0 / ${max.toLocaleString('en-US')} characters`);

    // The longest text the form allows is accepted by the server's check...
    const longest = 'a'.repeat(max);
    expect(checkReviewSubmission(ratedBody({ [field]: longest }))).toMatchObject({ ok: true });
    fireEvent.change(textarea, { target: { value: 'a'.repeat(max - 1) } });
    expect(counter.className).not.toContain('text-red-800');

    // ...and one character more (pasted past the cap by a script, say) is refused by both.
    expect(checkReviewSubmission(ratedBody({ [field]: `${longest}a` }))).toEqual({
      ok: false,
      problem: { error: 'Validation error', message: `${field} must be at most ${max} characters` },
    });
    fireEvent.change(textarea, { target: { value: `${longest}a` } });
    expect(counter.textContent).toBe(`${(max + 1).toLocaleString('en-US')} / ${max.toLocaleString('en-US')} characters`);
    expect(counter.className).toContain('text-red-800');
  });
});
