import { useDocusaurusSite } from './siteContext.js';

/**
 * The colour mode, as `@docusaurus/theme-common`'s useColorMode gives it. While the build renders
 * it is the config's default mode (the reader's choice is known only in the browser).
 */
export function useColorMode(): { colorMode: 'light' | 'dark'; isDarkTheme: boolean; setColorMode: (mode: 'light' | 'dark') => void } {
  const { colorMode } = useDocusaurusSite();
  const current = typeof document !== 'undefined' && document.documentElement.dataset.theme === 'dark' ? 'dark' : typeof document !== 'undefined' ? 'light' : colorMode;
  return { colorMode: current, isDarkTheme: current === 'dark', setColorMode: () => {} };
}

export default useColorMode;
