import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'hast';
import type { ComponentType } from 'react';
import { fromHtml } from 'hast-util-from-html';
import { ContentError } from '../../util/errors.js';
import { slashPath } from '../../util/slashPath.js';
import type { HeadTag } from '../../shared/headTags.js';
import { hashFile } from '../../util/hashFile.js';
import { routeAddress, withBase } from '../../shared/paths.js';
import { bundleMdx, undefinedImportFailure } from './bundleMdx.js';
import type { DocusaurusSite } from './docusaurus/siteContext.js';
import { isInteractiveSource } from './islands/interactiveModule.js';
import { ISLAND_MODULE } from './islands/islandModuleId.js';
import { loadMdxRuntime } from './loadMdxRuntime.js';
import { placeInSource } from './placeInSource.js';
import { translatedInputs, type MdxProcessorOptions, type MdxResult } from './processMdx.js';
import { DEFAULT_SITE, renderPageModule } from './renderPageModule.js';

/** The site's own script files a page imports (its components), where its links may be written. */
const SCRIPT = /\.[cm]?[jt]sx?$/;

export interface ReactPageResult extends MdxResult {
  /** What the page's `<Layout>` was given. */
  title?: string;
  description?: string;
}

/**
 * A React page of src/pages (Docusaurus's layout): its module bundled as MDX pages' are (the site's
 * components, CSS modules, SVGs as components, `@site/…`, docsgen's `@docusaurus/*` and
 * `@theme/*`), its default export rendered to HTML with React. Its HTML is kept as rendered (no
 * Markdown plugins: the component lays itself out).
 *
 * In the browser it is hydrated through the islands (one mechanism for MDX and React pages): a
 * page whose own code has state, effects or event handlers is one island, hydrated whole; a page
 * without them ships no JavaScript of its own, and only the interactive components it imports are
 * islands, as in an MDX page.
 */
export function createReactPageProcessor(options: Pick<MdxProcessorOptions, 'rootDir' | 'react' | 'staticDir' | 'generatedDir' | 'themeDir' | 'swizzleDir' | 'site' | 'routesBySource' | 'defines' | 'pluginThemes'>) {
  return async (filePath: string): Promise<ReactPageResult> => {
    const display = path.relative(options.rootDir, filePath);
    const module = slashPath(display);
    const source = readFileSync(filePath, 'utf8');
    const wholePage = isInteractiveSource(source);
    const entry = wholePage
      ? // The page's exports wrapped as an island's (see islandModule): it renders inside <docsgen-island>.
        [`import * as m from ${JSON.stringify(filePath)};`, `import { islandModule } from ${JSON.stringify(ISLAND_MODULE)};`, `export default islandModule(m, ${JSON.stringify(module)}).default;`].join('\n')
      : `export { default } from ${JSON.stringify(filePath)};`;
    const bundle = await bundleMdx(entry, filePath, {
      rootDir: options.rootDir,
      react: options.react,
      staticDir: options.staticDir,
      ...(options.generatedDir ? { generatedDir: options.generatedDir } : {}),
      themeDir: options.themeDir,
      swizzleDir: options.swizzleDir,
      define: options.defines,
      pluginThemes: options.pluginThemes,
      remarkPlugins: [],
      entryName: `${filePath}#page`,
      componentIslands: !wholePage,
    });
    const baseUrl = options.site?.siteConfig.baseUrl ?? '/';
    const layoutProps: { title?: string; description?: string } = {};
    const site: DocusaurusSite = {
      ...(options.site ?? DEFAULT_SITE),
      pathname: withBase(baseUrl, routeAddress(options.routesBySource.get(filePath) ?? '/', options.site?.siteConfig.trailingSlash === true)),
      layoutProps,
    };
    // The build's React (the site's, see loadMdxRuntime), as for MDX pages.
    const runtime = await loadMdxRuntime(options.react);
    let html: string;
    let islands: string[];
    let head: HeadTag[];
    let translated = false;
    try {
      const render = renderPageModule(runtime, site, bundle.code, (exported) => {
        const Page = exported as ComponentType<{ config: DocusaurusSite['siteConfig'] }>;
        if (typeof Page !== 'function' && (typeof Page !== 'object' || Page === null)) throw new ContentError(display, 'a React page needs a default-exported component (export default function Page() { … })');
        // Docusaurus hands a React page its route's `config` module (the site config) as a prop.
        return runtime.createElement(Page, { config: site.siteConfig });
      });
      ({ html, head, translated } = render);
      // The page itself, or the interactive components it showed.
      islands = [...(render.modules.has(module) ? [filePath] : []), ...bundle.islands.filter((file) => render.modules.has(slashPath(path.relative(options.rootDir, file))))];
    } catch (error) {
      if (error instanceof ContentError) throw error;
      throw undefinedImportFailure(display, 'React page', error, bundle.undefinedImports) ?? new ContentError(display, `the React page failed to render: ${(error as Error).message ?? String(error)}`);
    }
    const hast = fromHtml(html, { fragment: true }) as Root;
    // Its links and images named at the page's (or its component's) source line, not the HTML's.
    const components = bundle.inputs.filter((input) => SCRIPT.test(input) && !input.split(path.sep).includes('node_modules') && !path.relative(options.rootDir, input).startsWith('..'));
    placeInSource(hast, [{ display: module, text: source }, ...components.map((file) => ({ display: slashPath(path.relative(options.rootDir, file)), text: readFileSync(file, 'utf8') }))], baseUrl);
    return {
      hast,
      brokenMarkdownLinks: [],
      linkTargets: [],
      unsafeContent: [],
      warnings: bundle.warnings,
      inputs: translatedInputs(bundle.inputs, translated, site),
      islands,
      ...(head.length ? { head } : {}),
      ...layoutProps,
    };
  };
}
