import { describe, expect, it } from 'vitest';
import { foldText, initialsOf, searchKeyOf } from '#shared/site/search-key.ts';

describe('search key folding', () => {
  it('drops case and accents', () => {
    expect(foldText('Université de Montréal')).toBe('universite de montreal');
    expect(foldText('Ludwig-Maximilians-Universität München')).toBe('ludwig maximilians universitat munchen');
  });

  it('folds letters that do not decompose', () => {
    expect(foldText('Łódź Straße Ørsted')).toBe('lodz strasse orsted');
  });

  it('turns punctuation, % and _ into spaces', () => {
    expect(foldText("St. John's  College")).toBe('st john s college');
    expect(foldText('100%_sure')).toBe('100 sure');
  });

  it('keeps initials with and without the small words', () => {
    expect(initialsOf('Massachusetts Institute of Technology')).toEqual(['mit', 'miot']);
    expect(initialsOf('University of California, Los Angeles')).toEqual(['ucla', 'uocla']);
  });

  it('stores the folded name and the initials in one key', () => {
    expect(searchKeyOf('Massachusetts Institute of Technology')).toBe('massachusetts institute of technology|mit|miot');
  });
});
