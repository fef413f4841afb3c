// The Pagefind step of every build (integrations/pagefind.mjs): the help pages are parsed from the
// built HTML, the universities come as records; Pagefind runs as a child process, which must be
// closed whether indexing works or fails, or a failed build would hang on it. A stand-in takes
// Pagefind's place, so that each step can be made to fail. The university records hold the short
// names and other forms of the name's words that the live search finds them by
// (src/server/universities/search/offline-words.ts); the real Pagefind indexes a few of them and
// its own search script (the one the results page loads offline) searches them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  UNIVERSITY_RECORDS_FILE,
  helpPages,
  indexSite,
  takeUniversityRecords,
  universityRecord,
  type PagefindService,
} from '#integrations/pagefind.mjs';
import { pagefindQuery } from '#islands/search/offline-search.ts';
import { offlineWordsOf } from '#server/universities/search/offline-words.ts';
import { projectRoot } from '../support/paths.ts';

type Step = 'start' | 'add' | 'write';

/** A stand-in for Pagefind that records its calls and fails at `failAt`, by throwing or by reporting errors. */
function standIn({ failAt, how = 'throw' }: { failAt?: Step; how?: 'throw' | 'report' } = {}) {
  const calls: string[] = [];
  const step = async (name: Step, result: object) => {
    calls.push(name);
    if (failAt !== name) return { errors: [], ...result };
    if (how === 'throw') throw new Error(`${name} broke`);
    return { errors: [`${name} went wrong`], ...result };
  };
  const index = {
    addHTMLFile: ({ url }: { url: string }) => {
      calls.push(`page ${url}`);
      return step('add', {});
    },
    addCustomRecord: ({ url, content, meta, filters }: { url: string; content: string; meta: object; filters: object }) => {
      calls.push(`record ${url} ${content} ${JSON.stringify(meta)} ${JSON.stringify(filters)}`);
      return step('add', {});
    },
    writeFiles: ({ outputPath }: { outputPath: string }) => {
      calls.push(`write ${outputPath}`);
      return step('write', { outputPath });
    },
  };
  const service = {
    createIndex: async () => {
      const reply = await step('start', {});
      return reply.errors.length ? reply : { ...reply, index };
    },
    close: async () => {
      calls.push('close');
      return null;
    },
  } as unknown as PagefindService;
  return { service, calls };
}

const content = {
  help: [{ url: '/faq/', content: '<html lang="en"><body><main data-pagefind-body>FAQ</main></body></html>' }],
  universities: [{ url: '/university/7', name: 'Harvard University', country: 'United States' }],
};

describe('indexing the help pages and the universities with Pagefind', () => {
  it('adds the help pages and one record per university, writes the index into the site folder and closes Pagefind', async () => {
    const { service, calls } = standIn();
    await expect(indexSite('/site', content, service)).resolves.toEqual({ help: 1, universities: 1 });
    expect(calls.filter((call) => !/^(add|start|write)$/.test(call))).toEqual([
      'page /faq/',
      'record /university/7 Harvard University. United States. {"title":"Harvard University","country":"United States"} {"type":["university"]}',
      `write ${path.join('/site', 'pagefind')}`,
      'close',
    ]);
  });

  it.each<[Step, 'throw' | 'report', RegExp]>([
    ['start', 'throw', /start broke/],
    ['start', 'report', /Pagefind could not start: start went wrong/],
    ['add', 'throw', /add broke/],
    ['add', 'report', /Pagefind failed: add went wrong/],
    ['write', 'throw', /write broke/],
  ])('fails the build when the %s step fails (%s) and still closes Pagefind', async (failAt, how, message) => {
    const { service, calls } = standIn({ failAt, how });
    await expect(indexSite('/site', content, service)).rejects.toThrow(message);
    expect(calls.at(-1)).toBe('close');
    expect(calls.filter((call) => call === 'close')).toHaveLength(1);
  });
});

describe('what the build hands to Pagefind', () => {
  let site: string | undefined;
  afterEach(() => {
    if (site) fs.rmSync(site, { recursive: true, force: true });
  });
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(site!, file)), { recursive: true });
    fs.writeFileSync(path.join(site!, file), text);
  };

  it('takes the pages marked for the index, outside the university pages, with the URLs Pagefind gives them', () => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'pagefind-site-'));
    const marked = '<main data-pagefind-body>text</main>';
    write('index.html', '<main>home</main>');
    write('faq/index.html', marked);
    write('open-data/index.html', marked);
    write('login/index.html', '<main>login</main>');
    write('university/1/index.html', marked);
    expect(
      helpPages(site)
        .map((page) => page.url)
        .sort(),
    ).toEqual(['/faq/', '/open-data/']);
  });

  it('reads the university records the build wrote and deletes the file, so that it is never served', () => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'pagefind-site-'));
    const records = [{ url: '/university/1', name: 'Uni', country: 'Chile' }];
    write(UNIVERSITY_RECORDS_FILE, JSON.stringify(records));
    expect(takeUniversityRecords(site)).toEqual(records);
    expect(fs.existsSync(path.join(site, UNIVERSITY_RECORDS_FILE))).toBe(false);
    expect(() => takeUniversityRecords(site!)).toThrow(/is missing/);
  });
});

const LIST: [name: string, country: string, domains: string[]][] = [
  ['California Institute of Technology', 'United States', ['caltech.edu']],
  ['The University of Hong Kong', 'Hong Kong', ['hku.hk']],
  ['Technische Universität München', 'Germany', ['tum.de']],
  ['Hochschule München', 'Germany', ['hm.edu']],
  ['Technische Universität Berlin', 'Germany', ['tu-berlin.de']],
  ['Ruprecht-Karls-Universität Heidelberg', 'Germany', ['uni-heidelberg.de']],
  ['University of St Andrews', 'United Kingdom', ['st-andrews.ac.uk']],
  ["Saint Mary's University", 'Canada', ['smu.ca']],
  ["Queen's University", 'Canada', ['queensu.ca']],
  ['University of Toronto', 'Canada', ['utoronto.ca']],
  // No domain, so that 'mit' are its initials only.
  ['Massachusetts Institute of Technology', 'United States', []],
  ['Harvard University', 'United States', ['harvard.edu']],
  ['Sorbonne', 'France', []],
];
const rows = LIST.map(([name, country, domains], at) => ({ id: at + 1, name, country, domains: JSON.stringify(domains) }));
/** The records as the build-only endpoint writes them (src/pages/pagefind-universities.json.ts). */
const universityRecords = offlineWordsOf(rows).map((words, at) => ({
  url: `/university/${rows[at]!.id}`,
  name: rows[at]!.name,
  country: rows[at]!.country,
  words,
}));
const recordOf = (name: string) => universityRecord(universityRecords.find((record) => record.name === name)!);
const wordsOfContent = (content: string) => content.toLowerCase().split(/[^\p{L}\p{N}]+/u);

describe("a university's record", () => {
  it.each<[name: string, words: string[]]>([
    ['California Institute of Technology', ['caltech', 'cit']],
    ['The University of Hong Kong', ['hku']],
    ['Technische Universität München', ['technical', 'university', 'munich', 'tum', 'tu']],
    ['Technische Universität Berlin', ['technical', 'university', 'tub']],
    ['Ruprecht-Karls-Universität Heidelberg', ['university', 'uniheidelberg']],
    ['University of St Andrews', ['saint', 'sankt', 'standrews']],
    ["Saint Mary's University", ['st', 'sankt', 'smu']],
    ['University of Toronto', ['uoft', 'utoronto']],
    ['Massachusetts Institute of Technology', ['mit']],
  ])('%s also holds %j, and shows its name and country as before', (name, words) => {
    const record = recordOf(name);
    expect(wordsOfContent(record.content)).toEqual(expect.arrayContaining(words));
    expect(record.content.startsWith(`${name}. ${record.meta.country}. `)).toBe(true);
    expect(record.meta).toEqual({ title: name, country: LIST.find(([listed]) => listed === name)![1] });
  });

  it.each<[name: string, content: string]>([
    ['Technische Universität München', 'Technische Universität München. Germany. technical university munich tumunich tu tumunchen tum'],
    ['Harvard University', 'Harvard University. United States. hu'],
    ['Sorbonne', 'Sorbonne. France.'],
  ])('%s holds no word its name shows, no small word and no single letter', (name, content) => {
    expect(recordOf(name).content).toBe(content);
  });
});

describe('the query the offline search asks Pagefind', () => {
  it.each([
    ['technical university of munich', 'technical university munich'],
    ['University  of the  Andes', 'University Andes'],
    ["Queen's", "Queen's"],
    ['of the', 'of the'],
  ])('%j is asked as %j', (query, asked) => {
    expect(pagefindQuery(query)).toBe(asked);
  });
});

interface PagefindScript {
  search: (query: string, options: object) => Promise<{ results: { data: () => Promise<{ meta: { title?: string } }> }[] }>;
}

describe('the offline search over the real Pagefind index', () => {
  let site: string;
  let pagefind: PagefindScript;
  const realFetch = globalThis.fetch;

  beforeAll(async () => {
    fs.mkdirSync(path.join(projectRoot, 'var/tmp'), { recursive: true });
    site = fs.mkdtempSync(path.join(projectRoot, 'var/tmp/pagefind-search-'));
    await expect(indexSite(site, { help: [], universities: universityRecords })).resolves.toEqual({ help: 0, universities: LIST.length });
    // Pagefind's search script fetches its index files beside itself: here they are files.
    globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.protocol !== 'file:') return realFetch(input, init);
      return new Response(fs.readFileSync(fileURLToPath(url)));
    };
    pagefind = (await import(/* @vite-ignore */ pathToFileURL(path.join(site, 'pagefind', 'pagefind.js')).href)) as PagefindScript;
  }, 30_000);

  afterAll(() => {
    globalThis.fetch = realFetch;
    if (site) fs.rmSync(site, { recursive: true, force: true });
  });

  /** The titles of the hits, best first, as searchOffline asks (src/islands/search/offline-search.ts). */
  const titles = async (query: string) => {
    const search = await pagefind.search(pagefindQuery(query), { filters: { type: 'university' } });
    const pages = await Promise.all(search.results.map((result) => result.data()));
    return pages.map((page) => page.meta.title);
  };

  it.each([
    ['caltech', 'California Institute of Technology'],
    ['hku', 'The University of Hong Kong'],
    ['technical university of munich', 'Technische Universität München'],
    ['tu munich', 'Technische Universität München'],
    ['tum', 'Technische Universität München'],
    ['saint andrews', 'University of St Andrews'],
    ['st andrews', 'University of St Andrews'],
    ['st marys', "Saint Mary's University"],
    ['heidelberg university', 'Ruprecht-Karls-Universität Heidelberg'],
    ['queens', "Queen's University"],
    ['uoft', 'University of Toronto'],
    ['mit', 'Massachusetts Institute of Technology'],
    ['universitat munchen', 'Technische Universität München'],
  ])('%j finds %s first', async (query, name) => {
    expect((await titles(query))[0]).toBe(name);
  });

  it('finds only the universities that hold every word', async () => {
    expect(await titles('technical university munich')).toEqual(['Technische Universität München']);
    expect((await titles('munich')).sort()).toEqual(['Hochschule München', 'Technische Universität München']);
  });

  it('forgives no typo: Pagefind has no fuzzy matching', async () => {
    expect(await titles('harvrd')).toEqual([]);
    expect(await titles('harvard')).toEqual(['Harvard University']);
  });
});
