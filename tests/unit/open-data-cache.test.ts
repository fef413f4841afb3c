// The open-data cache (src/server/open-data/cache.ts): a file is kept for its period and shared by
// concurrent callers; for one period after that it is still served while the next one is built,
// and no longer; once the kept files are dropped the next caller waits for a new build; a rebuild
// is handed the last file built, whatever failed since. Review writes do not drop the files
// (decision 038): tests/api/write-caches.test.ts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cachedOpenDataFile, forgetOpenDataFiles, openDataPeriodMs, openDataBuildCount } from '#server/open-data/cache.ts';

afterEach(() => {
  vi.useRealTimers();
  forgetOpenDataFiles();
});

/** A build that finishes only when told to, with the file it was handed. */
function heldBuild(value: string) {
  let finish!: () => void;
  let fail!: (error: Error) => void;
  const handed: (string | undefined)[] = [];
  const build = vi.fn(async (previous: Promise<string | undefined>) => {
    handed.push(await previous);
    await new Promise<void>((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
    return value;
  });
  return { build, handed, finish: () => finish(), fail: (error: Error) => fail(error) };
}

/** Builds the file `name` as `value`, then moves the clock past its period. */
async function keptPastItsPeriod(name: string, value: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  await cachedOpenDataFile(name, async () => value);
  vi.setSystemTime(Date.now() + openDataPeriodMs());
}

/** Lets the promise callbacks queued so far run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('cachedOpenDataFile', () => {
  it('builds once for concurrent callers and keeps the file until it is forgotten', async () => {
    const build = vi.fn(async () => 'file one');
    const [a, b] = await Promise.all([cachedOpenDataFile('shared', build), cachedOpenDataFile('shared', build)]);
    expect([a, b]).toEqual(['file one', 'file one']);
    expect(await cachedOpenDataFile('shared', build)).toBe('file one');
    expect(build).toHaveBeenCalledTimes(1);
    expect(openDataBuildCount('shared')).toBe(1);
    forgetOpenDataFiles();
    await cachedOpenDataFile('shared', build);
    expect(build).toHaveBeenCalledTimes(2);
    expect(openDataBuildCount('shared')).toBe(2);
  });

  it('builds at most once a period, however often it is asked for', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const build = vi.fn(async () => `built at ${Date.now()}`);
    // Ten minutes of a request every second.
    for (let second = 0; second < 600; second += 1) {
      await cachedOpenDataFile('busy', build);
      await settle();
      vi.setSystemTime(Date.now() + 1_000);
    }
    expect(build).toHaveBeenCalledTimes(10);
    expect(openDataBuildCount('busy')).toBe(10);
  });

  it('after its period, serves the file it has while the next one is built, then the new one', async () => {
    await keptPastItsPeriod('period', 'first');
    const next = heldBuild('second');
    expect(await cachedOpenDataFile('period', next.build)).toBe('first');
    // One build behind the file, however many callers come meanwhile.
    expect(await cachedOpenDataFile('period', next.build)).toBe('first');
    await settle();
    expect(next.build).toHaveBeenCalledTimes(1);
    expect(next.handed).toEqual(['first']);
    next.finish();
    await settle();
    expect(await cachedOpenDataFile('period', next.build)).toBe('second');
    expect(next.build).toHaveBeenCalledTimes(1);
  });

  it('keeps serving the file when the build behind it fails, and tries again on the next call', async () => {
    await keptPastItsPeriod('period-failing', 'first');
    const failing = heldBuild('never');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await cachedOpenDataFile('period-failing', failing.build)).toBe('first');
    await settle();
    failing.fail(new Error('database gone'));
    await settle();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('period-failing'), expect.objectContaining({ message: 'database gone' }));
    logged.mockRestore();
    const build = vi.fn(async () => 'second');
    expect(await cachedOpenDataFile('period-failing', build)).toBe('first');
    await settle();
    expect(build).toHaveBeenCalledTimes(1);
    expect(await cachedOpenDataFile('period-failing', build)).toBe('second');
  });

  it('makes the caller after the files are dropped wait for a new build, even while one runs behind the file', async () => {
    await keptPastItsPeriod('dropped', 'before the drop');
    const behind = heldBuild('read before the drop');
    expect(await cachedOpenDataFile('dropped', behind.build)).toBe('before the drop');
    await settle();
    forgetOpenDataFiles();
    expect(await cachedOpenDataFile('dropped', async () => 'after the drop')).toBe('after the drop');
    // The build that began before the drop finishes later: its file is not served.
    behind.finish();
    await settle();
    expect(await cachedOpenDataFile('dropped', async () => 'unexpected build')).toBe('after the drop');
  });

  it('builds a file more than a period past its period again before serving it', async () => {
    await keptPastItsPeriod('idle', 'an hour old');
    vi.setSystemTime(Date.now() + 60 * 60_000);
    expect(await cachedOpenDataFile('idle', async () => 'read now')).toBe('read now');
  });

  it('hands the next build the last file built, after two failed ones in a row', async () => {
    await cachedOpenDataFile('failing twice', async () => 'good');
    forgetOpenDataFiles();
    const first = heldBuild('never');
    const firstFile = cachedOpenDataFile('failing twice', first.build);
    await settle();
    forgetOpenDataFiles();
    const second = heldBuild('never');
    const secondFile = cachedOpenDataFile('failing twice', second.build);
    first.fail(new Error('database gone'));
    await expect(firstFile).rejects.toThrow('database gone');
    second.fail(new Error('database still gone'));
    await expect(secondFile).rejects.toThrow('database still gone');
    expect(second.handed).toEqual(['good']);
    let handed: string | undefined;
    await cachedOpenDataFile<string>('failing twice', async (previous) => {
      handed = await previous;
      return 'rebuilt';
    });
    expect(handed).toBe('good');
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
