// The built open-data files, kept for a short while: with 10,000 universities a file takes a
// tenth of a second or more to build and weighs megabytes. Once a file's period is over it is
// still served, for one more period at most, while the next one is built, so that a busy server's
// requests do not wait for a build the clock asked for; a file older than that is built again
// before it is served. A review write in this process (reviewsChanged in
// src/server/universities/universities.ts) makes the next request wait for a file built after
// it. Other processes' writes, and renames, show within the period. Each is kept in the form its
// caller serves it in (the REST API keeps its bytes with their compressed forms), so that
// whatever is derived from a file goes with it.
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
/** The last file built without error, by name: what the next build compares with, whatever failed since. */
const lastBuilt = new Map<string, unknown>();
/** Review writes in this process so far: a file built before the last one is not served. */
let writes = 0;

/** Makes the next call build the files again, and wait for them (called after review writes). */
export function forgetOpenDataFiles(): void {
  writes += 1;
}

/**
 * The file `name`, built by `build` unless a kept one may be served; concurrent callers share one
 * build. `build` is given the last file built before it (undefined at first), to keep it when the
 * figures have not changed.
 */
export function cachedOpenDataFile<T>(name: string, build: (previous: Promise<T | undefined>) => Promise<T>): Promise<T> {
  const kept = files.get(name);
  const now = Date.now();
  if (!kept || kept.writes !== writes || now >= kept.expires + OPEN_DATA_TTL_MS) return buildFile(name, kept, build);
  if (now >= kept.expires && !kept.refreshing) refreshBehind(name, kept, build);
  return kept.body as Promise<T>;
}

/** What a build is handed: the file it replaces once built, or, if that build failed, the last one built. */
function previousOf<T>(name: string, kept: KeptFile | undefined): Promise<T | undefined> {
  if (!kept) return Promise.resolve(lastBuilt.get(name) as T | undefined);
  return (kept.body as Promise<T>).catch(() => lastBuilt.get(name) as T | undefined);
}

function remember<T>(name: string, body: Promise<T>): Promise<T> {
  return body.then((value) => {
    lastBuilt.set(name, value);
    return value;
  });
}

/** A build the callers wait for. A failed one is not kept: the next call builds again. */
function buildFile<T>(name: string, kept: KeptFile | undefined, build: (previous: Promise<T | undefined>) => Promise<T>): Promise<T> {
  const body = remember(name, build(previousOf(name, kept)));
  files.set(name, { body, expires: Date.now() + OPEN_DATA_TTL_MS, writes, refreshing: false });
  body.catch(() => {
    if (files.get(name)?.body === body) files.delete(name);
  });
  return body;
}

/**
 * The next file, built while `kept` is still served; it replaces `kept` once built, unless a
 * review write has meanwhile made a newer build necessary. A failed one leaves `kept` in place,
 * for the next request to try again, and is logged: it would otherwise go unnoticed.
 */
function refreshBehind<T>(name: string, kept: KeptFile, build: (previous: Promise<T | undefined>) => Promise<T>): void {
  kept.refreshing = true;
  const started = { at: Date.now(), writes };
  remember(name, build(previousOf(name, kept))).then(
    (value) => {
      kept.refreshing = false;
      if (files.get(name) !== kept) return;
      files.set(name, { body: Promise.resolve(value), expires: started.at + OPEN_DATA_TTL_MS, writes: started.writes, refreshing: false });
    },
    (error: unknown) => {
      kept.refreshing = false;
      console.error(`Could not build the open-data file ${name} again; the one built before is served meanwhile:`, error);
    },
  );
}
