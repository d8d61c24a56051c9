import type { ThemeModule } from '../shared/themeContract.js';

/** The contract between the build and a theme's `server.ts` (defined in src/shared). */
export type Theme = ThemeModule;
