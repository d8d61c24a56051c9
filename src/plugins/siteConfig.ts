import type { ConfigValues } from '../config/configValues.js';
import type { ConfigInput } from '../config/schema.js';
import type { DocsgenPlugin } from './types.js';

/** The types of site.config.ts: the schema's values with plugins typed by the plugins stage. */
export type UserConfig = ConfigInput & { plugins?: DocsgenPlugin[] };
/** The resolved config with its plugins checked (see loadSiteConfig): what a build runs on. */
export type SiteConfig = ConfigValues & { plugins: DocsgenPlugin[] };
