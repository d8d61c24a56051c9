import { allPages } from '../content/allPages.js';
import type { ConfigValues } from '../config/configValues.js';
import type { Content } from '../content/types.js';
import { applyGate, applyUnsafeContentGates, brokenMarkdownLinkLines, contentWarningLines, runGates, type ReferenceGates } from '../gates.js';
import type { Logger } from '../log.js';
import { buildRoutes } from './buildRoutes.js';
import type { PageSource } from './pageSource.js';
import type { RouteTable } from './types.js';

/**
 * routes stage: the route table and sidebars, through the duplicate-route, Markdown-link, safety
 * and content-warning gates. Given `references`, broken Markdown links wait there to be reported
 * with the run's other broken references.
 */
export function resolveRoutes(content: Content, config: ConfigValues, sources: readonly PageSource[], logger: Logger, references?: ReferenceGates): RouteTable {
  const table = buildRoutes(content, config, sources);
  // Every source's pages go through the same gates as the docs.
  const pages = allPages(content);
  // Every gate runs, even after one failed: a report lists what each found.
  runGates([
    () => applyGate(config, 'onDuplicateRoutes', 'duplicate route', table.warnings, logger),
    () => {
      const broken = brokenMarkdownLinkLines(pages);
      if (references) references.add('onBrokenMarkdownLinks', 'broken Markdown link', broken);
      else applyGate(config, 'onBrokenMarkdownLinks', 'broken Markdown link', broken, logger);
    },
    () => applyUnsafeContentGates(config, pages, logger),
    () => applyGate(config, 'onWarnings', 'content warning', contentWarningLines(pages), logger),
  ]);
  return table;
}
