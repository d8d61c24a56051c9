import { useSyncExternalStore } from 'react';
import { THEME_KEY } from '../../../shared/storageKeys.js';
import { useDocusaurusSite } from './siteContext.js';

type ColorMode = 'light' | 'dark';

/** The mode the page shows: `html[data-theme]`, which the head script and the theme's toggle set. */
function shownMode(): ColorMode {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

/** Calls `onChange` whenever the page's mode changes (the visitor's toggle, the system's setting). */
function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

/** Shows `mode` and remembers it as the visitor's choice, as the theme's toggle does. */
function setColorMode(mode: ColorMode): void {
  if (typeof document === 'undefined') return;
  document.documentElement.dataset.theme = mode;
  document.documentElement.dataset.themeChoice = mode;
  try {
    localStorage.setItem(THEME_KEY, mode);
  } catch {
    // Storage can be unavailable (private mode): the page still shows the mode.
  }
}

/**
 * The colour mode, as `@docusaurus/theme-common`'s useColorMode gives it. The build renders the
 * config's default mode (the visitor's is known only in the browser); in the browser a component
 * using it hydrates with that default, then follows the mode the page shows, and re-renders when
 * the visitor switches it. `setColorMode` switches it.
 */
export function useColorMode(): { colorMode: ColorMode; isDarkTheme: boolean; setColorMode: (mode: ColorMode) => void } {
  const { colorMode: built } = useDocusaurusSite();
  const current = useSyncExternalStore(subscribe, shownMode, () => built);
  return { colorMode: current, isDarkTheme: current === 'dark', setColorMode };
}

export default useColorMode;
