// The built open-data files, kept for a short while: with 10,000 universities a file takes a
// tenth of a second or more to build and weighs megabytes. Review writes in this process forget
// them (reviewsChanged in src/server/universities/universities.ts); other processes' writes, and
// renames, show within the TTL. Each is kept in the form its caller serves it in (the REST API
// keeps its bytes with their compressed forms), so that whatever is derived from a file goes with it.
const OPEN_DATA_TTL_MS = 60_000;

const files = new Map<string, { expires: number; body: Promise<unknown> }>();

/** Makes the next call build the files again (called after review writes). */
export function forgetOpenDataFiles(): void {
  for (const file of files.values()) file.expires = 0;
}

/**
 * The file `name`, built by `build` unless a fresh one is kept; concurrent callers share one build.
 * `build` is given the file it replaces, to keep it when the figures have not changed.
 */
export function cachedOpenDataFile<T>(name: string, build: (previous: Promise<T> | undefined) => Promise<T>): Promise<T> {
  const kept = files.get(name);
  if (kept && kept.expires > Date.now()) return kept.body as Promise<T>;
  const body = build(kept?.body as Promise<T> | undefined);
  files.set(name, { expires: Date.now() + OPEN_DATA_TTL_MS, body });
  // A failed build is not kept: the file before it is, out of date, for the next build to compare with.
  body.catch(() => {
    if (files.get(name)?.body !== body) return;
    if (kept) files.set(name, { expires: 0, body: kept.body });
    else files.delete(name);
  });
  return body;
}
