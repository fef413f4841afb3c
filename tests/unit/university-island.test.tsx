// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { TRPCClientError } from '@trpc/client';
import ReviewsIsland from '#islands/university/ReviewsIsland.tsx';
import ReviewCards from '#islands/university/ReviewCards.tsx';
import { compareCandidates } from '#islands/university/CompareSearch.tsx';
import { SUBMIT_ERROR, SUBMIT_FAILED, submitFailureMessage } from '#islands/review/submit-failure.ts';
import { RATING_CATEGORIES, type Averages } from '#shared/reviews/ratings.ts';
import { LIVE_BLOCK_ID, LIVE_COUNTS_EVENT, UNIVERSITY_GONE_EVENT, type FilterCounts } from '#shared/universities/university-live.ts';
import type { Review, UniversityHit } from '#shared/types.ts';

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
// 45 reviews at build time: 5 with three stars and 40 with four, 2 by verified students.
const counts: FilterCounts = { all: 45, verified: 2, byStars: [0, 0, 5, 40, 0] };

let answer: () => Response;
const requests: string[] = [];

beforeEach(() => {
  requests.length = 0;
  localStorage.clear();
  window.history.replaceState(null, '', '/university/7');
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  // jsdom lays nothing out, so it has no scrollIntoView.
  Element.prototype.scrollIntoView = () => undefined;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    requests.push(String(input));
    return answer();
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

/** Markup as the DOM reads it back (attribute names lower-cased), without React's text separators. */
const withoutSeparators = (html: string | undefined) => html?.replaceAll('<!-- -->', '');
function htmlOf(node: ReactElement) {
  const holder = document.createElement('div');
  holder.innerHTML = renderToString(node);
  return withoutSeparators(holder.innerHTML);
}

/** The island as the page has it: the build's first page of cards as its children. */
const island = () => (
  <ReviewsIsland universityId={7} counts={counts} totalPages={3}>
    <ReviewCards reviews={reviews} />
  </ReviewsIsland>
);

async function hydrate(before: HTMLElement[] = []) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(island());
  document.body.replaceChildren(...before, container);
  const serverHtml = container.innerHTML;
  const recoverable: unknown[] = [];
  await act(async () => {
    roots.push(hydrateRoot(container, island(), { onRecoverableError: (error) => recoverable.push(error) }));
  });
  return { container, serverHtml, recoverable };
}

describe('the reviews island', () => {
  it('hydrates over the static markup without a mismatch, shows its children, then the live data', async () => {
    let reply: (response: Response) => void = () => undefined;
    vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
      requests.push(String(input));
      return new Promise<Response>((resolve) => (reply = resolve));
    });
    const { container, serverHtml, recoverable } = await hydrate();
    expect(recoverable).toEqual([]);
    expect(serverHtml).toContain('Student Reviews');
    expect(serverHtml).toContain('Review number 100');
    // Until the live page arrives, the children (the static cards) stay as they were.
    const list = () => withoutSeparators(container.querySelector('[data-testid="review-list"]')?.outerHTML);
    expect(list()).toBe(htmlOf(<ReviewCards reviews={reviews} />));
    await act(async () => reply(pageReply([review(200, 9), ...reviews.slice(0, 19)], 46)));
    await vi.waitFor(() => expect(container.textContent).toContain('Review number 200'));
    // The island's own cards: the same markup as the static ones.
    expect(list()).toBe(htmlOf(<ReviewCards reviews={[review(200, 9), ...reviews.slice(0, 19)]} />));
    expect(container.querySelector('#reviews-heading')?.textContent).toContain('(46)');
    expect(requests.filter((url) => url.includes('universities.reviews'))).toHaveLength(1);
    // Logged out: no like-status request.
    expect(requests.some((url) => url.includes('likeStatus'))).toBe(false);
    expect(document.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('tells the page when the API no longer knows the university (its script shows the not-found view)', async () => {
    answer = () =>
      json(404, { error: { message: 'University not found', code: -32004, data: { code: 'NOT_FOUND', httpStatus: 404, extra: {} } } });
    const gone = vi.fn();
    document.addEventListener(UNIVERSITY_GONE_EVENT, gone);
    await hydrate();
    await vi.waitFor(() => expect(gone).toHaveBeenCalledTimes(1));
    document.removeEventListener(UNIVERSITY_GONE_EVENT, gone);
  });

  it('keeps the static cards when the server cannot be reached', async () => {
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    const { container } = await hydrate();
    await vi.waitFor(() => expect(requests.length).toBeGreaterThan(0));
    await act(async () => undefined);
    expect(container.querySelector('#reviews-heading')?.textContent).toBe('Student Reviews (45)');
    expect(container.querySelectorAll('article')).toHaveLength(20);
    expect(container.textContent).toContain('Review number 100');
  });

  it('takes the filter counts from the live ratings block, now and when it is swapped', async () => {
    answer = () => pageReply(reviews, 46);
    const block = document.createElement('div');
    block.id = LIVE_BLOCK_ID;
    block.dataset.counts = JSON.stringify({ all: 46, verified: 3, byStars: [0, 0, 5, 40, 1] });
    const { container } = await hydrate([block]);
    const ratingOptions = () => [...container.querySelectorAll<HTMLOptionElement>('#review-rating option')].map((o) => o.text);
    await vi.waitFor(() => expect(ratingOptions()[0]).toBe('All ratings (46)'));
    expect(ratingOptions()[1]).toBe('5 stars (1)');
    expect(container.querySelector('input[type="checkbox"]')?.closest('label')?.textContent).toBe('Verified students only (3)');

    const swapped = block.cloneNode() as HTMLElement;
    swapped.dataset.counts = JSON.stringify({ all: 47, verified: 3, byStars: [0, 0, 5, 40, 2] });
    block.replaceWith(swapped);
    await act(async () => document.dispatchEvent(new Event(LIVE_COUNTS_EVENT)));
    expect(ratingOptions()[0]).toBe('All ratings (47)');
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

describe('the compare search results', () => {
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
