import type { ConfigValues, ResolvedReact } from '../config/configValues.js';
import type { ConfigInput } from '../config/schema.js';
import type { DocsgenPlugin } from './types.js';

/** The types of site.config.ts: the schema's values with plugins typed by the plugins stage. */
export type UserConfig = ConfigInput & { plugins?: DocsgenPlugin[] };
/** The resolved config with its plugins checked (see withPlugins). */
export type ConfigWithPlugins = ConfigValues & { plugins: DocsgenPlugin[] };
/** That, with the React the site renders with (see loadSiteConfig): what a build or the dev server runs on. */
export type SiteConfig = ConfigWithPlugins & ResolvedReact;
