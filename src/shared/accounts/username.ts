// Usernames are shown to everyone beside their reviews, so what is stored is what people see:
// one Unicode form (NFC, so "é" typed two ways is one name) and no characters that are invisible
// or control the display (zero-width spaces, direction overrides, Hangul fillers, line breaks),
// which would let one name pass for another.
export const USERNAME_CHARACTERS_MESSAGE = 'Username must not contain control or invisible characters';

const INVISIBLE_OR_CONTROL = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Zl}\p{Zp}\u115F\u1160\u2800\u3164\uFFA0]/u;

/** The name as stored: NFC, without surrounding white space. */
export function normalizeUsername(name: string): string {
  return name.normalize('NFC').trim();
}

export function hasInvisibleOrControlCharacters(name: string): boolean {
  return INVISIBLE_OR_CONTROL.test(name);
}
