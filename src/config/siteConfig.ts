import type { DocsgenPlugin } from '../plugins/types.js';
import type { ConfigValues } from './configValues.js';
import type { ConfigInput } from './schema.js';

/** The types of site.config.ts: the schema's values with plugins typed by the plugins stage. */
export type UserConfig = ConfigInput & { plugins?: DocsgenPlugin[] };
export type SiteConfig = ConfigValues & { plugins: DocsgenPlugin[] };
