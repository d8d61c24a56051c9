import { useSyncExternalStore } from 'react';
import { THEME_KEY } from '../../../shared/storageKeys.js';
import { useDocusaurusSite } from './siteContext.js';

type ColorMode = 'light' | 'dark';

/** The mode the page shows: `html[data-theme]`, which the head script and the theme's toggle set. */
function shownMode(): ColorMode {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

/** The visitor's choice the page shows (`html[data-theme-choice]`): a mode, or null for the system's setting. */
function shownChoice(): ColorMode | null {
  const choice = document.documentElement.dataset.themeChoice;
  return choice === 'light' || choice === 'dark' ? choice : null;
}

/** Calls `onChange` whenever the page's mode or the visitor's choice changes (the visitor's toggle, the system's setting). */
function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme', 'data-theme-choice'] });
  return () => observer.disconnect();
}

/**
 * Shows `mode` and remembers it as the visitor's choice, as the theme's toggle does; `null` (as
 * Docusaurus 3.6+'s) forgets the choice: the page shows the system's mode, or the site's default
 * mode when `respectPrefersColorScheme` is off (`html[data-theme-choice]` says which: 'system' or that mode).
 */
export function setColorModeChoice(mode: ColorMode | null, settings: { defaultMode: ColorMode; respectPrefersColorScheme: boolean }): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  const system = settings.respectPrefersColorScheme && typeof matchMedia === 'function' ? (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light') : settings.defaultMode;
  root.dataset.theme = mode ?? system;
  root.dataset.themeChoice = mode ?? (settings.respectPrefersColorScheme ? 'system' : settings.defaultMode);
  try {
    if (mode === null) localStorage.removeItem(THEME_KEY);
    else localStorage.setItem(THEME_KEY, mode);
  } catch {
    // Storage can be unavailable (private mode): the page still shows the mode.
  }
}

/**
 * The colour mode, as `@docusaurus/theme-common`'s useColorMode gives it. The build renders the
 * config's default mode (the visitor's is known only in the browser); in the browser a component
 * using it hydrates with that default, then follows the mode the page shows, and re-renders when
 * the visitor switches it. `colorModeChoice`: the visitor's (null: none, the system's or the
 * default mode shown). `setColorMode` switches it (null: back to no choice).
 */
export function useColorMode(): { colorMode: ColorMode; colorModeChoice: ColorMode | null; isDarkTheme: boolean; setColorMode: (mode: ColorMode | null) => void } {
  const { colorMode: shown, colorModeSettings } = useDocusaurusSite();
  // What the build rendered: its default mode. Hydrating with the mode shown instead (the context's, read
  // from the page in the browser) would leave the built HTML's attributes as they were: React does not
  // patch them while hydrating, and sees no change after.
  const built = colorModeSettings?.defaultMode ?? shown;
  const current = useSyncExternalStore(subscribe, shownMode, () => built);
  const choice = useSyncExternalStore(subscribe, shownChoice, () => null);
  const settings = colorModeSettings ?? { defaultMode: built, respectPrefersColorScheme: false };
  return { colorMode: current, colorModeChoice: choice, isDarkTheme: current === 'dark', setColorMode: (mode) => setColorModeChoice(mode, settings) };
}

export default useColorMode;
