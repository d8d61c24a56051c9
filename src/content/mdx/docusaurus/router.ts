import { useDocusaurusSite } from './siteContext.js';

/** The page's location, as React Router's `useLocation` gives it in Docusaurus. */
export function useLocation(): { pathname: string; search: string; hash: string; state: unknown; key: string } {
  const { pathname } = useDocusaurusSite();
  if (typeof window !== 'undefined') return { pathname: window.location.pathname, search: window.location.search, hash: window.location.hash, state: undefined, key: 'default' };
  return { pathname, search: '', hash: '', state: undefined, key: 'default' };
}
