// Ids in paths and queries (docs/rules/api-contract.md#ids): decimal digits, no sign,
// 1..2147483647.
export const MAX_ID = 2147483647;

/** The id, or null when the text is not a valid id. */
export function parseId(text: string | null | undefined): number | null {
  if (typeof text !== 'string' || !/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= MAX_ID ? id : null;
}
