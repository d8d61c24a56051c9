import path from 'node:path';
import { UsageError } from '../util/errors.js';
import { snapshotVersion } from './snapshotVersion.js';

/** `docsgen docs:version <name> [--id <instance>]`: Docusaurus's command, on the site's config. */
export async function runDocsVersion(name: string, opts: { config?: string; id?: string }): Promise<void> {
  const { findConfigFile, loadConfig } = await import('../config/loadConfig.js');
  const config = await loadConfig(opts.config ?? findConfigFile());
  const id = opts.id ?? config.docsIds.unnamed;
  const instance = config.docsInstances.find((candidate) => candidate.id === id);
  if (!instance) throw new UsageError(`docs:version: no docs instance "${id}" (the config has ${config.docsInstances.map((i) => `"${i.id}"`).join(', ')})`);
  const written = await snapshotVersion({ name, rootDir: config.rootDir, instanceId: id, docsDir: instance.docsDir, sidebars: instance.sidebars });
  const shown = written.map((file) => path.relative(process.cwd(), file) || file);
  console.log(`docsgen docs:version: version ${name} made from ${path.relative(process.cwd(), instance.docsDir) || '.'}:\n  ${shown.join('\n  ')}`);
}
