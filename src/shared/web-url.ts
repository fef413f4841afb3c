// The website rule of the school form (API.md E1), in its own zod-free module so that the browser
// form can use it without bundling the request schemas.

/** An absolute http(s) URL. */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
