import type { SiteConfig } from './config/siteConfig.js';
import { AggregateBuildError } from './errors.js';
import type { Logger } from './log.js';

type GateName = keyof SiteConfig['gates'];

/** Applies a gate's configured action (throw / warn / ignore) to its problems. */
export function applyGate(config: SiteConfig, gate: GateName, noun: string, problems: string[], logger: Logger): void {
  if (problems.length === 0) return;
  const action = config.gates[gate];
  if (action === 'ignore') return;
  const summary = `${problems.length} ${noun}${problems.length === 1 ? '' : 's'} found (${gate}: '${action}')`;
  if (action === 'throw') throw new AggregateBuildError(summary, problems);
  logger.warn(`${summary}\n${problems.map((p) => `  - ${p}`).join('\n')}`);
}
