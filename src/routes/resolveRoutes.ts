import type { SiteConfig } from '../config/siteConfig.js';
import type { Content } from '../content/types.js';
import { formatLocation } from '../errors.js';
import { applyGate, applyUnsafeContentGates } from '../gates.js';
import type { Logger } from '../log.js';
import { buildRoutes } from './buildRoutes.js';
import type { RouteTable } from './types.js';

/** routes stage: the route table and sidebars, through the duplicate-route, Markdown-link, safety and content-warning gates. */
export function resolveRoutes(content: Content, config: SiteConfig, logger: Logger): RouteTable {
  const table = buildRoutes(content, config);
  applyGate(config, 'onDuplicateRoutes', 'duplicate route', table.warnings, logger);
  const broken = content.docs.flatMap((doc) =>
    doc.brokenMarkdownLinks.map((p) => `${formatLocation(doc.displayPath, p.line, p.column)}: broken Markdown link ${p.href} (no such page)`),
  );
  applyGate(config, 'onBrokenMarkdownLinks', 'broken Markdown link', broken, logger);
  applyUnsafeContentGates(config, content.docs, logger);
  const warnings = content.docs.flatMap((doc) => doc.warnings.map((w) => `${formatLocation(doc.displayPath, w.line, w.column)}: ${w.message}`));
  applyGate(config, 'onWarnings', 'content warning', warnings, logger);
  return table;
}
