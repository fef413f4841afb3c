// Which writes mark a university page as changed since the build (decision 030), through the real
// handlers: a published review does, a held one does not (the page never showed it), and a mark
// that cannot be written leaves the review stored and the reply a success.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '#server/infra/db.ts';
import {
  countryPageName,
  freshCopyFile,
  freshRenderToken,
  isFreshRender,
  markFile,
  pageMarkFile,
  pagesDir,
  pruneFreshCopies,
} from '#server/universities/page-marks.ts';
import { api, freshAddress } from '../support/api-request.ts';
import { reviewBody } from '../factories/reviews.ts';
import { createUniversity } from '../factories/universities.ts';

const markTime = (universityId: number) => fs.statSync(markFile(pagesDir(), universityId), { throwIfNoEntry: false })?.mtimeMs;
const submit = (universityId: number, extra: Record<string, unknown> = {}) =>
  api('POST', '/reviews/submit', { address: freshAddress(), body: reviewBody(universityId, { is_anonymous: true, ...extra }) });

const workerPagesDir = process.env.PAGES_DIR;
afterEach(() => {
  process.env.PAGES_DIR = workerPagesDir;
  vi.restoreAllMocks();
});

describe('marks of changed university pages', () => {
  it('marks the page of a university that got a published review, at the time of the write', async () => {
    const university = await createUniversity();
    expect(markTime(university.id)).toBeUndefined();
    const before = Date.now();
    const reply = await submit(university.id);
    expect(reply.body.status).toBe('published');
    expect(markTime(university.id)).toBeGreaterThanOrEqual(before - 1);
  });

  it("marks the page of the university's country too, a moment after the write", async () => {
    const university = await createUniversity({ country: 'Markland', alphaTwoCode: 'MQ' });
    const countryMark = pageMarkFile(pagesDir(), countryPageName('MQ'));
    expect(fs.existsSync(countryMark)).toBe(false);
    const before = Date.now();
    expect((await submit(university.id)).body.status).toBe('published');
    await vi.waitFor(() => expect(fs.statSync(countryMark).mtimeMs).toBeGreaterThanOrEqual(before - 1));
  });

  it('leaves the page of a university whose new review is held unmarked', async () => {
    const university = await createUniversity();
    const reply = await submit(university.id, { review_text: 'Ring 020 7946 0958 for the notes.' });
    expect(reply.body.status).toBe('held');
    expect(markTime(university.id)).toBeUndefined();
  });

  it('stores the review and answers success when the mark cannot be written', async () => {
    const blocker = path.join(workerPagesDir!, 'not-a-folder');
    fs.mkdirSync(workerPagesDir!, { recursive: true });
    fs.writeFileSync(blocker, '');
    process.env.PAGES_DIR = path.join(blocker, 'pages');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const university = await createUniversity();
    const reply = await submit(university.id);
    expect(reply.status).toBe(200);
    expect(reply.body.status).toBe('published');
    expect(await db().review.count({ where: { universityId: university.id } })).toBe(1);
    // Said once for the university's page and once for its country's, for the operator; not an
    // error of the request.
    await vi.waitFor(() => expect(logged).toHaveBeenCalledTimes(2));
    for (const call of logged.mock.calls) expect(String(call[0])).toContain('Could not mark changed pages');
  });
});

describe("the server's own fresh renders", () => {
  it('are told apart by a keyed token, so a client cannot ask past the kept copy', () => {
    expect(isFreshRender(freshRenderToken())).toBe(true);
    for (const forged of ['1', 'true', '', freshRenderToken().slice(1), null]) expect(isFreshRender(forged), String(forged)).toBe(false);
  });
});

describe('fresh copies after a build', () => {
  it('are deleted when older than the oldest build served, with a render left half-written; newer ones and the marks stay', () => {
    fs.mkdirSync(workerPagesDir!, { recursive: true });
    process.env.PAGES_DIR = fs.mkdtempSync(path.join(workerPagesDir!, 'prune-'));
    const dir = pagesDir();
    const oldestBuildStart = Date.now() - 60_000;
    const files = {
      old: [freshCopyFile(dir, 1), oldestBuildStart - 1_000],
      abandoned: [`${freshCopyFile(dir, 2)}.4242.tmp`, oldestBuildStart - 1],
      current: [freshCopyFile(dir, 3), oldestBuildStart],
      mark: [markFile(dir, 1), oldestBuildStart - 1_000],
    } as const;
    for (const [file, time] of Object.values(files)) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, '<!doctype html>');
      fs.utimesSync(file, new Date(time), new Date(time));
    }
    expect(pruneFreshCopies(oldestBuildStart)).toBe(2);
    const left = Object.entries(files).flatMap(([name, [file]]) => (fs.existsSync(file) ? [name] : []));
    expect(left).toEqual(['current', 'mark']);
  });

  it('are none where no page has changed yet', () => {
    fs.mkdirSync(workerPagesDir!, { recursive: true });
    process.env.PAGES_DIR = path.join(fs.mkdtempSync(path.join(workerPagesDir!, 'prune-')), 'never-made');
    expect(pruneFreshCopies(Date.now())).toBe(0);
  });
});
