/** The value of `key` in the page URL's query, or null. */
export function readTabQuery(key: string): string | null {
  return new URLSearchParams(location.search).get(key);
}

/**
 * Sets `key=value` in the page URL's query without a navigation or a history entry; the other
 * parameters, the hash and the router's history state stay as they are.
 */
export function writeTabQuery(key: string, value: string): void {
  const url = new URL(location.href);
  if (url.searchParams.get(key) === value) return;
  url.searchParams.set(key, value);
  history.replaceState(history.state, '', url);
}
