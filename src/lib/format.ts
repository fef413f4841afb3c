// Formatting shared by pages and islands.

// One formatter for every date: `toLocaleDateString` builds a new one per call, which made date
// formatting the build's costliest function of our own (21 dates on each of 10,000 pages).
const LONG_US_DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** 'September 1, 2025' (the long US form), or 'No date available'. */
export function longUsDate(iso: string | null | undefined): string {
  if (!iso) return 'No date available';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'No date available';
  return LONG_US_DATE.format(date);
}

/** The first web page of a university without surrounding quote characters, if it is http(s). */
export function websiteOf(webPages: readonly string[]): string | null {
  const first = webPages[0]?.replace(/^["'\s]+|["'\s]+$/g, '');
  if (!first) return null;
  try {
    const url = new URL(first);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
