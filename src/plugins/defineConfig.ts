import type { UserConfig } from './siteConfig.js';

/** Identity function that gives site.config.ts its types. */
export function defineConfig(config: UserConfig): UserConfig {
  return config;
}
