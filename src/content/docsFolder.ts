import path from 'node:path';
import type { ConfigValues } from '../config/schema.js';

/** The docs folder, absolute: `<contentDir>/docs` beside the config. */
export function docsFolder(config: Pick<ConfigValues, 'rootDir' | 'contentDir'>): string {
  return path.resolve(config.rootDir, config.contentDir, 'docs');
}
