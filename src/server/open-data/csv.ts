// A CSV writer after RFC 4180: CRLF line ends; a field with a comma, a double quote, CR or LF is
// quoted, its quotes doubled. Small enough that no library is worth adding for it.
//
// Text may come from outside (the imported university list: names, countries). A spreadsheet
// runs a cell that begins with =, +, - or @ as a formula, and some also after a tab or a carriage
// return. So a text field that begins with one of those gets a leading ' (the spreadsheet then
// shows it as text). Numbers we write ourselves are never changed: pass them as numbers, or as
// figures (csvFigure) when they need a fixed form.

/** A number as we write it (such as an average with 2 decimals): written as is, never prefixed. */
export interface CsvFigure {
  readonly figure: string;
}

export type CsvValue = string | number | null | CsvFigure;

const NEEDS_QUOTES = /[",\r\n]/;
const RUNS_AS_FORMULA = /^[=+\-@\t\r]/;

/** `value` with `decimals` decimals, as a figure. */
export function csvFigure(value: number, decimals: number): CsvFigure {
  return { figure: value.toFixed(decimals) };
}

/** Text a spreadsheet would run as a formula, with a leading ' that makes it plain text. */
export function csvSafeText(text: string): string {
  return RUNS_AS_FORMULA.test(text) ? `'${text}` : text;
}

/** One field: null is empty, a number or a figure as written, text made safe and quoted when it must be. */
export function csvField(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object') return value.figure;
  const text = csvSafeText(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line: the fields separated by commas, ended by CRLF. */
export function csvLine(fields: readonly CsvValue[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}
