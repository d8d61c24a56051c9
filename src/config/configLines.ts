import { lineOfText } from '../util/lineOfText.js';

/**
 * Where the config, or a sidebars file it reads, writes what a message points at (a doc id, a
 * sidebar name, `mainDocId`): made once by the config stage and handed down with the resolved
 * config, so no later stage reads a config source itself.
 */
export interface ConfigLines {
  /**
   * The 1-based line of the one place `pattern` matches in `file` (the config file when left out);
   * undefined when it matches more than once or nowhere, or the file cannot be read.
   */
  lineOf(pattern: RegExp, file?: string): number | undefined;
}

/** The config file's line service (see ConfigLines). */
export function configLines(configFile: string): ConfigLines {
  return { lineOf: (pattern, file = configFile) => lineOfText(file, pattern) };
}
