import { createContext, useContext } from 'react';
import type { SearchHit } from './searchTypes.js';

export type SearchStatus = 'loading' | 'ready' | 'error';

/**
 * What the browser bundle lends the theme (the engine's ClientApp provides it). On the server it
 * is the inert default below.
 */
export interface Runtime {
  searchStatus: SearchStatus;
  /** Starts loading the search files, if they are not loaded yet. */
  loadSearch(): void;
  search(query: string): SearchHit[];
  /** Navigates client-side to a site path (as page data and search hits hold them, without the base). */
  navigate(href: string): void;
  isMac: boolean;
}

export const serverRuntime: Runtime = {
  searchStatus: 'loading',
  loadSearch: () => {},
  search: () => [],
  navigate: () => {},
  isMac: false,
};

export const RuntimeContext = createContext<Runtime>(serverRuntime);

/** The runtime in a theme component. */
export function useRuntime(): Runtime {
  return useContext(RuntimeContext);
}
