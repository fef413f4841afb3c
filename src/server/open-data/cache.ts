// The built open-data files, kept for a period: with 10,000 universities a file takes a tenth of a
// second or more to build and weighs megabytes. Once a file's period is over it is still served,
// for one more period at most, while the next one is built, so that a busy server's requests do
// not wait for a build the clock asked for; a file older than that is built again before it is
// served. Review writes do not drop a file (decision 038): it holds aggregates only, and its
// period bounds how stale it gets, so a file is built at most once per period however many
// reviews are written. Each is kept in the form its caller serves it in (the REST API keeps its
// bytes with their compressed forms), so that whatever is derived from a file goes with it.
import { settings } from '#server/infra/env.ts';

/** The period: OPEN_DATA_PERIOD_SECONDS (60 by default). */
export const openDataPeriodMs = () => settings().OPEN_DATA_PERIOD_SECONDS * 1000;

interface KeptFile {
  body: Promise<unknown>;
  /** Until when the file is served without building the next one. */
  expires: number;
  /** Set while the next file is being built behind this one. */
  refreshing: boolean;
}

const files = new Map<string, KeptFile>();
/** The last file built without error, by name: what the next build compares with, whatever failed since. */
const lastBuilt = new Map<string, unknown>();
/** Builds begun so far, by name. */
const buildCounts = new Map<string, number>();

/** How many builds of the file `name` this process has begun. */
export function openDataBuildCount(name: string): number {
  return buildCounts.get(name) ?? 0;
}

/**
 * Drops the kept files: the next call builds each again and waits for it. Review writes do not
 * call it; tests do, to start from nothing.
 */
export function forgetOpenDataFiles(): void {
  files.clear();
}

/**
 * The file `name`, built by `build` unless a kept one may be served; concurrent callers share one
 * build. `build` is given the last file built before it (undefined at first), to keep it when the
 * figures have not changed.
 */
export function cachedOpenDataFile<T>(name: string, build: (previous: Promise<T | undefined>) => Promise<T>): Promise<T> {
  const kept = files.get(name);
  const now = Date.now();
  if (!kept || now >= kept.expires + openDataPeriodMs()) return buildFile(name, kept, build);
  if (now >= kept.expires && !kept.refreshing) refreshBehind(name, kept, build);
  return kept.body as Promise<T>;
}

/** What a build is handed: the file it replaces once built, or, if that build failed, the last one built. */
function previousOf<T>(name: string, kept: KeptFile | undefined): Promise<T | undefined> {
  if (!kept) return Promise.resolve(lastBuilt.get(name) as T | undefined);
  return (kept.body as Promise<T>).catch(() => lastBuilt.get(name) as T | undefined);
}

/** Starts a build, counted, and keeps its file as the last one built once it is done. */
function begin<T>(name: string, kept: KeptFile | undefined, build: (previous: Promise<T | undefined>) => Promise<T>): Promise<T> {
  buildCounts.set(name, openDataBuildCount(name) + 1);
  return build(previousOf(name, kept)).then((value) => {
    lastBuilt.set(name, value);
    return value;
  });
}

/** A build the callers wait for. A failed one is not kept: the next call builds again. */
function buildFile<T>(name: string, kept: KeptFile | undefined, build: (previous: Promise<T | undefined>) => Promise<T>): Promise<T> {
  const body = begin(name, kept, build);
  files.set(name, { body, expires: Date.now() + openDataPeriodMs(), refreshing: false });
  body.catch(() => {
    if (files.get(name)?.body === body) files.delete(name);
  });
  return body;
}

/**
 * The next file, built while `kept` is still served; it replaces `kept` once built, unless `kept`
 * was dropped meanwhile. A failed one leaves `kept` in place, for the next request to try again,
 * and is logged: it would otherwise go unnoticed.
 */
function refreshBehind<T>(name: string, kept: KeptFile, build: (previous: Promise<T | undefined>) => Promise<T>): void {
  kept.refreshing = true;
  const startedAt = Date.now();
  begin(name, kept, build).then(
    (value) => {
      kept.refreshing = false;
      if (files.get(name) !== kept) return;
      files.set(name, { body: Promise.resolve(value), expires: startedAt + openDataPeriodMs(), refreshing: false });
    },
    (error: unknown) => {
      kept.refreshing = false;
      console.error(`Could not build the open-data file ${name} again; the one built before is served meanwhile:`, error);
    },
  );
}
