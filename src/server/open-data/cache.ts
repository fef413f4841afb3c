// The built open-data files, kept for a short while: with 10,000 universities a file takes a
// tenth of a second or more to build and weighs megabytes. Once a file's period is over it is
// still served while the next one is built, so that no request waits for a build the clock asked
// for. A review write in this process (reviewsChanged in src/server/universities/universities.ts)
// is different: the next request waits for a file built after it. Other processes' writes, and
// renames, show within the period. Each is kept in the form its caller serves it in (the REST API
// keeps its bytes with their compressed forms), so that whatever is derived from a file goes with it.
const OPEN_DATA_TTL_MS = 60_000;

interface KeptFile {
  body: Promise<unknown>;
  /** Until when the file is served without building the next one. */
  expires: number;
  /** The number of review writes of this process when the file's build began. */
  writes: number;
  /** Set while the next file is being built behind this one. */
  refreshing: boolean;
}

const files = new Map<string, KeptFile>();
/** Review writes in this process so far: a file built before the last one is not served. */
let writes = 0;

/** Makes the next call build the files again, and wait for them (called after review writes). */
export function forgetOpenDataFiles(): void {
  writes += 1;
}

/**
 * The file `name`, built by `build` unless a kept one may be served; concurrent callers share one
 * build. `build` is given the file it replaces, to keep it when the figures have not changed.
 */
export function cachedOpenDataFile<T>(name: string, build: (previous: Promise<T> | undefined) => Promise<T>): Promise<T> {
  const kept = files.get(name);
  if (!kept || kept.writes !== writes) return buildFile(name, kept, build);
  if (kept.expires <= Date.now() && !kept.refreshing) refreshBehind(name, kept, build);
  return kept.body as Promise<T>;
}

/** A build the callers wait for. A failed one is not kept: the file before it is, to compare with. */
function buildFile<T>(name: string, kept: KeptFile | undefined, build: (previous: Promise<T> | undefined) => Promise<T>): Promise<T> {
  const body = build(kept?.body as Promise<T> | undefined);
  files.set(name, { body, expires: Date.now() + OPEN_DATA_TTL_MS, writes, refreshing: false });
  body.catch(() => {
    if (files.get(name)?.body !== body) return;
    if (kept) files.set(name, { ...kept, writes: -1 });
    else files.delete(name);
  });
  return body;
}

/**
 * The next file, built while `kept` is still served; it replaces `kept` once built, unless a
 * review write has meanwhile made a newer build necessary. A failed one leaves `kept` in place,
 * for the next request to try again.
 */
function refreshBehind<T>(name: string, kept: KeptFile, build: (previous: Promise<T> | undefined) => Promise<T>): void {
  kept.refreshing = true;
  const started = { at: Date.now(), writes };
  build(kept.body as Promise<T>).then(
    (value) => {
      kept.refreshing = false;
      if (files.get(name) !== kept) return;
      files.set(name, { body: Promise.resolve(value), expires: started.at + OPEN_DATA_TTL_MS, writes: started.writes, refreshing: false });
    },
    () => {
      kept.refreshing = false;
    },
  );
}
