// Query-string reading shared by the REST routes.

/** A query parameter's value; absent and empty both mean "not given" (the default applies). */
export function queryValue(url: URL, name: string): string | undefined {
  const value = url.searchParams.get(name);
  return value === null || value === '' ? undefined : value;
}
