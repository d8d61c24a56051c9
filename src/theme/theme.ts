import type { ThemeModule } from '../shared/themeContract.js';
import type * as ReactRuntime from './reactRuntime.js';
import type { withCodeTranslations } from '../content/mdx/docusaurus/Translate.js';

/** The compiled theme: the contract between the build and a theme's `server.ts` (defined in src/shared), and the React it renders with. */
export type Theme = ThemeModule & {
  react: typeof ReactRuntime;
  /** Runs a render with the locale's code translations as what the theme's translate() and <Translate> read (the compiled theme's copy, see compileTheme). */
  withCodeTranslations?: typeof withCodeTranslations;
};
