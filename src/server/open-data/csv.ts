// A CSV writer after RFC 4180: CRLF line ends; a field with a comma, a double quote, CR or LF is
// quoted, its quotes doubled. Small enough that no library is worth adding for it.

export type CsvValue = string | number | null;

const NEEDS_QUOTES = /[",\r\n]/;

/** One field: null is empty, a number as written, a string quoted when it must be. */
export function csvField(value: CsvValue): string {
  if (value === null) return '';
  const text = String(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file: the header row, then one row each, every line ended by CRLF. */
export function toCsv(header: readonly string[], rows: Iterable<readonly CsvValue[]>): string {
  const lines = [header.map(csvField).join(',')];
  for (const row of rows) lines.push(row.map(csvField).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
