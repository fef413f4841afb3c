// Screening reads text as a person does (docs/rules/trust-and-moderation.md#screening): every
// disguised text of the corpus is flagged with its kind, and every ordinary review text publishes.
import { describe, expect, it } from 'vitest';
import { screenText } from '#shared/trust/screening.ts';
import { DISGUISED, ORDINARY } from './screening-corpus.ts';

describe('the screening corpus', () => {
  it('is large enough to measure', () => {
    expect(DISGUISED.length).toBeGreaterThanOrEqual(60);
    expect(ORDINARY.length).toBeGreaterThanOrEqual(60);
  });

  it.each(DISGUISED.map((entry) => [entry.kind, entry.how, entry.text] as const))('flags %s: %s', (kind, _how, text) => {
    const flags = screenText(text);
    expect(flags.map((flag) => flag.kind)).toContain(kind);
    // Each flag points at the text as written.
    for (const flag of flags) expect(text.slice(flag.index, flag.index + flag.match.length)).toBe(flag.match);
  });

  it.each(ORDINARY)('publishes "%s"', (text) => {
    expect(screenText(text)).toEqual([]);
  });
});
