// The Pagefind step of every build (integrations/pagefind.mjs): Pagefind runs as a child process,
// which must be closed whether indexing works or fails, or a failed build would hang on it.
// A stand-in takes Pagefind's place, so that each step can be made to fail.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { indexSite, type PagefindService } from '#integrations/pagefind.mjs';

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
    addDirectory: ({ path: dir }: { path: string }) => step('add', { page_count: dir.length }),
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

describe('indexing the built pages with Pagefind', () => {
  it('writes the index into the site folder, counts the pages and closes Pagefind', async () => {
    const { service, calls } = standIn();
    await expect(indexSite('/site', service)).resolves.toBe('/site'.length);
    expect(calls).toEqual(['start', 'add', `write ${path.join('/site', 'pagefind')}`, 'write', 'close']);
  });

  it.each<[Step, 'throw' | 'report', RegExp]>([
    ['start', 'throw', /start broke/],
    ['start', 'report', /Pagefind could not start: start went wrong/],
    ['add', 'throw', /add broke/],
    ['add', 'report', /Pagefind failed: add went wrong/],
    ['write', 'throw', /write broke/],
  ])('fails the build when the %s step fails (%s) and still closes Pagefind', async (failAt, how, message) => {
    const { service, calls } = standIn({ failAt, how });
    await expect(indexSite('/site', service)).rejects.toThrow(message);
    expect(calls.at(-1)).toBe('close');
    expect(calls.filter((call) => call === 'close')).toHaveLength(1);
  });
});
