import { THEME_KEY } from '../../shared/storageKeys.js';

/** While the visitor has not picked a mode, the page follows the system's light/dark setting. */
export function followSystemColorScheme(enabled: boolean): void {
  if (!enabled || !window.matchMedia) return;
  const query = matchMedia('(prefers-color-scheme: dark)');
  query.addEventListener('change', (event) => {
    let chosen: string | null = null;
    try {
      chosen = localStorage.getItem(THEME_KEY);
    } catch {
      chosen = null;
    }
    if (chosen === 'light' || chosen === 'dark') return;
    document.documentElement.setAttribute('data-theme', event.matches ? 'dark' : 'light');
  });
}
