// The website rule of the school form (docs/rules/api-contract.md#submit-a-school), in its own
// zod-free module so that the browser form can use it without bundling the request schemas.

/** An absolute http(s) URL. */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
