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

/** One line: the fields separated by commas, ended by CRLF. */
export function csvLine(fields: readonly CsvValue[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}
