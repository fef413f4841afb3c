// The word index and its ranking on a small list, without a database
// (docs/rules/pages-and-search.md#search). The full list is tests/api/search-as-typed.test.ts.
import { describe, expect, it } from 'vitest';
import { rankQuery, typoBudget } from '#server/universities/search/rank-query.ts';
import { readDomain, readQuery } from '#server/universities/search/read-name.ts';
import { buildWordIndex, orderOf, type IndexRow } from '#server/universities/search/word-index.ts';

const LIST: [name: string, country: string, domains: string[], reviews: number][] = [
  ['Harvard University', 'United States', ['harvard.edu'], 0],
  ['California Institute of Technology', 'United States', ['caltech.edu'], 0],
  ['The University of Hong Kong', 'Hong Kong', ['hku.hk'], 0],
  ['The Hong Kong University of Science and Technology', 'Hong Kong', ['ust.hk'], 9],
  ['Hasan Kalyoncu University', 'Turkey', ['hku.edu.tr'], 20],
  ["The Queen's University Belfast", 'United Kingdom', ['qub.ac.uk'], 0],
  ['St. Petersburg State University', 'Russian Federation', ['spbu.ru'], 0],
  ['Technische Universität München', 'Germany', ['tum.de'], 0],
  ['Technische Universität Dresden', 'Germany', ['tu-dresden.de'], 0],
  ['Albert-Ludwigs-Universität Freiburg', 'Germany', ['uni-freiburg.de'], 0],
  ['University of Toronto', 'Canada', ['utoronto.ca', 'scar.utoronto.ca'], 0],
  ['University of Toronto, Scarborough', 'Canada', ['scar.utoronto.ca'], 0],
  ['Universidad Nacional Autónoma de México', 'Mexico', ['unam.mx'], 0],
  ['University of Namibia', 'Namibia', ['unam.na'], 50],
  ['Columbia University', 'United States', ['columbia.edu'], 100],
  ['Universidad Católica de Colombia', 'Colombia', ['ucatolica.edu.co'], 0],
  // No domain, so that 'mit' are its initials only.
  ['Massachusetts Institute of Technology', 'United States', [], 0],
  ['Nanyang Technological University', 'Singapore', ['ntu.edu.sg'], 0],
];

const rows: IndexRow[] = LIST.map(([name, country, domains], at) => ({ id: at + 1, name, country, domains: JSON.stringify(domains) }));
const index = buildWordIndex(rows, 'test');
const order = orderOf(
  index,
  LIST.map((row) => row[3]),
);
const search = (query: string, limit = 10) =>
  rankQuery(index, order, query, limit).map(({ doc, tier }) => ({ name: rows[doc]!.name, tier }));
const names = (query: string) => search(query).map((hit) => hit.name);

describe('reading a query', () => {
  it('drops small words unless there is nothing else, and joins apostrophes', () => {
    expect(readQuery('University of the Arts').terms).toEqual(['university', 'arts']);
    expect(readQuery('of the').terms).toEqual(['of', 'the']);
    expect(readQuery("Queen's").terms).toEqual(['queens']);
  });

  it('reads a domain against the public suffix list', () => {
    expect(readDomain('www.caltech.edu')).toEqual({ registrable: 'caltech.edu', label: 'caltech', own: true });
    expect(readDomain('scar.utoronto.ca')).toEqual({ registrable: 'utoronto.ca', label: 'utoronto', own: false });
    expect(readDomain('edu')).toBeNull();
  });

  it('forgives typos by word length', () => {
    expect([4, 5, 8, 9].map(typoBudget)).toEqual([0, 1, 1, 2]);
  });
});

describe('matching', () => {
  it('finds words in any order, as the start of a word, across languages', () => {
    expect(names('university of freiburg')).toEqual(['Albert-Ludwigs-Universität Freiburg']);
    expect(names('technical university of munich')).toEqual(['Technische Universität München']);
    expect(names('toro')).toContain('University of Toronto');
    expect(names('queens university belfast')).toEqual(["The Queen's University Belfast"]);
    expect(names('saint petersburg')).toEqual(['St. Petersburg State University']);
  });

  it('forgives one typo from 5 letters and two from 9, a swap counting as one', () => {
    expect(names('harvrd')).toEqual(['Harvard University']);
    expect(names('havrard')).toEqual(['Harvard University']);
    expect(names('univeristy of toronto')[0]).toBe('University of Toronto');
    expect(names('massachusets instittue')).toEqual(['Massachusetts Institute of Technology']);
    expect(names('hravrd')).toEqual([]);
    expect(names('yael')).toEqual([]);
  });

  it('needs every word', () => {
    expect(names('harvard zzqxv')).toEqual([]);
  });

  it('counts a word found only in the country as a typo', () => {
    expect(search('ntu singapore')).toEqual([{ name: 'Nanyang Technological University', tier: 3 }]);
    expect(search('nanyang singapore')).toEqual([{ name: 'Nanyang Technological University', tier: 3 }]);
  });
});

describe('ranking', () => {
  it('puts short names and whole names first, then initials, then words, then typos', () => {
    expect(search('caltech')[0]).toEqual({ name: 'California Institute of Technology', tier: 0 });
    expect(search('tu dresden')[0]).toEqual({ name: 'Technische Universität Dresden', tier: 0 });
    expect(search('mit')[0]).toEqual({ name: 'Massachusetts Institute of Technology', tier: 1 });
    expect(search('hong kong university').slice(0, 2)).toEqual([
      { name: 'The University of Hong Kong', tier: 0 },
      { name: 'The Hong Kong University of Science and Technology', tier: 2 },
    ]);
    expect(search('colombia university').map((hit) => hit.tier)).toEqual([2, 3]);
  });

  it("gives a domain's name to its owner, and to a university listed only under it when it is alone", () => {
    expect(names('utoronto')[0]).toBe('University of Toronto');
    expect(search('utoronto').find((hit) => hit.name === 'University of Toronto, Scarborough')?.tier).not.toBe(0);
  });

  it('orders a tier by reviews', () => {
    // Both own hku.* domains; Hasan Kalyoncu has more reviews.
    expect(names('hku').slice(0, 2)).toEqual(['Hasan Kalyoncu University', 'The University of Hong Kong']);
  });

  it('keeps a short name of the maintained list to its university', () => {
    expect(search('unam')[0]).toEqual({ name: 'Universidad Nacional Autónoma de México', tier: 0 });
    expect(search('unam')[1]).toEqual({ name: 'University of Namibia', tier: 2 });
  });

  it('lists a university once when its short name matches and its words do not', () => {
    expect(search('ca ltech')).toEqual([{ name: 'California Institute of Technology', tier: 0 }]);
  });

  it('keeps at most the limit, the best ones', () => {
    expect(names('university').length).toBe(10);
    expect(search('university', 3)).toEqual(search('university').slice(0, 3));
  });
});
