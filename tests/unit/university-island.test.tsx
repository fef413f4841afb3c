// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { TRPCClientError } from '@trpc/client';
import UniversityPage from '#islands/university/UniversityPage.tsx';
import { compareCandidates } from '#islands/university/CompareDialog.tsx';
import { SUBMIT_ERROR, SUBMIT_FAILED, submitFailureMessage } from '#islands/review/submit-failure.ts';
import { RATING_CATEGORIES, type Averages, type Distribution } from '#shared/reviews/ratings.ts';
import { packReview } from '#shared/reviews/review-snapshot.ts';
import { averagesFromDistribution, packStatistics } from '#islands/university/statistics-snapshot.ts';
import type { Review, UniversityHit, UniversityStatistics } from '#shared/types.ts';

const university = { id: 7, name: 'Test University', country: 'Testland', website: 'https://test.example/' };
const averages = Object.fromEntries(RATING_CATEGORIES.map((c) => [c.key, 3.5])) as Averages;
const review = (id: number, likes = 0): Review =>
  ({
    id,
    university_id: 7,
    university_name: 'Test University',
    username: id % 2 ? null : `student${id}`,
    created_at: `2025-0${(id % 9) + 1}-01T12:00:00.000Z`,
    ...Object.fromEntries(RATING_CATEGORIES.map((c) => [c.field, 4])),
    review_text: `Review number ${id}`,
    comments: null,
    likes,
  }) as Review;
const reviews = Array.from({ length: 20 }, (_, i) => review(100 - i, i));
// 45 reviews, each rating split 5 × 3 stars and 40 × 4 stars (a mean of 3.9 everywhere).
const distribution = Object.fromEntries(RATING_CATEGORIES.map((c) => [c.key, [0, 0, 5, 40, 0]])) as Distribution;
const statistics: UniversityStatistics = {
  review_count: 45,
  verified_count: 2,
  reviews_last_12_months: 9,
  last_review_at: '2025-09-01T12:00:00.000Z',
  averages: averagesFromDistribution(distribution),
  distribution,
};
const snapshot = { reviews: reviews.map(packReview), reviewCount: 45, totalPages: 3, statistics: packStatistics(statistics) };

let answer: () => Response;
/** The reply to `universities.stats` (the reviews' reply goes to every other request). */
let statsAnswer: () => Response;
const requests: string[] = [];

beforeEach(() => {
  requests.length = 0;
  localStorage.clear();
  window.history.replaceState(null, '', '/university/7');
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  // jsdom lays nothing out, so it has no scrollIntoView.
  Element.prototype.scrollIntoView = () => undefined;
  statsAnswer = () => json(200, { result: { data: statistics } });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    requests.push(String(input));
    return String(input).includes('universities.stats') ? statsAnswer() : answer();
  });
});
// Every page is unmounted before the next test: a live root would let a late reply render after
// the test file's window is gone.
const roots: Root[] = [];
afterEach(async () => {
  await act(async () => roots.splice(0).forEach((root) => root.unmount()));
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const pageReply = (items: Review[], totalReviews = 45) =>
  json(200, {
    result: {
      data: {
        reviews: items,
        averages,
        pagination: { currentPage: 1, totalPages: Math.ceil(totalReviews / 20), totalReviews, reviewsPerPage: 20 },
      },
    },
  });

const reviewRequests = () => requests.filter((url) => url.includes('universities.reviews'));
const lastInput = () => JSON.parse(new URL(reviewRequests().at(-1)!, 'http://x').searchParams.get('input')!);
const statusText = (container: HTMLElement) => container.querySelector('#reviews-panel [role="status"]')?.textContent;
function robotsMeta() {
  const meta = document.createElement('meta');
  meta.name = 'robots';
  meta.content = 'index, follow';
  document.head.append(meta);
  return meta;
}

async function hydrate() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<UniversityPage university={university} snapshot={snapshot} />);
  document.body.replaceChildren(container);
  const serverHtml = container.innerHTML;
  const recoverable: unknown[] = [];
  await act(async () => {
    roots.push(
      hydrateRoot(container, <UniversityPage university={university} snapshot={snapshot} />, {
        onRecoverableError: (error) => recoverable.push(error),
      }),
    );
  });
  return { container, serverHtml, recoverable };
}

describe('the university page island', () => {
  it('hydrates over the static markup without a mismatch, then shows the live data', async () => {
    answer = () => pageReply([review(200, 9), ...reviews.slice(0, 19)], 46);
    const { container, serverHtml, recoverable } = await hydrate();
    expect(recoverable).toEqual([]);
    expect(serverHtml).toContain('Student Reviews');
    expect(serverHtml).toContain('Review number 100');
    await vi.waitFor(() => expect(container.textContent).toContain('Review number 200'));
    expect(container.querySelector('#reviews-heading')?.textContent).toContain('(46)');
    expect(requests.filter((url) => url.includes('universities.reviews'))).toHaveLength(1);
    // Logged out: no like-status request.
    expect(requests.some((url) => url.includes('likeStatus'))).toBe(false);
    expect(document.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('shows University not found when the API no longer knows the university', async () => {
    answer = () =>
      json(404, { error: { message: 'University not found', code: -32004, data: { code: 'NOT_FOUND', httpStatus: 404, extra: {} } } });
    const { container } = await hydrate();
    await vi.waitFor(() => expect(container.querySelector('h1')?.textContent).toBe('University not found'));
    expect(container.querySelector('a[href="/"]')).not.toBeNull();
    expect(document.title).toMatch(/^University not found/);
  });

  it('keeps the snapshot when the server cannot be reached', async () => {
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    const { container } = await hydrate();
    await vi.waitFor(() => expect(requests.length).toBeGreaterThan(0));
    await act(async () => undefined);
    expect(container.querySelector('h1')?.textContent).toBe('Test University');
    expect(container.textContent).toContain('Review number 100');
  });

  it('shows the live statistics over the snapshot, and keeps the snapshot when they fail', async () => {
    answer = () => pageReply(reviews, 46);
    const live = { ...distribution, overall: [0, 0, 5, 40, 1] as Distribution['overall'] };
    statsAnswer = () =>
      json(200, {
        result: {
          data: {
            ...statistics,
            review_count: 46,
            reviews_last_12_months: 10,
            distribution: live,
            averages: averagesFromDistribution(live),
          },
        },
      });
    const { container, serverHtml } = await hydrate();
    const server = document.createElement('div');
    server.innerHTML = serverHtml;
    expect(server.textContent).toContain('Based on 45 reviews · latest September 1, 2025');
    expect(server.textContent).toContain('9 reviews in the last 12 months');
    await vi.waitFor(() => expect(container.textContent).toContain('Based on 46 reviews · latest September 1, 2025'));
    expect(container.textContent).toContain('10 reviews in the last 12 months');
    const overall = container.querySelector('[data-testid="overall-star-counts"] table')!;
    expect(overall.querySelector('tbody tr')?.textContent).toBe('5 stars2%1');
    expect(container.querySelector('[data-testid="overall-rating"]')?.textContent).toBe('3.9');

    statsAnswer = () =>
      json(500, { error: { message: 'Internal error', code: -32603, data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 } } });
    const again = await hydrate();
    await vi.waitFor(() => expect(requests.filter((url) => url.includes('universities.stats'))).toHaveLength(2));
    await act(async () => undefined);
    expect(again.container.textContent).toContain('Based on 45 reviews');
    expect(again.container.textContent).not.toContain('could not');
  });

  it('reads the page and sort from the address and resets to page 1 when the sort changes', async () => {
    window.history.replaceState(null, '', '/university/7?page=2&sort=popular');
    const meta = robotsMeta();
    answer = () => pageReply(reviews);
    const { container } = await hydrate();
    await vi.waitFor(() => expect(reviewRequests()).toHaveLength(1));
    expect(lastInput()).toMatchObject({ universityId: 7, page: 2, sort: 'popular', rating: null, verified: false });
    expect(meta.content).toBe('noindex, follow');
    expect(container.querySelector('[aria-current="page"]')?.textContent).toBe('2');
    const sort = container.querySelector<HTMLSelectElement>('#review-sort')!;
    expect(sort.value).toBe('popular');
    expect([...sort.options].map((o) => o.text)).toEqual(['Most Recent', 'Most Liked', 'Highest Rated', 'Lowest Rated']);
    expect(container.querySelector('label[for="review-sort"]')?.textContent).toBe('Sort by');

    await act(async () => fireEvent.change(sort, { target: { value: 'recent' } }));
    expect(window.location.search).toBe('');
    expect(meta.content).toBe('index, follow');
    expect(container.querySelector('[aria-current="page"]')?.textContent).toBe('1');
    await vi.waitFor(() => expect(statusText(container)).toBe('Page 1 of 3, Most Recent'));

    await act(async () => fireEvent.change(sort, { target: { value: 'lowest' } }));
    expect(window.location.search).toBe('?sort=lowest');
    expect(lastInput()).toMatchObject({ page: 1, sort: 'lowest' });
    meta.remove();
  });

  it('filters by rating and verified students, with counts, the filtered total and the address', async () => {
    window.history.replaceState(null, '', '/university/7?verified=true&page=1');
    const meta = robotsMeta();
    answer = () =>
      pageReply(
        [review(300), review(301)].map((r) => ({ ...r, verified: true })),
        2,
      );
    const { container } = await hydrate();
    await vi.waitFor(() => expect(container.textContent).toContain('Review number 300'));
    // The address is normalised (page 1 left out) and the list not indexed.
    expect(window.location.search).toBe('?verified=true');
    expect(meta.content).toBe('noindex, follow');
    expect(lastInput()).toMatchObject({ page: 1, sort: 'recent', rating: null, verified: true });
    expect(container.querySelector('#reviews-heading')?.textContent).toBe('Student Reviews (2 of 45)');
    expect(container.querySelectorAll('[data-testid="verified-badge"]')).toHaveLength(2);
    const verified = container.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    expect(verified.checked).toBe(true);
    expect(verified.closest('label')?.textContent).toBe('Verified students only (2)');

    const rating = container.querySelector<HTMLSelectElement>('#review-rating')!;
    expect([...rating.options].map((o) => `${o.text}${o.disabled ? ' (off)' : ''}`)).toEqual([
      'All ratings (45)',
      '5 stars (0) (off)',
      '4 stars (40)',
      '3 stars (5)',
      '2 stars (0) (off)',
      '1 star (0) (off)',
    ]);

    answer = () => pageReply([review(302)], 1);
    await act(async () => fireEvent.change(rating, { target: { value: '3' } }));
    expect(window.location.search).toBe('?rating=3&verified=true');
    expect(lastInput()).toMatchObject({ page: 1, rating: 3, verified: true });
    await vi.waitFor(() => expect(statusText(container)).toBe('1 review'));
    expect(container.querySelector('#reviews-heading')?.textContent).toBe('Student Reviews (1 of 45)');

    // Nothing left: say so, and offer to clear the filters (the order stays).
    answer = () => pageReply([], 0);
    await act(async () => fireEvent.click(verified));
    await vi.waitFor(() => expect(statusText(container)).toBe('No reviews match these filters.'));
    expect(container.querySelector('[data-testid="review-list"]')?.children).toHaveLength(0);
    answer = () => pageReply(reviews);
    const clear = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Clear filters')!;
    await act(async () => clear.click());
    expect(window.location.search).toBe('');
    expect(lastInput()).toMatchObject({ rating: null, verified: false });
    expect(document.activeElement?.id).toBe('reviews-heading');
    await vi.waitFor(() => expect(container.querySelector('#reviews-heading')?.textContent).toBe('Student Reviews (45)'));
    expect(statusText(container)).toBe('45 reviews');
    expect(meta.content).toBe('index, follow');

    // Back restores the filtered list.
    window.history.back();
    await vi.waitFor(() => expect(window.location.search).toBe('?rating=3'));
    await vi.waitFor(() => expect(lastInput()).toMatchObject({ rating: 3, verified: false }));
    expect(rating.value).toBe('3');
    meta.remove();
  });
});

describe('the compare modal results', () => {
  const hit = (id: number | string): UniversityHit => ({
    id: id as number,
    name: `U${id}`,
    country: 'X',
    review_count: 0,
    average_rating: 0,
    last_review_at: null,
  });
  it('leave out the current university by numeric id and keep 5', () => {
    const hits = [hit(7), hit(1), hit(2), hit('7'), hit(3), hit(4), hit(5), hit(6)];
    expect(compareCandidates(hits, 7).map((h) => Number(h.id))).toEqual([1, 2, 3, 4, 5]);
    expect(compareCandidates([hit(7)], 7)).toEqual([]);
  });
});

describe('the review submission failure text', () => {
  const trpcError = (message: string, extra: Record<string, unknown> = {}) =>
    TRPCClientError.from({ error: { message, code: -32600, data: { code: 'BAD_REQUEST', httpStatus: 400, extra } } } as never);
  it("prefers the server's message, then its error, then the documented fallbacks", () => {
    expect(submitFailureMessage(trpcError('Validation error', { message: 'Overall rating must be between 1 and 5' }))).toBe(
      'Overall rating must be between 1 and 5',
    );
    expect(submitFailureMessage(trpcError('University not found'))).toBe('University not found');
    expect(submitFailureMessage(trpcError(''))).toBe(SUBMIT_FAILED);
    expect(submitFailureMessage(new TypeError('Failed to fetch'))).toBe(SUBMIT_ERROR);
  });
});
