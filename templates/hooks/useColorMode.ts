import { useCallback, useSyncExternalStore } from 'react';
import { THEME_KEY } from 'docsgen/theme';

/** What the visitor picked: a mode, or (with respectPrefersColorScheme) the system's setting. */
export type ColorModeChoice = 'system' | 'light' | 'dark';

interface ColorModeSettings {
  defaultMode: 'light' | 'dark';
  respectPrefersColorScheme: boolean;
}

/** `html[data-theme-choice]`, which the head script sets before the first paint and the toggle after. */
function shownChoice(): ColorModeChoice {
  const choice = document.documentElement.dataset.themeChoice;
  return choice === 'system' || choice === 'light' || choice === 'dark' ? choice : document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme', 'data-theme-choice'] });
  return () => observer.disconnect();
}

/**
 * The visitor's colour-mode choice and the toggle's step. As Docusaurus's toggle: with
 * respectPrefersColorScheme it goes system → light → dark → system (system: nothing remembered,
 * the page follows the system's setting), without it light ↔ dark.
 */
export function useColorMode({ defaultMode, respectPrefersColorScheme }: ColorModeSettings): { choice: ColorModeChoice; toggle: () => void } {
  // The build cannot know the visitor's choice: it renders what a first visit shows, then hydration reads the page's.
  const choice = useSyncExternalStore(subscribe, shownChoice, () => (respectPrefersColorScheme ? 'system' : defaultMode));
  const toggle = useCallback(() => {
    const root = document.documentElement;
    const current = shownChoice();
    const next: ColorModeChoice = respectPrefersColorScheme ? (current === 'system' ? 'light' : current === 'light' ? 'dark' : 'system') : root.dataset.theme === 'dark' ? 'light' : 'dark';
    root.dataset.theme = next === 'system' ? (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light') : next;
    root.dataset.themeChoice = next;
    try {
      if (next === 'system') localStorage.removeItem(THEME_KEY);
      else localStorage.setItem(THEME_KEY, next);
    } catch {
      // Storage can be unavailable (private mode); the toggle still works for this page view.
    }
  }, [respectPrefersColorScheme]);
  return { choice, toggle };
}
