import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { GlobalData } from '../shared/types.js';
import { runPluginHook } from './runPluginHook.js';
import { writeFileAtomic } from '../util/writeFileAtomic.js';
import type { AddedRoute, DocsgenPlugin, LoadContentContext, PositionedHtmlTag } from './types.js';

/** What the plugins' `loadContent` gave this run. */
export interface LoadedContent {
  globalData: GlobalData;
  /** Files and folders `serve --watch` watches for the plugins (see LoadContentContext.watch). */
  watch: string[];
  /** What the plugins warned about (a Docusaurus plugin's methods docsgen does not run): the caller gates them. */
  warnings: string[];
  /** The pages the plugins added (a Docusaurus plugin's `addRoute`), which the content stage reads as React pages. */
  routes: AddedRoute[];
  /** Tags the plugins add to every page (a Docusaurus plugin's `injectHtmlTags`), in plugin order. */
  htmlTags: PositionedHtmlTag[];
  /** What the plugins define for the site's code (see LoadContentContext.define); later plugins' win. */
  defines: Record<string, string>;
  /** The packages the browser code takes from a global (see LoadContentContext.addExternals); later plugins' win. */
  externals: Record<string, string>;
  /** The modules the plugins have the browser load (see LoadContentContext.addClientModules), in plugin order. */
  clientModules: string[];
  /** The plugins' theme folders (see LoadContentContext.addThemePaths), in plugin order. */
  themePaths: string[];
}

/**
 * plugins stage, at the start of a run: every plugin's `loadContent`, in config order, before the
 * content stage reads the pages (a plugin may write pages or data they import).
 */
export async function runLoadContent(plugins: readonly DocsgenPlugin[], context: Omit<LoadContentContext, 'setGlobalData' | 'watch' | 'warn' | 'addRoute' | 'addHtmlTags' | 'define' | 'addExternals' | 'addClientModules' | 'addThemePaths'>): Promise<LoadedContent> {
  const globalData: GlobalData = {};
  const warnings: string[] = [];
  const routes: AddedRoute[] = [];
  const htmlTags: PositionedHtmlTag[] = [];
  const watch = new Set<string>();
  const defines: Record<string, string> = {};
  const externals: Record<string, string> = {};
  const clientModules: string[] = [];
  const themePaths: string[] = [];
  await runPluginHook(plugins, 'loadContent', {
    ...context,
    warn: (message) => warnings.push(message),
    setGlobalData(name, id, data) {
      (globalData[name] ??= {})[id] = data;
    },
    watch(paths) {
      for (const path of paths) watch.add(path);
    },
    addRoute(route) {
      routes.push(route);
    },
    addHtmlTags(tags) {
      htmlTags.push(...tags);
    },
    define(values) {
      Object.assign(defines, values);
    },
    addExternals(modules) {
      Object.assign(externals, modules);
    },
    addClientModules(paths) {
      clientModules.push(...paths);
    },
    addThemePaths(paths) {
      themePaths.push(...paths);
    },
  });
  await writeGlobalData(context.config.paths.generatedDir, globalData);
  return { globalData, watch: [...watch], warnings, routes, htmlTags, defines, externals, clientModules, themePaths };
}

/**
 * The global data as Docusaurus's `@generated/globalData` module (`globalData.json` of the
 * generated-files folder, where `@generated/` imports resolve), which a Docusaurus plugin's client
 * module may import (plugin-vercel-analytics reads its options there). Written only when it
 * changed, so the bundles that import it stay cached; through a rename, so a bundle made meanwhile
 * (another build of the site) reads the old file or the new one, never half of one.
 */
async function writeGlobalData(generatedDir: string, globalData: GlobalData): Promise<void> {
  const file = path.join(generatedDir, 'globalData.json');
  const json = JSON.stringify(globalData);
  if ((await readFile(file, 'utf8').catch(() => undefined)) === json) return;
  await mkdir(generatedDir, { recursive: true });
  await writeFileAtomic(file, json);
}
