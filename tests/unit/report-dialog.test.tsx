// @vitest-environment jsdom
// The Report button and dialog of the university page's review list: its texts, its checks before
// sending (the server's rules and texts), what each reply does, and where focus goes; the same for
// a university's reply under a review, reported apart from the review. Also the card's 'Edited'
// date.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { TRPCClientError } from '@trpc/client';
import ReviewsSection from '#islands/university/ReviewsSection.tsx';
import { FIRST_POSITION } from '#lib/review-list-url.ts';
import ReviewCard from '#components/ReviewCard.tsx';
import ReviewCards from '#islands/university/ReviewCards.tsx';
import { reportFailure, reportProblem } from '#islands/university/report-texts.ts';
import { NETWORK_ERROR, TOO_MANY_REQUESTS } from '#shared/site/messages.ts';
import { GUIDELINES } from '#shared/trust/guidelines.ts';
import { RATING_CATEGORIES } from '#shared/reviews/ratings.ts';
import { browserClosesDialog, stubModalDialogs } from '../support/jsdom-dialog.ts';
import type { Review } from '#shared/types.ts';

const THANKS = 'Thanks. A moderator will look at this review.';
const review = (id: number, username: string | null, edited_at: string | null = null): Review =>
  ({
    id,
    university_id: 7,
    university_name: 'Test University',
    username,
    created_at: '2025-09-01T12:00:00.000Z',
    edited_at,
    ...Object.fromEntries(RATING_CATEGORIES.map((c) => [c.field, 4])),
    review_text: `Review number ${id}`,
    comments: null,
    likes: 0,
  }) as Review;
/** A review with the university's published reply under it. */
const replied = (id: number, username: string | null): Review => ({
  ...review(id, username),
  reply: { university_name: 'Test University', text: `Reply to review ${id}`, created_at: '2025-09-03T12:00:00.000Z', edited_at: null },
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const failure = (httpStatus: number, message: string) =>
  json(httpStatus, { error: { message, code: -32600, data: { code: 'X', httpStatus, extra: {} } } });

let answer: () => Response;
const sent: unknown[] = [];
/** The procedures called, in order. */
const called: string[] = [];
let root: Root | undefined;

beforeEach(() => {
  sent.length = 0;
  called.length = 0;
  localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  stubModalDialogs();
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const procedure = /\/api\/trpc\/([\w.]+)/.exec(String(input))?.[1];
    if (procedure) called.push(procedure);
    if (procedure?.endsWith('.report')) sent.push(JSON.parse(String(init?.body)));
    return answer();
  });
});
afterEach(() => {
  act(() => root?.unmount());
  vi.unstubAllGlobals();
});

async function renderList(reviews = [review(1, 'ada'), review(2, null)]) {
  const container = document.createElement('div');
  document.body.replaceChildren(container);
  root = createRoot(container);
  await act(async () =>
    root!.render(
      <ReviewsSection
        universityId={7}
        position={FIRST_POSITION}
        shown={FIRST_POSITION}
        counts={{ all: reviews.length, verified: 0, byStars: [0, 0, 0, reviews.length, 0] }}
        reviews={reviews}
        totalReviews={reviews.length}
        totalPages={1}
        loading={false}
        error={null}
        loadCount={0}
        onNavigate={() => undefined}
        onRetry={() => undefined}
        setLikes={() => undefined}
      />,
    ),
  );
  return container;
}

const dialog = () => document.querySelector<HTMLDialogElement>('[data-testid="report-dialog"]')!;
/** A button by its text: on the page, or in the report dialog for its own buttons. */
const button = (name: RegExp, scope: ParentNode = document) =>
  [...scope.querySelectorAll('button')].find((b) => name.test(b.textContent ?? '')) as HTMLButtonElement;
const alertText = () => dialog().querySelector('[role="alert"]')?.textContent ?? '';
const click = (element: HTMLElement) => act(async () => element.click());
const typeNote = (text: string) =>
  act(async () => {
    const field = dialog().querySelector('textarea')!;
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
const chooseReason = (label: string) => click([...dialog().querySelectorAll('label')].find((l) => l.textContent === label)!);

describe('the report checks', () => {
  it("mirror the server's rules and texts", () => {
    expect(reportProblem(null, '')).toEqual({ text: 'Choose a reason.', field: 'reason' });
    expect(reportProblem('other', '   ')).toEqual({ text: 'Please describe the problem', field: 'note' });
    expect(reportProblem('other', 'It copies a brochure')).toBeNull();
    expect(reportProblem('spam', '')).toBeNull();
  });

  it('treat 409 as reported and show the rate-limit text for 429', () => {
    const error = (httpStatus: number, message: string) =>
      TRPCClientError.from({ error: { message, code: -32600, data: { code: 'X', httpStatus, extra: {} } } } as never);
    expect(reportFailure(error(409, 'You have already reported this review'))).toEqual({
      kind: 'already-reported',
      text: 'You have already reported this review',
    });
    expect(reportFailure(error(429, 'Too many requests. Please try again later.'))).toEqual({
      kind: 'problem',
      problem: { text: TOO_MANY_REQUESTS },
    });
    expect(reportFailure(error(400, 'note must be at most 500 characters'))).toEqual({
      kind: 'problem',
      problem: { text: 'note must be at most 500 characters', field: 'note' },
    });
    expect(reportFailure(new TypeError('Failed to fetch'))).toMatchObject({
      kind: 'problem',
      problem: { text: NETWORK_ERROR },
    });
  });
});

describe('the report dialog', () => {
  it('opens from the named Report button with the reasons, their rules, the note and the guidelines link', async () => {
    await renderList();
    const report = button(/^Report review by ada$/);
    expect(report).toBeDefined();
    expect(button(/^Report review by Anonymous$/)).toBeDefined();
    await click(report);
    expect(dialog().open).toBe(true);
    expect(document.getElementById(dialog().getAttribute('aria-labelledby')!)?.textContent).toBe('Report this review');
    expect(dialog().querySelector('legend')?.textContent).toBe('What is wrong with it?');
    const radios = [...dialog().querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    expect(radios.map((r) => r.value)).toEqual(GUIDELINES.map((g) => g.reason));
    for (const [index, radio] of radios.entries()) {
      expect(document.getElementById(radio.getAttribute('aria-describedby')!)?.textContent).toBe(GUIDELINES[index]!.rule);
      expect(document.querySelector(`label[for="${radio.id}"]`)?.textContent).toBe(GUIDELINES[index]!.label);
    }
    expect(document.activeElement).toBe(radios[0]);
    const note = dialog().querySelector('textarea')!;
    expect(document.querySelector(`label[for="${note.id}"]`)?.textContent).toBe('Note (optional)');
    expect(dialog().querySelector('a')?.getAttribute('href')).toBe('/guidelines');
    expect(dialog().textContent).toContain('0 / 500 characters');
  });

  it('asks for a reason, then a note for Something else, before sending anything', async () => {
    await renderList();
    await click(button(/^Report review by ada$/));
    await click(button(/^Send report$/, dialog()));
    expect(alertText()).toBe('Choose a reason.');
    expect(document.activeElement).toBe(dialog().querySelector('input[type="radio"]'));
    await chooseReason('Something else');
    const note = dialog().querySelector('textarea')!;
    expect(document.querySelector(`label[for="${note.id}"]`)?.textContent).toBe('Note (required)');
    await click(button(/^Send report$/, dialog()));
    expect(alertText()).toBe('Please describe the problem');
    expect(note.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(note);
    expect(sent).toEqual([]);
    await typeNote('It is a copy');
    expect(dialog().textContent).toContain('12 / 500 characters');
  });

  it('sends the report, closes, shows the thanks and marks the button Reported with the focus on it', async () => {
    answer = () => json(200, { result: { data: { report_id: 5, message: THANKS } } });
    await renderList();
    const report = button(/^Report review by ada$/);
    await click(report);
    await chooseReason('Something else');
    await typeNote('  Written by the admissions office  ');
    await click(button(/^Send report$/, dialog()));
    await vi.waitFor(() => expect(dialog().open).toBe(false));
    expect(sent).toEqual([{ reviewId: 1, reason: 'other', note: 'Written by the admissions office' }]);
    expect(document.querySelector('[data-testid="toast"]')?.textContent).toBe(THANKS);
    expect(report.textContent).toBe('Reported review by ada');
    expect(report.getAttribute('aria-disabled')).toBe('true');
    await vi.waitFor(() => expect(document.activeElement).toBe(report));
    await click(report);
    expect(dialog().open).toBe(false);
    expect(button(/^Report review by Anonymous$/).getAttribute('aria-disabled')).toBeNull();
  });

  it('shows the same thanks twice in a row as a new toast, so it is announced again', async () => {
    answer = () => json(200, { result: { data: { report_id: 5, message: THANKS } } });
    await renderList();
    const reportOne = async (name: RegExp) => {
      await click(button(name));
      await chooseReason('Spam or advertising');
      await click(button(/^Send report$/, dialog()));
      await vi.waitFor(() => expect(dialog().open).toBe(false));
      return document.querySelector('[data-testid="toast"]');
    };
    const first = await reportOne(/^Report review by ada$/);
    const second = await reportOne(/^Report review by Anonymous$/);
    expect(second?.textContent).toBe(THANKS);
    expect(second).not.toBe(first);
  });

  it('marks a review reported before as Reported, with the server text as the toast', async () => {
    answer = () => failure(409, 'You have already reported this review');
    await renderList();
    await click(button(/^Report review by Anonymous$/));
    await chooseReason('Spam or advertising');
    await click(button(/^Send report$/, dialog()));
    await vi.waitFor(() => expect(dialog().open).toBe(false));
    expect(document.querySelector('[data-testid="toast"]')?.textContent).toBe('You have already reported this review');
    expect(button(/^Reported review by Anonymous$/).getAttribute('aria-disabled')).toBe('true');
  });

  it("keeps the dialog open with the server's message, or the rate-limit text", async () => {
    await renderList();
    await click(button(/^Report review by ada$/));
    await chooseReason('Harassment');
    answer = () => failure(404, 'Review not found');
    await click(button(/^Send report$/, dialog()));
    await vi.waitFor(() => expect(alertText()).toBe('Review not found'));
    answer = () => failure(429, 'Too many requests. Please try again later.');
    await click(button(/^Send report$/, dialog()));
    await vi.waitFor(() => expect(alertText()).toBe('Too many requests. Please try again later.'));
    expect(dialog().open).toBe(true);
    expect(button(/^Report review by ada$/).getAttribute('aria-disabled')).toBeNull();
  });

  it('closes on Cancel and on Escape, returning focus to the Report button', async () => {
    await renderList();
    const report = button(/^Report review by ada$/);
    await click(report);
    await click(button(/^Cancel$/, dialog()));
    expect(dialog().open).toBe(false);
    await vi.waitFor(() => expect(document.activeElement).toBe(report));
    await click(report);
    await act(async () => dialog().dispatchEvent(new Event('cancel', { cancelable: true })));
    expect(dialog().open).toBe(false);
    await vi.waitFor(() => expect(document.activeElement).toBe(report));
  });

  it('follows the browser when it closes the dialog while sending, and opens again', async () => {
    let release!: () => void;
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (release = () => resolve(failure(500, 'Internal server error')))));
    await renderList();
    await click(button(/^Report review by ada$/));
    await chooseReason('Harassment');
    await click(button(/^Send report$/, dialog()));
    // Escape while sending does not cancel; a repeated one may make Chrome close the dialog anyway.
    await act(async () => dialog().dispatchEvent(new Event('cancel', { cancelable: true })));
    expect(dialog().open).toBe(true);
    await act(async () => browserClosesDialog(dialog()));
    await act(async () => release());
    await click(button(/^Report review by ada$/));
    expect(dialog().open).toBe(true);
    expect(alertText()).toBe('');
  });
});

describe("reporting a university's reply", () => {
  it('has its own Report button and dialog, sends to replies.report and marks only the reply Reported', async () => {
    answer = () => json(200, { result: { data: { report_id: 6, message: THANKS } } });
    await renderList([replied(3, 'bo'), review(4, 'cy')]);
    expect([...document.querySelectorAll('button')].filter((b) => /^Report reply/.test(b.textContent ?? '')).length).toBe(1);
    const report = button(/^Report reply from Test University$/);
    expect(report.closest('[data-testid="university-reply"]')).not.toBeNull();
    await click(report);
    expect(dialog().open).toBe(true);
    expect(document.getElementById(dialog().getAttribute('aria-labelledby')!)?.textContent).toBe('Report this reply');
    expect(document.getElementById(dialog().getAttribute('aria-describedby')!)?.textContent).toBe(
      'A moderator checks every report. Replies are removed only for breaking a guideline, never for disagreeing.',
    );
    await chooseReason('Harassment');
    await click(button(/^Send report$/, dialog()));
    await vi.waitFor(() => expect(dialog().open).toBe(false));
    expect(called).toEqual(['replies.report']);
    expect(sent).toEqual([{ reviewId: 3, reason: 'harassment', note: null }]);
    expect(report.textContent).toBe('Reported reply from Test University');
    expect(report.getAttribute('aria-disabled')).toBe('true');
    await vi.waitFor(() => expect(document.activeElement).toBe(report));
    // The review itself is still to report, with the review's dialog.
    const reviewReport = button(/^Report review by bo$/);
    expect(reviewReport.getAttribute('aria-disabled')).toBeNull();
    await click(reviewReport);
    expect(document.getElementById(dialog().getAttribute('aria-labelledby')!)?.textContent).toBe('Report this review');
  });

  it("counts a reply reported before as Reported, with the server's 409 text", async () => {
    answer = () => failure(409, 'You have already reported this review');
    await renderList([replied(3, null)]);
    await click(button(/^Report reply from Test University$/));
    await chooseReason('Spam or advertising');
    await click(button(/^Send report$/, dialog()));
    await vi.waitFor(() => expect(dialog().open).toBe(false));
    expect(document.querySelector('[data-testid="toast"]')?.textContent).toBe('You have already reported this review');
    expect(button(/^Reported reply from Test University$/).getAttribute('aria-disabled')).toBe('true');
    expect(button(/^Report review by Anonymous$/).getAttribute('aria-disabled')).toBeNull();
  });

  it('names the static buttons apart, so a press before the island is live reaches the right copy', () => {
    const html = renderToString(<ReviewCards reviews={[replied(3, 'bo'), review(4, 'cy')]} />);
    expect(html).toContain('data-first-use="report-3"');
    expect(html).toContain('data-first-use="report-reply-3"');
    expect(html).toContain('data-first-use="report-4"');
    expect(html).not.toContain('report-reply-4');
  });
});

describe('the review card', () => {
  it("shows 'Edited' with its date when the review was edited, and no Report button by itself", () => {
    const edited = renderToString(<ReviewCard review={review(3, 'ada', '2025-10-02T08:00:00.000Z')} />);
    expect(edited).toContain('Edited <time dateTime="2025-10-02T08:00:00.000Z">October 2, 2025</time>');
    const plain = renderToString(<ReviewCard review={review(4, 'ada')} />);
    expect(plain).not.toContain('Edited');
    expect(plain).not.toContain('Report');
  });
});
