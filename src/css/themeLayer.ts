import type { Plugin } from 'esbuild';
import { themeStylesheetPlugin } from './themeStylesheetPlugin.js';

/**
 * The cascade layer the theme's styles go in on a site that asks for it (`theme.cascadeLayer`,
 * Docusaurus's `future.v4.useCssCascadeLayers`), as Docusaurus puts Infima's and its theme's CSS in
 * layers: the site's own stylesheets, outside any layer, win over every rule in it.
 */
export const THEME_LAYER = 'docusaurus';

/** `@import` of a stylesheet, in the theme's layer when `layered`. */
export function importRule(file: string, layered: boolean): string {
  return `@import ${JSON.stringify(file)}${layered ? ` layer(${THEME_LAYER})` : ''};`;
}

/** CSS text in the theme's layer. */
export function inThemeLayer(css: string): string {
  return `@layer ${THEME_LAYER}{${css}}`;
}

/** esbuild plugin: the theme's stylesheet (`indexFile`, a list of `@import`s) with each of its imports in the theme's layer. */
export function themeLayerPlugin(indexFile: string): Plugin {
  return themeStylesheetPlugin('docsgen-theme-layer', indexFile, (source) => source.replace(/@import\s+(['"][^'"]+['"])\s*;/g, (_, file: string) => `@import ${file} layer(${THEME_LAYER});`));
}
