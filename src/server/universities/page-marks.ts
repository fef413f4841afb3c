// The university and country pages are prerendered by the nightly build. Between builds, a change
// to what a page shows (a review published, held, removed, edited or deleted; an author renamed;
// a university's counts, and so its country's list) is marked here: one empty file per page, whose
// modification time is the time of the change. The
// server (src/edge/fresh-pages.ts) renders a marked page again at its next request, keeps that
// copy beside the mark, and serves it instead of the build's until a newer build.
import fs from 'node:fs';
import { keyedHash, sameKeyedHash } from '#server/auth/keyed-hash.ts';
import path from 'node:path';

/**
 * Where the marks and the fresh copies live: PAGES_DIR when set; else `pages/` beside the SQLite
 * file (var/pages by default; DATABASE_URL's default is env.ts's), or var/pages under the working
 * folder on PostgreSQL. They describe that database's data, so they go with it.
 */
export function pagesDir(): string {
  if (process.env.PAGES_DIR) return path.resolve(process.env.PAGES_DIR);
  const url = process.env.DATABASE_URL || 'file:./var/data.db';
  return url.startsWith('file:') ? path.join(path.dirname(path.resolve(url.slice('file:'.length))), 'pages') : path.resolve('var/pages');
}

/** A page's name among the marks: `university-<id>` or `country-<code>`. */
export const universityPageName = (id: number | string) => `university-${id}`;
export const countryPageName = (code: string) => `country-${code.toLowerCase()}`;

export const pageMarkFile = (dir: string, name: string): string => path.join(dir, 'changed', name);
export const pageCopyFile = (dir: string, name: string): string => path.join(dir, 'fresh', `${name}.html`);
export const markFile = (dir: string, id: number | string): string => pageMarkFile(dir, universityPageName(id));
export const freshCopyFile = (dir: string, id: number | string): string => pageCopyFile(dir, universityPageName(id));

/** Marks the pages of these universities as changed now. */
export function markUniversityPagesChanged(universityIds: Iterable<number>): void {
  markPagesChanged([...new Set(universityIds)].map(universityPageName));
}

/** Marks the pages of these countries (alpha-2 codes) as changed now: their lists show counts and ranks. */
export function markCountryPagesChanged(codes: Iterable<string>): void {
  markPagesChanged([...new Set(codes)].map(countryPageName));
}

function markPagesChanged(names: string[]): void {
  const dir = pagesDir();
  const now = new Date();
  try {
    fs.mkdirSync(path.join(dir, 'changed'), { recursive: true });
    for (const name of names) {
      const file = pageMarkFile(dir, name);
      fs.closeSync(fs.openSync(file, 'a'));
      fs.utimesSync(file, now, now);
    }
  } catch (error) {
    // The change itself is stored: a mark that cannot be written only leaves the page as built
    // until the next build, and must not turn the reply into an error.
    console.error(`Could not mark changed pages in ${dir}:`, error);
  }
}

/**
 * Deletes the fresh copies made before `olderThanMs`, the start of the oldest build still served
 * (scripts/lib/build-site.ts, after a build): a copy that old belongs to a mark just as old, which
 * every such build ignores, so no server reads it again. Without this each changed university
 * would keep a page's worth of HTML here for good. The marks themselves are empty files, one per
 * university at most, and stay: deleting one could race with a change marking it anew.
 * @returns how many were deleted
 */
export function pruneFreshCopies(olderThanMs: number): number {
  const folder = path.join(pagesDir(), 'fresh');
  let names: string[];
  try {
    names = fs.readdirSync(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let deleted = 0;
  for (const name of names) {
    const file = path.join(folder, name);
    const modified = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    if (modified === undefined || modified >= olderThanMs) continue;
    fs.rmSync(file, { force: true });
    deleted += 1;
  }
  return deleted;
}

/**
 * The header the server sends when it renders a marked page again (src/edge/fresh-pages.ts), so
 * that the view reads the data as committed rather than a copy kept for a few seconds after a
 * write (universities/countries.ts). Its value is a keyed hash of the server secret: a client that
 * sends the header gets the kept copy like everyone else, and cannot make each request read every
 * university again.
 */
export const FRESH_RENDER_HEADER = 'x-unireviews-fresh-render';
export const freshRenderToken = () => keyedHash('fresh-render', 'pages');
export const isFreshRender = (value: string | null) => value !== null && sameKeyedHash(value, freshRenderToken());
