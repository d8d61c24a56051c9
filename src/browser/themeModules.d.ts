/** Modules the browser bundle takes from the site's theme (resolved by src/theme/themeResolver.ts). */
declare module '@theme/App.js' {
  import type { ComponentType } from 'react';
  import type { AppProps } from 'docsgen/theme';
  export const App: ComponentType<AppProps>;
}
declare module '@theme/styles/index.css';
declare module 'docsgen:custom-css';
