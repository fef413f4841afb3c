// Formatting shared by pages and islands.

// One formatter for every date: `toLocaleDateString` builds a new one per call, which made date
// formatting the build's costliest function of our own (21 dates on each of 10,000 pages).
const LONG_US_DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** 'September 1, 2025' (the long US form), or 'No date available'. */
export function longUsDate(iso: string | null | undefined): string {
  if (!iso) return 'No date available';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'No date available';
  // By day: a page's dates repeat, and the build formats 200,000 of them.
  const day = date.toISOString().slice(0, 10);
  let text = formattedDays.get(day);
  if (text === undefined) {
    text = LONG_US_DATE.format(date);
    if (formattedDays.size < 100_000) formattedDays.set(day, text);
  }
  return text;
}

const formattedDays = new Map<string, string>();

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
