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

  it('keeps no word of the text in its keys', () => {
    const { keys } = fingerprints.fingerprintOf({ reviewText: REMOVED, comments: null });
    expect(keys.length).toBe(22);
    for (const key of keys) for (const word of ['housing', 'deposit', 'warden']) expect(key.toLowerCase()).not.toContain(word);
  });
});
