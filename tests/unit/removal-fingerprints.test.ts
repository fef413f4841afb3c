// How near a text must be to a removed one to be held again: copies with a few words changed, in
// other capitals, or with a part dropped or added are held; other reviews of the same place are not.
import { beforeAll, describe, expect, it } from 'vitest';

let fingerprints: typeof import('#server/trust/removal-fingerprints.ts');
beforeAll(async () => {
  process.env.AUTH_SECRET ??= 'unit-test-secret-that-is-long-enough-for-hmac';
  fingerprints = await import('#server/trust/removal-fingerprints.ts');
});

const REMOVED =
  'The housing office lost my deposit twice and the warden shouted at me in front of everyone. ' +
  'Lectures in the first year were fine but the exams were marked late and nobody answered mails.';

function share(a: string, b: string): number {
  const one = fingerprints.fingerprintOf({ reviewText: a, comments: null });
  const two = fingerprints.fingerprintOf({ reviewText: b, comments: null });
  return fingerprints.sharedShare(
    { signature: one.signature!, shingles: one.shingles },
    { signature: two.signature!, shingles: two.shingles },
  );
}

describe('removal fingerprints', () => {
  it.each([
    ['the same text in capitals', REMOVED.toUpperCase()],
    ['three words changed', REMOVED.replace('lost', 'kept').replace('shouted', 'yelled').replace('late', 'slowly')],
    ['the first sentence alone', REMOVED.split('. ')[0]!],
    ['a sentence added', `${REMOVED} I would not come here again.`],
  ])('finds %s', (_, text) => {
    expect(share(REMOVED, text)).toBeGreaterThanOrEqual(0.7);
  });

  it.each([
    'The housing office was slow to answer but the warden helped me move rooms in the first week of term.',
    'Lectures were fine, the exams were fair, and the library stays open late in the exam period.',
    'Great campus with friendly staff. The first year was hard but the tutors answered every mail quickly.',
  ])('passes another review of the same place: %s', (text) => {
    expect(share(REMOVED, text)).toBeLessThan(0.7);
  });

  it('finds each of 300 copies with two words of 24 changed and the comments dropped', () => {
    const words = (
      'admissions office liars cheat applicant deposit laugh corridor dean worst tutor rude lazy fraud canteen library ' +
      'porter hall rent landlord fees scam bursar exam marker bias unfair shout mock seminar lecture campus night bus'
    ).split(' ');
    let state = 1;
    const next = () => (state = (state * 1103515245 + 12345) >>> 0);
    let missed = 0;
    for (let trial = 0; trial < 300; trial += 1) {
      const text = Array.from({ length: 24 }, () => words[(next() >>> 8) % words.length]!);
      const removed = fingerprints.fingerprintOf({ reviewText: text.join(' '), comments: 'Avoid the dean, he is the worst person alive.' });
      text[5] = 'crooks';
      text[17] = 'hallway';
      const copy = fingerprints.fingerprintOf({ reviewText: text.join(' ').toUpperCase(), comments: null });
      const banded = copy.keys.some((key) => key.startsWith('band:') && removed.keys.includes(key));
      const near = fingerprints.sharedShare(
        { signature: copy.signature!, shingles: copy.shingles },
        { signature: removed.signature!, shingles: removed.shingles },
      );
      if (!banded || near < 0.7) missed += 1;
    }
    expect(missed).toBe(0);
  });

  it('compares with a signature kept when there were 64 slots', () => {
    const kept = fingerprints.fingerprintOf({ reviewText: REMOVED, comments: null });
    const copy = fingerprints.fingerprintOf({ reviewText: REMOVED.toUpperCase(), comments: null });
    expect(
      fingerprints.sharedShare(
        { signature: copy.signature!, shingles: copy.shingles },
        { signature: kept.signature!.slice(0, 64), shingles: kept.shingles },
      ),
    ).toBe(1);
  });

  it('keeps no word of the text in its keys', () => {
    const { keys } = fingerprints.fingerprintOf({ reviewText: REMOVED, comments: null });
    expect(keys.length).toBe(86);
    for (const key of keys) for (const word of ['housing', 'deposit', 'warden']) expect(key.toLowerCase()).not.toContain(word);
  });
});
