import type { ThemeModule } from '../shared/themeContract.js';
import type * as ReactRuntime from './reactRuntime.js';

/** The compiled theme: the contract between the build and a theme's `server.ts` (defined in src/shared), and the React it renders with. */
export type Theme = ThemeModule & { react: typeof ReactRuntime };
