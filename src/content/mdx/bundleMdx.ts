import { createHash } from 'node:crypto';
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Message, Metafile, Plugin } from 'esbuild';
import type { PluggableList } from 'unified';
import { VFileMessage } from 'vfile-message';
import { ContentError } from '../../util/errors.js';
import { importPositionOf, specifierPosition } from '../../util/importPosition.js';
import { isInside } from '../../util/isInside.js';
import { slashPath } from '../../util/slashPath.js';
import type { ContentWarning } from '../markdownProcessor.js';
import { messageWarning } from '../messageWarning.js';
import type { LinkTarget, MarkdownLinkProblem } from '../plugins/remarkMarkdownLinks.js';
import { componentCssPlugin } from '../../css/componentCssPlugin.js';
import { componentStylesheet } from '../../css/componentStylesheet.js';
import { compileMdx, mdxErrorPosition, mdxSourceText, type CompiledMdx } from './compileMdx.js';
import { browserOnlyModule } from './islands/browserOnlyIslands.js';
import { exportNames } from './islands/exportNames.js';
import { BROWSER_ONLY_MODULE } from './islands/browserOnlyModule.js';
import { svgComponent } from './svgComponent.js';
import { isInteractiveModule } from './islands/interactiveModule.js';
import { ISLAND_MODULE } from './islands/islandModuleId.js';
import { loadMdxRuntime } from './loadMdxRuntime.js';
import type { ReactCopy } from '../../config/configValues.js';
import { packageResolver } from '../../theme/packageResolver.js';
import { SERVER_BUNDLE_OPTIONS } from './serverBundleOptions.js';
import { themeLayerFile, themeLayersOf } from '../../theme/themeLayers.js';
import { loadEsbuild } from '../../util/loadEsbuild.js';
import { codeBlockModule, codeBlockModuleId, codeBlockSwizzle, rendersCodeBlock } from '../../theme/codeBlockSwizzle.js';
import { CODE_BLOCK_RUNTIME } from './docusaurus/codeBlock/codeBlockRuntimeId.js';
import { builtInThemeDir } from '../../util/packageRoot.js';
import { escapeRegExp } from '../../shared/escapeRegExp.js';
import { IMAGE_IMPORT, imageImports } from './imageImports.js';
import { rawImports } from './rawImports.js';
import { siteAlias } from '../../util/siteAlias.js';
import type { Mdx1Compat } from '../markdownProcessor.js';

/** Imports that are no package of the site's: Docusaurus's and docsgen's modules, React. */
const NOT_SITE_PACKAGE = /^(@(docusaurus|theme|theme-original|theme-init|generated)\/|react(-dom)?(\/|$)|docsgen(\/|$))/;

export interface BundleOptions {
  rootDir: string;
  /** The build's React (`config.react`). */
  react: ReactCopy;
  staticDir: string;
  /** Where `@generated/` imports point (see SitePaths.generatedDir); without it they are not found. */
  generatedDir?: string;
  remarkPlugins: PluggableList;
  /** Expressions of the site's code replaced by JSON values (`process.env.X`: a Docusaurus plugin's DefinePlugin, see LoadContentContext.define). */
  define?: Readonly<Record<string, string>> | undefined;
  /** `.md` partials are MDX too (`markdown.format: 'mdx'`). */
  markdownAsMdx?: boolean;
  /** The config's markdown.mdx1Compat, for partials as for pages. */
  mdx1Compat?: Mdx1Compat | undefined;
  /** The site's theme folder (docsgen's `theme/`): its MDXComponents counts as the site's. */
  themeDir?: string;
  /** A Docusaurus site's swizzle folder (SitePaths.swizzleDir): its `@theme/` components and MDXComponents come first. */
  swizzleDir?: string;
  /** The theme folders of the site's plugins (Docusaurus's `getThemePath`), in plugin order: `@theme/` components after the site's (see themeLayerFile). */
  pluginThemes?: readonly string[];
  /** The name esbuild gives the entry code (default the page's path; a React page's entry re-exports the page's file, so it needs another). */
  entryName?: string;
  /** Interactive site components become islands (default); false in a React page that is one island itself, whose components hydrate with it. */
  componentIslands?: boolean;
  /** Compiled partials by path, kept by the caller between pages. */
  partials?: Map<string, { source: string; compiled: Promise<CompiledMdx> }>;
}

export interface BundledMdx {
  /** CommonJS: `module.exports.default` is the page's component. */
  code: string;
  /** Every local file bundled besides the page (partials, components, images, stylesheets), absolute. */
  inputs: string[];
  brokenMarkdownLinks: MarkdownLinkProblem[];
  linkTargets: LinkTarget[];
  /** What partials' plugins reported without failing, each naming the partial. */
  warnings: ContentWarning[];
  /** The interactive site modules the page uses as components (absolute): each renders as an island. */
  islands: string[];
  /** The warnings of `warnings` for names imported from a module that lacks them (undefined at run time). */
  undefinedImports: ContentWarning[];
}

/**
 * Bundles a compiled MDX page with esbuild: its partials (compiled on the way), the site's own
 * components, `@site/…` paths, images as URLs, and the stylesheets components import (recorded in
 * `inputs`; the site's stylesheet bundles them, see componentCssPlugin). React and the `@theme/…` built-ins stay
 * external, so the page renders with the build's one React (see packageResolver) and docsgen's components.
 */
export async function bundleMdx(code: string, filePath: string, options: BundleOptions): Promise<BundledMdx> {
  const { builtinModules } = await loadMdxRuntime(options.react);
  const providedList = (prefix: string) => listProvided(builtinModules, prefix);
  const brokenMarkdownLinks: MarkdownLinkProblem[] = [];
  const linkTargets: LinkTarget[] = [];
  const warnings: ContentWarning[] = [];
  const undefinedImports: ContentWarning[] = [];
  // A page that is a symbolic link imports from its real folder, as webpack resolved it.
  const pageDir = path.dirname(realPath(filePath));
  const stylesheets = new Set<string>();
  /** Files read as text (`!!raw-loader!x`, `x?raw`): inputs of the page, which the metafile names oddly. */
  const rawFiles = new Set<string>();
  /** Names imported from a module that does not export them, by module: webpack gave `undefined` and a warning. */
  const missingExports = new Map<string, Set<string>>();
  const islands = new Set<string>();
  const layers = themeLayersOf(options);
  const globalComponents = themeLayerFile(layers, 'MDXComponents');
  /** Whether an import is the page's, a partial's or the global components' own (what makes an interactive component an island). */
  const fromMdx = (importer: string) => importer === filePath || /\.mdx?$/.test(importer) || (globalComponents !== undefined && importer === globalComponents);
  // A site that swizzled @theme/CodeBlock or a part of it: every fence renders through it (see codeBlockSwizzle).
  const codeBlock = options.swizzleDir ? codeBlockSwizzle(options.swizzleDir, builtinModules) : undefined;
  const codeBlockId = rendersCodeBlock(codeBlock) ? codeBlockModuleId(options.swizzleDir!) : undefined;
  const codeBlockIsland = codeBlockId !== undefined && options.componentIslands !== false && [codeBlock!.root, ...Object.values(codeBlock!.parts)].some((file) => file !== undefined && isInteractiveModule(file));
  /** The module standing for the site's code block (see codeBlockModule): an island, except inside the island's own module. */
  const resolveCodeBlock = (importerNamespace: string) => {
    if (!codeBlockIsland || importerNamespace === 'docsgen-island') return { path: codeBlockId!, namespace: 'docsgen-code-block' };
    islands.add(codeBlockId!);
    return { path: codeBlockId!, namespace: 'docsgen-island' };
  };
  const plugin: Plugin = {
    name: 'docsgen-mdx',
    setup(b) {
      // A site component an MDX file (or the site's MDXComponents) imports, with state, effects or
      // event handlers: its exports are wrapped to render as islands, which the browser hydrates. So
      // is a package's (`react-github-btn`) whose entry module is interactive; Docusaurus's and
      // docsgen's own modules, and React, are not packages of the site's here.
      b.onResolve({ filter: /^(\.{1,2}\/|@site\/|[@\w])/ }, async (args) => {
        if (args.pluginData === ISLAND_MODULE || options.componentIslands === false) return undefined;
        if (NOT_SITE_PACKAGE.test(args.path)) return undefined;
        if (!fromMdx(args.importer) || args.path.includes('?') || args.path.startsWith('!')) return undefined;
        // A stylesheet, image or data file is never an island (and resolving it again here loops through the CSS plugin).
        if (/\.(?:css|svg|json|mdx?)$/i.test(args.path) || IMAGE_IMPORT.test(args.path)) return undefined;
        const specifier = args.path.startsWith('@site/') ? `./${args.path.slice('@site/'.length)}` : args.path;
        const resolveDir = args.path.startsWith('@site/') ? options.rootDir : args.resolveDir;
        const found = await b.resolve(specifier, { resolveDir, kind: args.kind, importer: args.importer, pluginData: ISLAND_MODULE });
        if (found.errors.length > 0 || !/\.[cm]?[jt]sx?$/.test(found.path) || !isInteractiveModule(found.path)) return undefined;
        islands.add(found.path);
        return { path: found.path, namespace: 'docsgen-island' };
      });
      // The site's code block (its swizzled root and parts in docsgen's block): an island when one of them is interactive.
      if (codeBlockId) {
        b.onResolve({ filter: new RegExp(`^${escapeRegExp(codeBlockId)}$`) }, (args) => resolveCodeBlock(args.namespace));
        b.onLoad({ filter: /.*/, namespace: 'docsgen-code-block' }, () => ({ contents: codeBlockModule(codeBlock!, CODE_BLOCK_RUNTIME, path.join(builtInThemeDir(), 'styles', 'code-buttons.css')), loader: 'js', resolveDir: options.swizzleDir! }));
      }
      b.onResolve({ filter: new RegExp(`^${escapeRegExp(CODE_BLOCK_RUNTIME)}$`) }, () => ({ path: CODE_BLOCK_RUNTIME, external: true }));
      // A <BrowserOnly> written in the page or a partial (see browserOnlyIslands): an island of its own.
      b.onResolve({ filter: BROWSER_ONLY_MODULE }, (args) => {
        if (args.namespace === 'docsgen-island' || options.componentIslands === false) return { path: args.path, namespace: 'docsgen-browser-only' };
        islands.add(args.path);
        return { path: args.path, namespace: 'docsgen-island' };
      });
      b.onLoad({ filter: /.*/, namespace: 'docsgen-browser-only' }, async (args) => {
        const file = args.path.replace(BROWSER_ONLY_MODULE, '');
        return { contents: await browserOnlyModule(args.path, mdxSourceText), loader: 'jsx', resolveDir: path.dirname(realPath(file)) };
      });
      // An ES module with the same exports, each component wrapped (ESM, so importers of any module type get the default right).
      b.onLoad({ filter: /.*/, namespace: 'docsgen-island' }, async (args) => {
        const names = BROWSER_ONLY_MODULE.test(args.path) || args.path === codeBlockId ? ['default'] : await exportNames(args.path);
        const lines = [
          `import * as m from ${JSON.stringify(args.path)};`,
          `import { islandModule } from ${JSON.stringify(ISLAND_MODULE)};`,
          // The code block's code is its text children, which its parts read as a string.
          `const w = islandModule(m, ${JSON.stringify(slashPath(path.relative(options.rootDir, args.path)))}${args.path === codeBlockId ? ', { textChildren: true }' : ''});`,
          ...names.map((name) => (name === 'default' ? 'export default w.default;' : `export const ${name} = w.${name};`)),
          // A name the page imports that the component's file lacks (found by a first pass, see below): undefined, as webpack left it.
          undefinedExports(missingExports.get(`docsgen-island:${args.path}`) ?? new Set()),
        ];
        return { contents: lines.join('\n'), loader: 'js', resolveDir: path.dirname(args.path) };
      });
      // docsgen's own modules (left external, the page is evaluated with them) through an ES module
      // naming their exports: a site file in a `"type": "module"` package imports their default
      // right (esbuild's Node-style interop would hand it the whole module).
      // A name docsgen does not provide (found by a first pass, see below) is undefined, as webpack leaves a missing export.
      b.onLoad({ filter: /.*/, namespace: 'docsgen-builtin' }, (args) => ({
        contents: [
          `import * as m from ${JSON.stringify(args.path)};`,
          ...Object.keys(builtinModules[args.path]!).map((name) => (name === 'default' ? 'export default m.default;' : `export const ${name} = m.${name};`)),
          undefinedExports(missingExports.get(`docsgen-builtin:${args.path}`) ?? new Set()),
        ].join('\n'),
        loader: 'js',
      }));
      b.onResolve({ filter: new RegExp(`^${ISLAND_MODULE}$`) }, () => ({ path: ISLAND_MODULE, external: true }));
      // webpack's raw-loader and `?raw`: the file's text, an input of the page.
      rawImports(b, (file) => rawFiles.add(file));
      // An image imported by the page, a partial or a component: its path from the page, for the images plugin.
      imageImports(b, {
        rootDir: options.rootDir,
        module: (file) => {
          const relative = slashPath(path.relative(path.dirname(filePath), file));
          return `module.exports = ${JSON.stringify(encodeURI(relative.startsWith('.') ? relative : `./${relative}`))};`;
        },
      });
      // A second pass after "No matching export": the module gets the names it lacked, as undefined.
      b.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
        const names = missingExports.get(args.path);
        if (!names) return undefined;
        const source = await readFile(args.path, 'utf8');
        return { contents: `${source}\n${undefinedExports(names)}`, loader: scriptLoader(args.path), resolveDir: path.dirname(args.path) };
      });
      // Docusaurus's SVGR: an imported SVG is a React component (props spread onto the <svg>).
      b.onLoad({ filter: /\.svg$/i }, async (args) => {
        try {
          return { contents: svgComponent(await readFile(args.path, 'utf8'), path.relative(options.rootDir, args.path)), loader: 'js', resolveDir: path.dirname(args.path) };
        } catch (error) {
          return { errors: [{ text: (error as Error).message }] };
        }
      });
      // `@theme/X`: the site's swizzled src/theme/X when it has one (Docusaurus's form, a default
      // export), else a plugin's theme folder's X, else docsgen's (see themeLayerFile: the browser
      // bundle resolves the site's code alike). `@theme-original/X` (the X under the site's swizzle)
      // is a plugin's, else docsgen's; `@theme-init/X` (the first theme's X) is docsgen's.
      // An interactive one imported by a page, a partial or the global components is an island.
      b.onResolve({ filter: /^@theme(-original|-init)?\// }, (args) => {
        // The ES module standing for docsgen's own module (see `builtin`): that module, never a swizzled one.
        if (args.namespace === 'docsgen-builtin') return { path: args.path, external: true };
        const name = args.path.slice(args.path.indexOf('/') + 1);
        const id = `@theme/${name}`;
        // `@theme/CodeBlock` is the site's block with its parts (its own root imports docsgen's as @theme-original/).
        if (codeBlockId && args.path === '@theme/CodeBlock' && args.importer !== codeBlock!.root) return resolveCodeBlock(args.namespace);
        const layered = args.path.startsWith('@theme-init/') ? undefined : themeLayerFile(layers, name, { belowSite: args.path.startsWith('@theme-original/'), importer: args.importer });
        // A code block part docsgen cannot render (it imports what docsgen lacks) is docsgen's part.
        if (layered && codeBlock?.skipped[layered] === undefined) {
          if (options.componentIslands === false || !fromMdx(args.importer) || !isInteractiveModule(layered)) return { path: layered };
          islands.add(layered);
          return { path: layered, namespace: 'docsgen-island' };
        }
        if (id in builtinModules) return builtin(id, args.namespace);
        return { errors: [{ text: `no module "${args.path}": docsgen provides ${providedList('@theme/')} (or add src/theme/${id.slice('@theme/'.length)}.js)` }] };
      });
      b.onResolve({ filter: /^@docusaurus\// }, (args) => {
        if (args.path in builtinModules) return builtin(args.path, args.namespace);
        return { errors: [{ text: `Could not resolve "${args.path}": docsgen provides ${providedList('@docusaurus/')} (AUTHORING.md lists them under "MDX pages")` }] };
      });
      // The components every MDX file may use unimported: src/theme/MDXComponents (or the theme folder's), spread over docsgen's.
      b.onResolve({ filter: /^docsgen:mdx-components$/ }, () => ({ path: 'mdx-components', namespace: 'docsgen-mdx-components' }));
      b.onLoad({ filter: /.*/, namespace: 'docsgen-mdx-components' }, () => {
        const site = globalComponents;
        const contents = codeBlockId
          ? [
              `import site from ${JSON.stringify(site ?? '@theme-original/MDXComponents')};`,
              `import builtin from '@theme-original/MDXComponents';`,
              `import CodeBlock from ${JSON.stringify(codeBlockId)};`,
              `import { fencesThrough, headingsMarked } from ${JSON.stringify(CODE_BLOCK_RUNTIME)};`,
              `const components = headingsMarked(fencesThrough(site, CodeBlock, builtin.pre), builtin);`,
              `export function useMDXComponents() { return components; }`,
            ].join('\n')
          : site
            ? [
                `import site from ${JSON.stringify(site)};`,
                `import builtin from '@theme-original/MDXComponents';`,
                `import { headingsMarked } from ${JSON.stringify(CODE_BLOCK_RUNTIME)};`,
                // A heading level the site renders with its own component still tells the page's headings (see headingsMarked).
                `const components = headingsMarked(site, builtin);`,
                `export function useMDXComponents() { return components; }`,
              ].join('\n')
            : `import builtin from '@theme/MDXComponents';\nexport function useMDXComponents() { return builtin; }`;
        return { contents, loader: 'js', resolveDir: options.rootDir };
      });
      // What a site's Docusaurus plugin wrote with createData (see docusaurusPlugin): Docusaurus's `@generated/` alias.
      b.onResolve({ filter: /^@generated\// }, async (args) => {
        const found = options.generatedDir ? await b.resolve(`./${args.path.slice('@generated/'.length)}`, { resolveDir: options.generatedDir, kind: args.kind, importer: args.importer }) : undefined;
        if (!found || found.errors.length > 0) return { errors: [{ text: `Could not resolve "${args.path}" (@generated/ is what the site's Docusaurus plugins write with createData: <plugin name>/<plugin id>/<file>)` }] };
        return found;
      });
      // Docusaurus resolves `/img/x.png` against the static folder: the page links to its URL.
      b.onResolve({ filter: /^\// }, (args) => {
        if (existsSync(args.path)) return undefined;
        const file = path.join(options.staticDir, args.path);
        if (!existsSync(file)) return { errors: [{ text: `"${args.path}" is neither a file nor in the static folder (${path.relative(options.rootDir, options.staticDir) || '.'})` }] };
        return { path: args.path, namespace: 'docsgen-static-url' };
      });
      b.onLoad({ filter: /.*/, namespace: 'docsgen-static-url' }, (args) => ({ contents: `module.exports = ${JSON.stringify(args.path)};`, loader: 'js' }));
      b.onLoad({ filter: /\.mdx?$/ }, async (args) => {
        try {
          const source = await readFile(args.path, 'utf8');
          // Partials shared by several pages are compiled once per version.
          let pending = options.partials?.get(args.path);
          if (pending?.source !== source) {
            pending = { source, compiled: compileMdx(source, args.path, options.remarkPlugins, { positions: false, partialFile: slashPath(path.relative(options.rootDir, args.path)), markdownAsMdx: options.markdownAsMdx, mdx1Compat: options.mdx1Compat, idPrefix: partialIdPrefix(options.rootDir, args.path) }) };
            options.partials?.set(args.path, pending);
          }
          const compiled = await pending.compiled;
          // A partial's problems are at its own file:line:col (the gates name the pages importing it).
          const partial = path.relative(options.rootDir, args.path);
          for (const problem of compiled.file.data.brokenMarkdownLinks ?? []) brokenMarkdownLinks.push({ ...problem, file: partial });
          linkTargets.push(...(compiled.file.data.linkTargets ?? []));
          for (const m of compiled.file.messages) warnings.push({ ...messageWarning(m), file: partial });
          const missing = missingExports.get(args.path);
          return { contents: missing ? `${compiled.code}\n${undefinedExports(missing)}` : compiled.code, loader: 'js', resolveDir: path.dirname(args.path) };
        } catch (error) {
          if (!(error instanceof VFileMessage)) throw error;
          const { reason, line, column } = mdxErrorPosition(error);
          return { errors: [{ text: reason, location: { file: args.path, line: line ?? 1, column: (column ?? 1) - 1 }, detail: 'source' }] };
        }
      });
    },
  };
  const bundle = async () =>
    (await loadEsbuild()).build({
      stdin: { contents: code, loader: 'js', resolveDir: pageDir, sourcefile: options.entryName ?? filePath },
      absWorkingDir: options.rootDir,
      ...SERVER_BUNDLE_OPTIONS,
      // webpack read JSX in a site's .js files; esbuild does only when told.
      loader: { '.js': 'jsx' },
      // As Docusaurus's resolve.modules: a page outside the site's folder (docs: '../docs') finds packages in the site's node_modules too.
      nodePaths: [path.join(options.rootDir, 'node_modules')],
      metafile: true,
      ...(options.define && Object.keys(options.define).length > 0 ? { define: { ...options.define } } : {}),
      // siteAlias after docsgen-mdx: its island, image and raw-import callbacks see `@site/` paths first.
      plugins: [plugin, siteAlias(options.rootDir), componentCssPlugin({ rootDir: options.rootDir, found: stylesheets }), packageResolver({ react: options.react, mode: 'require' })],
    });
  let result: Awaited<ReturnType<typeof bundle>> | undefined;
  // Each pass may find more missing names (a module's only after its importer's are filled in).
  for (let pass = 0; !result; pass++) {
    result = await bundle().catch((error: { errors?: Message[] }) => {
      const errors = error.errors ?? [];
      const missing = errors.map((e) => ({ e, match: /^No matching export in "([^"]+)" for import "([^"]+)"$/.exec(e.text) }));
      if (pass < 5 && errors.length > 0 && missing.every(({ match }) => match)) {
        for (const { e, match } of missing) {
          // docsgen's own stand-in for a Docusaurus module: keyed by its namespaced id.
          const provided = match![1]!.startsWith('docsgen-builtin:') ? match![1]!.slice('docsgen-builtin:'.length) : undefined;
          // An interactive component's island module (see the docsgen-island namespace): keyed by its namespaced id, named by its file.
          const island = match![1]!.startsWith('docsgen-island:') ? match![1]!.slice('docsgen-island:'.length) : undefined;
          const module = provided || island ? match![1]! : path.resolve(options.rootDir, match![1]!);
          const names = missingExports.get(module) ?? new Set<string>();
          names.add(match![2]!);
          missingExports.set(module, names);
          const importer = e.location ? path.resolve(options.rootDir, e.location.file) : filePath;
          const where = findImportOf(importer, match![2]!);
          const message = provided
            ? `"${match![2]}" of ${provided} is not provided by docsgen (it provides ${Object.keys(builtinModules[provided] ?? {}).join(', ') || 'nothing else'}): it is undefined here, so a component that uses it fails where it renders (Docusaurus's theme internals are not part of docsgen's theme)`
            : `"${match![2]}" is not exported by ${island ? slashPath(path.relative(options.rootDir, island)) : match![1]}: it is undefined here, as webpack left it (fix the import)`;
          const warning: ContentWarning = importer === filePath ? { message, ...where } : { message, ...where, file: path.relative(options.rootDir, importer) };
          warnings.push(warning);
          undefinedImports.push(warning);
        }
        return undefined;
      }
      const first = errors[0];
      if (!first) throw error;
      throw toContentError(first, filePath, options.rootDir);
    });
  }
  // Partials that import each other would render each other forever (a stack overflow): name the chain.
  const cycle = partialCycle(result.metafile, filePath, options.rootDir);
  if (cycle) {
    const first = cycle[0]!;
    const where = importPositionOf(filePath, first);
    const chain = [filePath, ...cycle].map((file) => slashPath(path.relative(options.rootDir, file))).join(' → ');
    throw new ContentError(path.relative(options.rootDir, filePath), `partials import each other in a cycle: ${chain} (each would render the next forever)`, where?.line, where?.column);
  }
  const inputs = Object.keys(result.metafile.inputs)
    .filter((input) => !input.includes(':') || path.isAbsolute(input))
    .map((input) => path.resolve(options.rootDir, input))
    .filter((input) => input !== filePath && isFile(input))
    .concat([...rawFiles].filter((file) => file !== filePath))
    // The stylesheets, with what they @import and their url() files: an edit there re-renders the page.
    .concat(stylesheets.size ? (await componentStylesheet(stylesheets, options.rootDir, options.staticDir)).inputs.sort() : []);
  // A package's nested React that the build's stood in for (see packageResolver): named at its
  // import, as a note (Docusaurus's webpack aliases react to the site's copy without a word).
  for (const message of result.warnings) {
    if (message.pluginName !== 'docsgen-packages') continue;
    const file = message.location ? path.resolve(options.rootDir, message.location.file) : filePath;
    const where = message.location ? { line: message.location.line, column: message.location.column + 1 } : {};
    warnings.push({ message: message.text, ...where, ...(file === filePath ? {} : { file: slashPath(path.relative(options.rootDir, file)) }), note: true });
  }
  return { code: result.outputFiles[0]!.text, inputs, brokenMarkdownLinks, linkTargets, warnings, islands: [...islands].sort(), undefinedImports };
}

/**
 * An esbuild problem as a content error at the MDX source: a position from the MDX compiler is
 * the source's own; one in compiled code is replaced by where the source names the import.
 */
function toContentError(message: Message, page: string, rootDir: string): ContentError {
  const location = message.location;
  const file = location ? path.resolve(rootDir, location.file) : page;
  const display = path.relative(rootDir, file);
  if (message.detail === 'source' && location) return new ContentError(display, message.text, location.line, location.column + 1);
  // A problem in a file from outside the site (`import p from '/etc/passwd'`): the page's import line says where.
  if (location && file !== page && !isInside(rootDir, file)) {
    const where = importPositionOf(page, file);
    return new ContentError(path.relative(rootDir, page), `cannot import ${file}: ${message.text} (at ${file}:${location.line}:${location.column + 1})`, where?.line, where?.column);
  }
  // A script of the site's (a component, JSX in a .js file): esbuild's place is the file's own.
  // A Markdown file's is in the compiled code: the import's line is looked up in the source instead.
  const own = location && !/\.mdx?$/i.test(file) ? { line: location.line, column: location.column + 1 } : undefined;
  if (own && !/^(Could not resolve|No matching export)/.test(message.text)) return new ContentError(display, message.text, own.line, own.column);
  const specifier = /"([^"]+)"/.exec(message.text)?.[1] ?? location?.lineText.match(/["']([^"']+)["']/)?.[1];
  const where = (specifier ? specifierPosition(file, specifier) : undefined) ?? own;
  return new ContentError(display, message.text, where?.line, where?.column);
}

/**
 * The first cycle of `.md`/`.mdx` imports reachable from the page (the bundle's input), as
 * absolute paths from the first partial the page imports on it to the one that repeats.
 */
function partialCycle(metafile: Metafile, page: string, rootDir: string): string[] | undefined {
  const isMarkdown = (file: string) => /\.mdx?$/.test(file);
  const edges = (input: string) => (metafile.inputs[input]?.imports ?? []).map((i) => i.path).filter(isMarkdown);
  const onPath: string[] = [];
  const done = new Set<string>();
  const visit = (input: string): string[] | undefined => {
    const at = onPath.indexOf(input);
    if (at !== -1) return [...onPath.slice(at), input];
    if (done.has(input)) return undefined;
    onPath.push(input);
    for (const next of edges(input)) {
      const found = visit(next);
      if (found) return found;
    }
    onPath.pop();
    done.add(input);
    return undefined;
  };
  const pageInput = Object.keys(metafile.inputs).find((input) => path.resolve(rootDir, input) === page);
  for (const start of pageInput ? edges(pageInput) : []) {
    const found = visit(start);
    if (found) return found.map((input) => path.resolve(rootDir, input));
  }
  return undefined;
}

/** A docsgen module: external when the ES module standing for it asks, else that module (see the plugin's `docsgen-builtin`). */
function builtin(id: string, importerNamespace: string): { path: string; external?: boolean; namespace?: string } {
  return importerNamespace === 'docsgen-builtin' ? { path: id, external: true } : { path: id, namespace: 'docsgen-builtin' };
}

function listProvided(builtinModules: Record<string, unknown>, prefix: string): string {
  return Object.keys(builtinModules).filter((id) => id.startsWith(prefix)).map((id) => id.slice(prefix.length)).join(', ');
}

function undefinedExports(names: Set<string>): string {
  return [...names].map((name) => `export const ${name} = undefined;`).join('\n');
}

function scriptLoader(file: string): 'js' | 'jsx' | 'ts' | 'tsx' {
  const ext = path.extname(file).replace(/^\.[cm]?/, '');
  return ext === 'ts' || ext === 'tsx' || ext === 'jsx' ? ext : 'jsx';
}

/** Where a file imports `name` between braces (`import { name } from …`), for a warning's position. */
function findImportOf(file: string, name: string): { line?: number; column?: number } {
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch {
    return {};
  }
  const match = new RegExp(`import\\s*(?:[\\w$]+\\s*,\\s*)?\\{[^}]*?\\b(${name})\\b`).exec(source);
  if (!match) return {};
  const at = match.index + match[0].length - name.length;
  const before = source.slice(0, at);
  return { line: before.split('\n').length, column: at - before.lastIndexOf('\n') };
}

function realPath(file: string): string {
  try {
    return realpathSync(file);
  } catch {
    return file;
  }
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * What the ids a partial's plugins make (its `::::tabs` and npm2yarn panels) start with, so they
 * differ from the page's own and other partials': a short hash of its path from the site's folder.
 */
export function partialIdPrefix(rootDir: string, file: string): string {
  return createHash('sha1').update(slashPath(path.relative(rootDir, file))).digest('hex').slice(0, 6);
}

/**
 * React's "Element type is invalid … got: undefined" after the bundle filled in names a module
 * lacked: the render failure names the first such import (file:line), which is most likely the
 * component that was undefined, instead of React's message alone.
 */
export function undefinedImportFailure(display: string, kind: string, error: unknown, undefinedImports: readonly ContentWarning[]): ContentError | undefined {
  const message = (error as Error | undefined)?.message ?? String(error);
  const first = undefinedImports[0];
  if (!first || !/^Element type is invalid/.test(message)) return undefined;
  const failure = new ContentError(first.file ?? display, `the ${kind} failed to render: a component it uses is undefined. ${first.message}`, first.line, first.column);
  if (first.file) failure.page = display;
  return failure;
}
