import { describe, expect, it } from 'vitest';
import { ImportFileError, parseUniversityFile, stripQuotes } from '#server/universities/import.ts';

const record = (overrides: Record<string, unknown> = {}) => ({
  name: 'Example University',
  country: 'Nowhere',
  alpha_two_code: 'NW',
  'state-province': null,
  web_pages: ['https://example.edu/'],
  domains: ['example.edu'],
  ...overrides,
});

describe('parsing the world-universities format', () => {
  it('reads records with their fields', () => {
    const { records, skipped } = parseUniversityFile(JSON.stringify([record({ 'state-province': 'North' })]));
    expect(skipped).toEqual([]);
    expect(records).toEqual([
      {
        name: 'Example University',
        country: 'Nowhere',
        alphaTwoCode: 'NW',
        stateProvince: 'North',
        webPages: ['https://example.edu/'],
        domains: ['example.edu'],
      },
    ]);
  });

  it('strips quote characters around URLs', () => {
    expect(stripQuotes('"https://example.edu/"')).toBe('https://example.edu/');
    expect(stripQuotes("'https://example.edu/'")).toBe('https://example.edu/');
    const { records } = parseUniversityFile(JSON.stringify([record({ web_pages: ['"http://a.edu"'] })]));
    expect(records[0]!.webPages).toEqual(['http://a.edu']);
  });

  it('merges duplicates of the same name and country, uniting pages and domains', () => {
    const { records, merged } = parseUniversityFile(
      JSON.stringify([record(), record({ web_pages: ['https://other.example.edu/'], domains: ['example.edu', 'other.edu'] })]),
    );
    expect(merged).toBe(1);
    expect(records).toHaveLength(1);
    expect(records[0]!.webPages).toEqual(['https://example.edu/', 'https://other.example.edu/']);
    expect(records[0]!.domains).toEqual(['example.edu', 'other.edu']);
  });

  it('keeps same-named universities of different countries apart', () => {
    const { records } = parseUniversityFile(JSON.stringify([record(), record({ country: 'Elsewhere' })]));
    expect(records).toHaveLength(2);
  });

  it('skips bad records and says where they were', () => {
    const { records, skipped } = parseUniversityFile(
      JSON.stringify([record(), { name: 'No country' }, 42, record({ name: 'Bad pages', web_pages: 'x' }), record({ name: '  ' })]),
    );
    expect(records).toHaveLength(1);
    expect(skipped).toEqual([
      { position: 1, reason: 'missing country' },
      { position: 2, reason: 'not an object' },
      { position: 3, reason: 'web_pages must be a list of strings' },
      { position: 4, reason: 'missing name' },
    ]);
  });

  it('refuses a file that is not a JSON array', () => {
    expect(() => parseUniversityFile('[{')).toThrow(ImportFileError);
    expect(() => parseUniversityFile('{"name": "x"}')).toThrow('The file must hold a JSON array of universities.');
  });
});
