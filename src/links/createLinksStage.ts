import type { ReferenceGates } from '../gates/gates.js';
import type { RouteTable } from '../routes/types.js';
import { checkSiteLinks } from './checkSiteLinks.js';
import type { LinksInput } from './linksInput.js';

export interface LinksStage {
  /**
   * Every link, anchor and image of the site checked in memory; the problems go to `references`,
   * to be reported with the run's other broken references.
   */
  run(input: { routes: RouteTable; emitted: Iterable<string>; statics: readonly string[]; references: ReferenceGates }): Promise<void>;
}

/**
 * links stage: the in-memory link check of every run. `input`: what it reads of the config, taken
 * once (see linksInput); `ignore`: the paths no gate reports (the run's Gates.ignoresLink);
 * `markdownLinksThrow`: whether the Markdown-link gate stops the build (see linkSources).
 */
export function createLinksStage({ base, trailingSlash, configLinks }: LinksInput, ignore: (path: string) => boolean, markdownLinksThrow: boolean): LinksStage {
  return { run: (input) => checkSiteLinks({ ...input, base, trailingSlash, ignore, configLinks, markdownLinksThrow }) };
}
