// Builds the Pagefind index at the end of every build. The universities are records straight from
// the database (name and country: all the offline search shows), written by the build-only
// endpoint src/pages/pagefind-universities.json.ts; only the help pages are parsed as HTML. Parsing
// 10,000 university pages took Pagefind most of 20 s (decision record 023).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as pagefindApi from 'pagefind';

/** The build-only file of university records, at the root of the built site; deleted once read. */
export const UNIVERSITY_RECORDS_FILE = 'pagefind-universities.json';

/**
 * Pagefind writes one fragment file per record up to this many, then bundles them: 1,024 files
 * instead of 10,000 for the full list, each holding about ten universities' records.
 */
const MAX_FRAGMENT_FILES = 1024;

/** Folders of the built site that hold no help page (the universities come as records). */
const SKIPPED_FOLDERS = new Set(['_astro', 'pagefind', 'university']);

/** @typedef {Pick<typeof pagefindApi, 'createIndex' | 'close'>} PagefindService */
/** @typedef {{ url: string; name: string; country: string; words?: string }} UniversityRecord */
/** @typedef {{ url: string; content: string }} HelpPage */

/**
 * The pages marked for the index (`data-pagefind-body`, BaseLayout's `searchType`) outside the
 * university folder, with their URLs as Pagefind gives them (`/about/`).
 * @param {string} site
 * @returns {HelpPage[]}
 */
export function helpPages(site) {
  /** @type {HelpPage[]} */
  const pages = [];
  const visit = (/** @type {string} */ folder) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (folder !== site || !SKIPPED_FOLDERS.has(entry.name)) visit(full);
      } else if (entry.name.endsWith('.html')) {
        const content = fs.readFileSync(full, 'utf8');
        if (!content.includes('data-pagefind-body')) continue;
        const relative = path.relative(site, full).split(path.sep).join('/');
        pages.push({ url: `/${relative.replace(/(^|\/)index\.html$/, '$1')}`, content });
      }
    }
  };
  visit(site);
  return pages;
}

/**
 * The Pagefind record of a university: its name, country and extra words are what a search
 * matches; the offline results show the title and the `country` meta
 * (src/islands/search/offline-search.ts). The extra words are the short names and other forms of
 * the name's words that the live search finds it by (src/server/universities/search/offline-words.ts).
 * @param {UniversityRecord} university
 */
export function universityRecord({ url, name, country, words }) {
  const content = words ? `${name}. ${country}. ${words}` : `${name}. ${country}.`;
  return { url, content, language: 'en', meta: { title: name, country }, filters: { type: ['university'] } };
}

/**
 * Indexes the help pages and the university records into `site/pagefind`; resolves with the number
 * of each. Pagefind runs as a child process: it is closed however indexing ends, or it would keep
 * the build alive.
 * @param {string} site
 * @param {{ help: HelpPage[]; universities: UniversityRecord[] }} content
 * @param {PagefindService} [service] Pagefind itself; tests hand in a stand-in
 */
export async function indexSite(site, { help, universities }, service = pagefindApi) {
  try {
    const { index, errors } = await service.createIndex({ maxFragments: MAX_FRAGMENT_FILES });
    if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
    // Pagefind answers the calls in turn; sending them all at once saves a round trip each.
    const added = await Promise.all([
      ...help.map((page) => index.addHTMLFile(page)),
      ...universities.map((university) => index.addCustomRecord(universityRecord(university))),
    ]);
    const failed = added.flatMap((reply) => reply.errors);
    if (failed.length) throw new Error(`Pagefind failed: ${failed.slice(0, 10).join('; ')}`);
    const written = await index.writeFiles({ outputPath: path.join(site, 'pagefind') });
    if (written.errors.length) throw new Error(`Pagefind could not write its index: ${written.errors.join('; ')}`);
    return { help: help.length, universities: universities.length };
  } finally {
    await service.close();
  }
}

/**
 * Reads and deletes the university records the build wrote.
 * @param {string} site
 * @returns {UniversityRecord[]}
 */
export function takeUniversityRecords(site) {
  const file = path.join(site, UNIVERSITY_RECORDS_FILE);
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: src/pages/pagefind-universities.json.ts writes it.`);
  const records = JSON.parse(fs.readFileSync(file, 'utf8'));
  fs.rmSync(file);
  return records;
}

/** @returns {import('astro').AstroIntegration} */
export function pagefind() {
  return {
    name: 'pagefind',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const started = Date.now();
        const site = fileURLToPath(dir);
        const counts = await indexSite(site, { help: helpPages(site), universities: takeUniversityRecords(site) });
        logger.info(`Pagefind indexed ${counts.help} help pages and ${counts.universities} universities in ${Date.now() - started} ms`);
      },
    },
  };
}
