// A university page whose reviews changed since its build (src/server/universities/page-marks.ts),
// or a country page whose universities' counts did,
// is not served from the build: its next request renders it again through the on-demand route
// (/live/university/{id} or /live/country/{code}, the same view the build uses), the copy is kept beside the mark, and
// later requests get that copy as a static file, until a change newer than the copy marks it again
// or a newer build includes the change. A removed review thus leaves the page at once, not at the
// next nightly build, and the pages stay static for everyone else.
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import {
  FRESH_RENDER_HEADER,
  countryPageName,
  freshRenderToken,
  pageCopyFile,
  pageMarkFile,
  pagesDir,
  universityPageName,
} from '#server/universities/page-marks.ts';
import { sendFileBytes } from './send-file-bytes.ts';
import type { Step } from './step.ts';

const RENDER_TIMEOUT_MS = 10_000;
/** The prerendered pages that follow changes: their address, name among the marks, live route and built file. */
const PAGES = [
  {
    path: /^\/university\/([1-9]\d{0,9})\/?$/,
    name: universityPageName,
    live: (id: string) => `/live/university/${id}`,
    built: (id: string) => `client/university/${id}/index.html`,
  },
  {
    path: /^\/country\/([a-z]{2})\/?$/,
    name: countryPageName,
    live: (code: string) => `/live/country/${code}`,
    built: (code: string) => `client/country/${code}/index.html`,
  },
];
/** A build folder's name: its UTC start time (deploy-link.ts). */
const BUILD_STAMP = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/;

/**
 * When the build read its data: the start time in its folder's name, to the second, less one
 * second so that a change made in that second is rendered again rather than missed. A build
 * without a stamp (a test's) counts as older than every mark.
 */
export function buildStartMs(buildDir: string): number {
  const stamp = BUILD_STAMP.exec(path.basename(buildDir));
  if (!stamp) return 0;
  const [, y, mo, d, h, mi, s] = stamp.map(Number) as [number, number, number, number, number, number, number];
  return Date.UTC(y, mo - 1, d, h, mi, s) - 1000;
}

const modifiedMs = (file: string) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs;

/**
 * @param options `origin`: this server's own address, known once it listens
 */
export function freshUniversityPages({ buildDir, origin }: { buildDir: string; origin: () => string }): Step {
  const dir = pagesDir();
  const builtAt = buildStartMs(buildDir);
  /** Renders under way, by page name: concurrent requests share one. */
  const rendering = new Map<string, Promise<void>>();

  async function render(name: string, live: string): Promise<void> {
    // The copy carries the time of the change it was rendered after: a change made during the
    // render is newer than the copy, and the next request renders again.
    const changedAt = modifiedMs(pageMarkFile(dir, name)) ?? Date.now();
    const reply = await globalThis.fetch(`${origin()}${live}`, {
      // The data as committed now, not a copy kept for other readers (universities/countries.ts).
      headers: { 'accept-encoding': 'identity', [FRESH_RENDER_HEADER]: freshRenderToken() },
      // A render that hangs must not hold the page's readers: they get the build's file instead.
      signal: globalThis.AbortSignal.timeout(RENDER_TIMEOUT_MS),
    });
    if (reply.status !== 200) {
      await reply.body?.cancel();
      throw new Error(`${live} answered ${reply.status}`);
    }
    const html = await reply.text();
    const file = pageCopyFile(dir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temp, html);
    fs.utimesSync(temp, new Date(changedAt), new Date(changedAt));
    // One rename: another process serving the same folder never reads half a page.
    fs.renameSync(temp, file);
  }

  function renderOnce(name: string, live: string): Promise<void> {
    let run = rendering.get(name);
    if (!run) {
      run = render(name, live).finally(() => rendering.delete(name));
      rendering.set(name, run);
    }
    return run;
  }

  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const requested = (req.url ?? '').split('?')[0] ?? '';
    const page = PAGES.find((candidate) => candidate.path.test(requested));
    if (!page) return next();
    const key = page.path.exec(requested)![1]!;
    const name = page.name(key);
    const changedAt = modifiedMs(pageMarkFile(dir, name));
    if (changedAt === undefined || changedAt < builtAt) return next();
    // A page added since the build has no file: the 404 page renders it on demand at every
    // request already, and answers 404 once it is gone.
    if (!fs.existsSync(path.join(buildDir, page.built(key)))) return next();
    const copy = pageCopyFile(dir, name);
    if ((modifiedMs(copy) ?? -1) >= changedAt) return sendCopy(req, res, copy, next);
    renderOnce(name, page.live(key)).then(
      () => sendCopy(req, res, copy, next),
      (error: unknown) => {
        // The build's copy is better than no page.
        console.error(`Could not render the changed page ${name} again:`, error);
        next();
      },
    );
  };
}

/** The copy, with the headers a prerendered page gets (the security headers are already set). */
function sendCopy(req: IncomingMessage, res: ServerResponse, file: string, next: () => void): void {
  let body: Buffer;
  let stat: fs.Stats;
  try {
    body = fs.readFileSync(file);
    stat = fs.statSync(file);
  } catch {
    return next();
  }
  sendFileBytes(req, res, { body, stat, contentType: 'text/html; charset=utf-8', cacheControl: 'public, max-age=0' });
}
