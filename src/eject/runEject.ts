import { existsSync } from 'node:fs';
import path from 'node:path';
import { UsageError } from '../util/errors.js';
import { componentList, ejectComponent } from './ejectComponent.js';

/** `docsgen eject [component] [--list]`. The copy goes to the config's themeDir (default `theme/`). */
export async function runEject(component: string | undefined, opts: { config?: string; list?: boolean }): Promise<void> {
  if (opts.list || !component) {
    if (!opts.list) throw new UsageError(`eject: name a component (docsgen eject Footer). The components are:\n${componentList()}`);
    console.log(`Components of the default theme (docsgen eject <Component>):\n${componentList()}`);
    return;
  }
  let themeDir = path.resolve('theme');
  const { findConfigFile, loadConfig } = await import('../config/loadConfig.js');
  const configFile = opts.config ?? findConfigFile();
  if (existsSync(configFile)) {
    const config = await loadConfig(configFile);
    themeDir = config.paths.themeDir;
  }
  const file = await ejectComponent(component, themeDir);
  console.log(`docsgen eject: ${path.relative(process.cwd(), file)} now replaces the default ${component}; edit it there.`);
}
