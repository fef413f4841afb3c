// The open-data cache (src/server/open-data/cache.ts): a file is kept for its period and shared by
// concurrent callers; a rebuild is handed the file it replaces, even after a failed rebuild.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cachedOpenDataFile, forgetOpenDataFiles } from '#server/open-data/cache.ts';

afterEach(() => {
  vi.useRealTimers();
  forgetOpenDataFiles();
});

describe('cachedOpenDataFile', () => {
  it('builds once for concurrent callers and keeps the file until it is forgotten', async () => {
    const build = vi.fn(async () => 'file one');
    const [a, b] = await Promise.all([cachedOpenDataFile('shared', build), cachedOpenDataFile('shared', build)]);
    expect([a, b]).toEqual(['file one', 'file one']);
    expect(await cachedOpenDataFile('shared', build)).toBe('file one');
    expect(build).toHaveBeenCalledTimes(1);
    forgetOpenDataFiles();
    await cachedOpenDataFile('shared', build);
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('hands a rebuild the file it replaces, after its period or a forget', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await cachedOpenDataFile('handed', async () => 'first');
    vi.setSystemTime(Date.now() + 60_000);
    let handed: string | undefined;
    await cachedOpenDataFile<string>('handed', async (previous) => {
      handed = await previous;
      return 'second';
    });
    expect(handed).toBe('first');
  });

  it('keeps the file before a failed rebuild, for the next one to compare with', async () => {
    await cachedOpenDataFile('failing', async () => 'good');
    forgetOpenDataFiles();
    await expect(cachedOpenDataFile('failing', async () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    let handed: string | undefined;
    expect(
      await cachedOpenDataFile<string>('failing', async (previous) => {
        handed = await previous;
        return 'rebuilt';
      }),
    ).toBe('rebuilt');
    expect(handed).toBe('good');
  });
});
