import { useCallback } from 'react';
import { THEME_KEY } from 'docsgen/theme';

/** Flips `html[data-theme]` and remembers the visitor's choice. */
export function useColorMode(): () => void {
  return useCallback(() => {
    const root = document.documentElement;
    const next = root.dataset.theme === 'dark' ? 'light' : 'dark';
    root.dataset.theme = next;
    try {
      localStorage.setItem(THEME_KEY, next);
    } catch {
      // Storage can be unavailable (private mode); the toggle still works for this page view.
    }
  }, []);
}
