import type { Plugin } from 'esbuild';
import { themeStylesheetPlugin } from './themeStylesheetPlugin.js';

/**
 * The theme's tokens (templates/styles/tokens.css, and the code colours of codeThemeCss) as docsgen's
 * own layout reads them: every `--dg-x: value;` they set becomes `--dg-x: var(--x, value);`, so a
 * site's `:root { --primary: … }` (README, "Changing the theme") sets the theme's `--dg-primary`,
 * in both colour modes, and its `html[data-theme='dark'] { … }` in dark mode only, as the token's
 * rule is for that mode. A site in Docusaurus's layout gets the tokens as written: its own `--text`
 * and `--primary` are for its own components, not the theme's.
 */
export function withSiteTokens(css: string): string {
  return css.replace(/^(\s*)--dg-([\w-]+)(\s*:\s*)([^;{}]+);/gm, (_, indent: string, name: string, colon: string, value: string) => `${indent}--dg-${name}${colon}var(--${name}, ${value.trim()});`);
}

/** esbuild plugin: the theme's `tokens` stylesheet (an absolute path) loaded through withSiteTokens. */
export function siteTokensPlugin(tokensFile: string): Plugin {
  return themeStylesheetPlugin('docsgen-site-tokens', tokensFile, withSiteTokens);
}
