import { createHash, randomUUID } from 'node:crypto';
import { existsSync, realpathSync } from 'node:fs';
import { readdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { RenderError } from '../util/errors.js';
import { importTheme } from './importTheme.js';
import { describeEsbuildError } from '../util/esbuildError.js';
import { componentCssPlugin } from '../css/componentCssPlugin.js';
import { builtInThemeDir, engineModule, packageRoot } from '../util/packageRoot.js';
import { isEngineFile, resolveThemeFile, themeDirs } from './themeFiles.js';
import { themeResolver } from './themeResolver.js';
import type { ThemeLayers } from './themeLayers.js';
import type { ReactCopy } from '../config/configValues.js';
import { packageResolver } from './packageResolver.js';
import { pageLayoutsModule } from './pageLayoutsModule.js';
import { themeModuleDir } from './themeModuleDir.js';
import { cachedBuild, installedPackages, recordedValues, themeListing } from '../util/cachedBuild.js';
import type { Theme } from './theme.js';
import { loadEsbuild } from '../util/loadEsbuild.js';
import { siteAlias } from '../util/siteAlias.js';

const THEME_CONTRACT = engineModule('shared/theme');
const REACT_RUNTIME = engineModule('theme/reactRuntime');
/** translate() and <Translate> of the theme's code (a site's swizzles among it): the render sets the locale's messages around each page (see renderPage). */
const TRANSLATE = engineModule('content/mdx/docusaurus/Translate');

/**
 * Compiles the theme's `server.ts` (the site theme folder's, else the default theme's; the site's
 * files replace the default theme's of the same name) with esbuild and imports it. Packages stay
 * external, imported from the files the build resolved (see packageResolver); React is the site's
 * when it installs one, else docsgen's (`react`, see findReact), and the module also exports the React
 * functions the build renders with (`react`), so the build and the theme share one React. The
 * module is named by its content hash, so `serve --watch` picks up template edits by loading a new
 * module and an unchanged theme reuses the one written before.
 */
export async function loadTheme(themeDir: string | undefined, cacheDir: string, react: ReactCopy): Promise<Theme> {
  return importTheme(await compileTheme(themeDir, cacheDir, { rootDir: path.dirname(themeDir ?? builtInThemeDir()), swizzles: {}, react }));
}

/**
 * Writes the compiled theme module into `cacheDir` (or a temporary folder when this user cannot
 * write there, see themeModuleDir) and returns its path (page workers import it too). `site`
 * names the site's folder (default: the theme folder's parent), whose React is the one the theme
 * renders with, and its swizzles that replace the theme's components (docusaurusSwizzles' `applied`),
 * whose `@theme/` imports go through `layers` first (see themeResolver).
 */
export async function compileTheme(themeDir: string | undefined, cacheDir: string, site: { rootDir: string; swizzles: Record<string, string>; themeConfig?: Record<string, unknown>; react: ReactCopy; layers?: ThemeLayers }): Promise<string> {
  const { rootDir: siteDir, react } = site;
  const dirs = themeDirs(themeDir, site.swizzles, site.themeConfig, site.layers);
  // A site theme file's CSS module gives its hashed class names; stylesheets are the client's job.
  const cssOfSite = componentCssPlugin({ rootDir: siteDir, found: new Set(), skip: isEngineFile(dirs) });
  // The module is written, and its source map names its sources from, the folder's real path: the
  // folder a site's cache links to (the tests' copies share one) is where Node imports it from.
  const dir = realpathSync(await themeModuleDir(cacheDir));
  const entry = resolveThemeFile(dirs, 'server.ts')!;
  // The site's own theme files (a theme folder other than docsgen's, swizzles and their layers):
  // where the site is then decides their CSS modules' class names and the packages they import.
  // Without them the module holds docsgen's files and the packages they import only (React's and
  // docsgen's folders, real paths, are in the key), the same wherever the site is: copies of a site,
  // and sites naming docsgen's own theme folder as theirs, share it.
  const ownFiles = (dirs.site !== undefined && dirs.site !== dirs.builtIn) || dirs.swizzles !== undefined;
  const decidedBy = ownFiles
    ? [dirs, themeListing(dirs.site), siteDir, installedPackages(siteDir), ...(dirs.layers ? [[...dirs.layers.site, ...dirs.layers.plugins].map((folder) => themeListing(folder))] : [])]
    : [dirs.builtIn, installedPackages(docsgenInstall())];
  // What decides the module besides the files esbuild reads (see cachedBuild); a record whose module is gone is not used.
  const key = ['theme', ...decidedBy, themeListing(dirs.builtIn), dir, packageRoot(), react];
  // Input files are named from the module's folder, which the key holds: a copy of the site at another depth finds them.
  let compiled = false;
  const module = await cachedBuild({ dir, name: 'theme', base: dir }, key, async () => {
    compiled = true;
    let result;
    try {
      result = await (await loadEsbuild()).build({
        // The theme's server entry, the React functions of the same React beside it, and how the
        // render gives its translate() the locale's code translations.
        stdin: { contents: `export * from ${JSON.stringify(entry)};\nexport * as react from ${JSON.stringify(REACT_RUNTIME)};\nexport { withCodeTranslations } from ${JSON.stringify(TRANSLATE)};`, resolveDir: path.dirname(entry), sourcefile: 'docsgen-theme-entry.js', loader: 'js' },
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        jsx: 'automatic',
        // The theme's `docsgen/theme` is the running docsgen's own (bundled in, not resolved at run time).
        alias: { 'docsgen/theme': THEME_CONTRACT, 'docsgen/shared': THEME_CONTRACT },
        plugins: [siteAlias(siteDir), themeResolver(dirs), pageLayoutsModule(dirs.builtIn), cssOfSite, packageResolver({ react, mode: 'file-url' })],
        // Packages resolve as Node would import them (esbuild otherwise also honours `module`).
        conditions: ['node'],
        mainFields: ['main'],
        loader: { '.css': 'empty' },
        // Errors thrown by a template then point at its .tsx file and line (see renderPage).
        sourcemap: 'inline',
        sourcesContent: false,
        // Source paths in the map are relative to this (the module is written into dir).
        outfile: path.join(dir, 'theme.mjs'),
        write: false,
        metafile: true,
        logLevel: 'silent',
      });
    } catch (error) {
      throw new RenderError(describeEsbuildError(error, entry, 'cannot compile the theme'), { cause: error });
    }
    const code = result.outputFiles[0]!.text;
    const file = path.join(dir, `theme-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`);
    // Write then rename: a concurrent build never imports a half-written module.
    if (!existsSync(file)) {
      const temp = `${file}.${process.pid}.${randomUUID().slice(0, 8)}.tmp`;
      await writeFile(temp, code);
      await rename(temp, file);
    }
    return { value: file, metafile: result.metafile, workingDir: process.cwd() };
  }, (file) => existsSync(file));
  // Handed out now (this build's page workers import it): its time is its last use, so a build
  // sharing the folder that prunes (below) leaves it for UNNAMED_MODULE_KEPT_MS, whoever wrote it
  // and when (a record's hit, or a compile that found the same module written before).
  const now = new Date();
  await utimes(module, now, now).catch(() => undefined);
  // A new module: the ones no kept record names go (the records are pruned, see cachedBuild).
  if (compiled) await pruneModules(dir, module);
  return module;
}

/** The folder whose node_modules holds docsgen's own packages: the project that installed docsgen, or docsgen's checkout. */
function docsgenInstall(): string {
  const root = packageRoot();
  const parent = path.dirname(root);
  return path.basename(parent) === 'node_modules' ? path.dirname(parent) : root;
}

/**
 * How long a module no record names is kept after its last use (compileTheme touches the module it
 * hands out): a build that compiled it writes its record after it, its page workers import it after
 * that, and a build that took it from a record another build has since replaced still imports it.
 */
const UNNAMED_MODULE_KEPT_MS = 10 * 60_000;

/**
 * Removes the compiled modules in `dir` that no theme record there names (besides `current`),
 * last used more than UNNAMED_MODULE_KEPT_MS ago: an edited theme, or another site sharing the folder,
 * leaves one each time, and a record is kept only among the most recently used.
 */
async function pruneModules(dir: string, current: string): Promise<void> {
  const entries = await readdir(dir).catch(() => [] as string[]);
  const named = new Set([path.basename(current)]);
  for (const value of await recordedValues({ dir, name: 'theme' })) if (typeof value === 'string') named.add(path.basename(value));
  const before = Date.now() - UNNAMED_MODULE_KEPT_MS;
  await Promise.all(
    entries
      .filter((name) => /^theme-[0-9a-f]{16}\.mjs$/.test(name) && !named.has(name))
      .map(async (name) => {
        const file = path.join(dir, name);
        const info = await stat(file).catch(() => undefined);
        if (info && info.mtimeMs < before) await rm(file, { force: true });
      }),
  );
}
