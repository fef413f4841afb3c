// The open-data CSV writer (src/server/open-data/csv.ts): RFC 4180 quoting, and text that a
// spreadsheet would run as a formula written with a leading ', while numbers we write stay as
// they are.
import { describe, expect, it } from 'vitest';
import { csvField, csvFigure, csvLine } from '#server/open-data/csv.ts';

describe('csvField', () => {
  it.each([
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+1', "'+1"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTabbed', "'\tTabbed"],
    ['\rReturned', `"'\rReturned"`],
    ['=1+2, then', `"'=1+2, then"`],
  ])('writes the text %j with a leading apostrophe', (text, written) => {
    expect(csvField(text)).toBe(written);
  });

  it.each([
    ['Université de Montréal', 'Université de Montréal'],
    ['A=B College', 'A=B College'],
    [' =1', ' =1'],
    ["'quoted", "'quoted"],
    ['Land, "Q"', '"Land, ""Q"""'],
    ['', ''],
  ])('leaves the text %j as RFC 4180 has it', (text, written) => {
    expect(csvField(text)).toBe(written);
  });

  it('writes numbers and figures as they are, negative ones too', () => {
    expect(csvField(-2)).toBe('-2');
    expect(csvField(42)).toBe('42');
    expect(csvField(csvFigure(-1.5, 2))).toBe('-1.50');
    expect(csvField(csvFigure(7 / 3, 2))).toBe('2.33');
    expect(csvField(null)).toBe('');
  });

  it('makes a line of fields, ended by CRLF', () => {
    expect(csvLine([1, '@home', null, csvFigure(4, 2)])).toBe("1,'@home,,4.00\r\n");
  });
});
