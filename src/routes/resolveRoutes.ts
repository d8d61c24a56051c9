import { allPages } from '../content/allPages.js';
import type { ConfigValues } from '../config/configValues.js';
import type { Content } from '../content/types.js';
import { formatLocation, metOnPage } from '../errors.js';
import { applyGate, applyUnsafeContentGates, type ReferenceGates } from '../gates.js';
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
  applyGate(config, 'onDuplicateRoutes', 'duplicate route', table.warnings, logger);
  const broken = pages.flatMap((doc) =>
    doc.brokenMarkdownLinks.map((p) => onPage(`${formatLocation(p.file ?? doc.displayPath, p.line, p.column)}: broken Markdown link ${p.href} (no such page)`, doc.displayPath, p.file)),
  );
  if (references) references.add('onBrokenMarkdownLinks', 'broken Markdown link', broken);
  else applyGate(config, 'onBrokenMarkdownLinks', 'broken Markdown link', broken, logger);
  applyUnsafeContentGates(config, pages, logger);
  const warnings = pages.flatMap((doc) => doc.warnings.map((w) => onPage(`${formatLocation(w.file ?? doc.displayPath, w.line, w.column)}: ${w.message}`, doc.displayPath, w.file)));
  applyGate(config, 'onWarnings', 'content warning', warnings, logger);
  return table;
}

/** A problem in another file than the page's (a partial): marked with the page, for grouping. */
function onPage(message: string, page: string, file: string | undefined): string {
  return file && file !== page ? metOnPage(message, page) : message;
}
