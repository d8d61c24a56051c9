import { allPages } from '../content/allPages.js';
import type { ConfigValues } from '../config/configValues.js';
import type { Content, Doc } from '../content/types.js';
import type { PageSidebar } from '../content/mdx/docusaurus/siteContext.js';
import { brokenMarkdownLinkLines, contentWarningLines, runGates, type Gates, type ReferenceGates } from '../gates/gates.js';
import { buildRoutes } from './buildRoutes.js';
import { editUrlInput, pageEditUrl } from './pageEditUrl.js';
import { pageSidebars } from './pageSidebars.js';
import type { PageSource } from './pageSource.js';
import type { RouteTable } from './types.js';

export interface RoutesStage {
  /**
   * The route table and sidebars, through the duplicate-route, Markdown-link, safety and
   * content-warning gates. Broken Markdown links wait in `references`, to be reported with the
   * run's other broken references.
   */
  run(content: Content, references: ReferenceGates): RouteTable;
  /** What each page's sidebar hooks read (see pageSidebars), for pages that read the docs sidebar. */
  pageSidebars(table: RouteTable, content: Content): (doc: Doc) => PageSidebar;
}

/** routes stage: every registered source's routes (see pageSources), through the page gates. */
export function createRoutesStage(config: ConfigValues, sources: readonly PageSource[], gates: Gates): RoutesStage {
  // What the stage's own steps read of the config, taken once as plain values (the sources read the config they were registered with).
  const editUrls = editUrlInput(config);
  const { urls: { base } } = config;
  return {
    run(content, references) {
      const table = buildRoutes(content, config, sources);
      // Each page's "Edit this page" link: its own, or the config's editUrl for its folder.
      for (const route of table.routes) {
        const editUrl = pageEditUrl(route, editUrls);
        if (editUrl) route.editUrl = editUrl;
      }
      // Every source's pages go through the same gates as the docs.
      const pages = allPages(content);
      // Every gate runs, even after one failed: a report lists what each found.
      runGates([
        () => gates.apply('onDuplicateRoutes', 'duplicate route', table.warnings),
        () => references.add('onBrokenMarkdownLinks', 'broken Markdown link', brokenMarkdownLinkLines(pages)),
        () => gates.unsafeContent(pages),
        () => gates.apply('onWarnings', 'content warning', contentWarningLines(pages)),
        () => gates.note(contentWarningLines(pages, true)),
      ]);
      return table;
    },
    pageSidebars: (table, content) => pageSidebars(table, content, base),
  };
}
