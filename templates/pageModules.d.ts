/** The page components by kind, made from pages.ts when the theme is compiled (see src/theme/pageLayoutsModule.ts). */
declare module 'docsgen:pages' {
  import type { ThemeModule } from 'docsgen/theme';
  export const pages: ThemeModule['pages'];
}
