import type { ConfigValues } from '../config/configValues.js';
import type { ReferenceGates } from '../gates/gates.js';
import type { RouteTable } from '../routes/types.js';
import { checkSiteLinks } from './checkSiteLinks.js';

export interface LinksStage {
  /**
   * Every link, anchor and image of the site checked in memory; the problems go to `references`,
   * to be reported with the run's other broken references.
   */
  run(input: { routes: RouteTable; emitted: Iterable<string>; statics: readonly string[]; references: ReferenceGates }): Promise<void>;
}

/** links stage: the in-memory link check of every run. */
export function createLinksStage(config: ConfigValues): LinksStage {
  return { run: (input) => checkSiteLinks({ ...input, config }) };
}
