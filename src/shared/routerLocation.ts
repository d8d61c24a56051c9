/** A location as React Router gives it (Docusaurus's `useLocation`, its client modules' route lifecycles). */
export interface RouterLocation {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

/** The address the browser shows, as React Router's location. */
export function browserLocation(): RouterLocation {
  const state = window.history.state as { usr?: unknown; key?: string } | null;
  return { pathname: window.location.pathname, search: window.location.search, hash: window.location.hash, state: state?.usr, key: state?.key ?? 'default' };
}
