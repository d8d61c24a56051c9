import type { ThemeWordId } from '../../shared/themeMessages.js';

/** One locale's translation of every word of the theme, by Docusaurus's ids. */
export type ThemeWords = Readonly<Record<ThemeWordId, string>>;
