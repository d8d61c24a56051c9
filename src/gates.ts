import type { SiteConfig } from './config/siteConfig.js';
import type { UnsafeContentProblem } from './content/plugins/rehypeSafeHtml.js';
import type { Doc } from './content/types.js';
import { AggregateBuildError, formatLocation, formatProblems } from './errors.js';
import type { Logger } from './log.js';

type GateName = keyof SiteConfig['gates'];

/** Applies a gate's configured action (throw / warn / ignore) to its problems. */
export function applyGate(config: SiteConfig, gate: GateName, noun: string, problems: string[], logger: Logger): void {
  if (problems.length === 0) return;
  const action = config.gates[gate];
  if (action === 'ignore') return;
  const summary = `${problems.length} ${noun}${problems.length === 1 ? '' : 's'} found (${gate}: '${action}')`;
  if (action === 'throw') throw new AggregateBuildError(summary, problems);
  logger.warn(`${summary}\n${formatProblems(problems)}`, problems.length);
}

/**
 * The safety gates: what the sanitizer removed from pages (it is removed either way) fails the
 * build (`throw`) or is listed as warnings (`warn`). Script URLs go to `onUnsafeLinks`,
 * script-capable HTML (elements, `on*` handlers, `srcdoc`) to `onUnsafeHtml`.
 */
export function applyUnsafeContentGates(config: SiteConfig, docs: readonly Doc[], logger: Logger): void {
  const problems = (kind: UnsafeContentProblem['kind']) =>
    docs.flatMap((doc) => doc.unsafeContent.filter((p) => p.kind === kind).map((p) => `${formatLocation(doc.displayPath, p.line, p.column)}: ${p.message}`));
  applyGate(config, 'onUnsafeLinks', 'unsafe link', problems('link'), logger);
  applyGate(config, 'onUnsafeHtml', 'unsafe HTML construct', problems('html'), logger);
}
