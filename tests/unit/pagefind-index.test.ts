// The Pagefind step of every build (integrations/pagefind.mjs): the help pages are parsed from the
// built HTML, the universities come as records; Pagefind runs as a child process, which must be
// closed whether indexing works or fails, or a failed build would hang on it. A stand-in takes
// Pagefind's place, so that each step can be made to fail.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { UNIVERSITY_RECORDS_FILE, helpPages, indexSite, takeUniversityRecords, type PagefindService } from '#integrations/pagefind.mjs';

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
