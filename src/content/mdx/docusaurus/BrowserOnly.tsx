import type { ReactNode } from 'react';
import { useIsBrowser } from './useIsBrowser.js';

export interface BrowserOnlyProps {
  children: () => ReactNode;
  fallback?: ReactNode;
}

/** Docusaurus's BrowserOnly: the build renders the fallback; only a browser calls `children()`. */
export default function BrowserOnly({ children, fallback }: BrowserOnlyProps) {
  const isBrowser = useIsBrowser();
  if (!isBrowser || typeof children !== 'function') return <>{fallback ?? null}</>;
  return <>{children()}</>;
}
