import { THEME_KEY } from '../../shared/storageKeys.js';
import type { SiteData } from '../../shared/types.js';

/**
 * The page's colour mode after the head script set it, as Docusaurus's: while the visitor has not
 * picked a mode (respectPrefersColorScheme), the page follows the system's light/dark setting; and
 * a mode picked (or the choice dropped) in another tab of the site applies here too (the storage
 * event), unless the switch is disabled.
 */
export function followColorMode({ defaultMode, respectPrefersColorScheme, disableSwitch }: SiteData['colorMode']): void {
  const root = document.documentElement;
  const systemMode = () => (respectPrefersColorScheme ? (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light') : defaultMode);
  if (respectPrefersColorScheme) {
    matchMedia('(prefers-color-scheme: dark)').addEventListener('change', (event) => {
      let chosen: string | null = null;
      try {
        chosen = localStorage.getItem(THEME_KEY);
      } catch {
        chosen = null;
      }
      if (chosen === 'light' || chosen === 'dark') return;
      root.setAttribute('data-theme', event.matches ? 'dark' : 'light');
    });
  }
  if (disableSwitch) return;
  window.addEventListener('storage', (event) => {
    // `key` null: the other tab cleared its storage.
    if (event.key !== THEME_KEY && event.key !== null) return;
    const chosen = event.key === null ? null : event.newValue;
    const mode = chosen === 'light' || chosen === 'dark' ? chosen : null;
    root.setAttribute('data-theme', mode ?? systemMode());
    root.setAttribute('data-theme-choice', mode ?? (respectPrefersColorScheme ? 'system' : defaultMode));
  });
}
