import { useCallback, useMemo, useRef, useState } from 'react';
import type { Runtime, SearchStatus } from '../shared/runtime.js';
import type { SearchHit } from '../shared/searchTypes.js';
import type { SiteData } from '../shared/types.js';
import type { SearchEngine } from './search/engine.js';

/**
 * Loads the search files (named by the manifest) lazily (on first focus or when the browser is idle after
 * hydration) and answers queries. Any failure is only logged: the box stays a plain input.
 */
export function useSearchRuntime(
  manifest: SiteData['searchManifest'],
  publicPath: (sitePath: string) => string,
  /** The search scope of the page on screen (see versionScope), read at each query. */
  scope: () => ((version: string | undefined) => boolean) | undefined = () => undefined,
): Omit<Runtime, 'navigate'> {
  const [status, setStatus] = useState<SearchStatus>('loading');
  const engine = useRef<SearchEngine | null>(null);
  const started = useRef(false);

  const loadSearch = useCallback(() => {
    if (started.current || !manifest) return;
    started.current = true;
    import('./search/engine.js')
      .then(({ loadSearchEngine }) => loadSearchEngine(manifest, publicPath))
      .then((loaded) => {
        engine.current = loaded;
        setStatus('ready');
      })
      .catch((error: unknown) => {
        console.error('docsgen: the search index could not be loaded', error);
        setStatus('error');
      });
  }, [manifest, publicPath]);

  useIdle(loadSearch);

  const search = useCallback((query: string): SearchHit[] => {
    try {
      return engine.current?.query(query, scope()) ?? [];
    } catch (error) {
      console.error('docsgen: search failed', error);
      return [];
    }
  }, [scope]);

  const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
  return useMemo(() => ({ searchStatus: status, loadSearch, search, isMac }), [status, loadSearch, search, isMac]);
}

/** Runs `fn` once the page is idle after hydration, so search never delays the first load. */
function useIdle(fn: () => void): void {
  const once = useRef(false);
  if (typeof window === 'undefined' || once.current) return;
  once.current = true;
  const schedule = (window as Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number }).requestIdleCallback;
  if (schedule) schedule(() => fn(), { timeout: 2000 });
  else setTimeout(fn, 200);
}
