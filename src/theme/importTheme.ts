import { pathToFileURL } from 'node:url';
import { RenderError } from '../util/errors.js';
import { themeFrame } from './themeFrame.js';
import type { Theme } from './theme.js';

/**
 * Imports a compiled theme module (see compileTheme). Its own file: the page workers
 * import a theme the main thread compiled, and need none of the compiler (esbuild, lightningcss,
 * the theme resolver) that loadTheme.ts loads.
 */
export async function importTheme(file: string): Promise<Theme> {
  process.setSourceMapsEnabled(true);
  try {
    return (await import(pathToFileURL(file).href)) as Theme;
  } catch (error) {
    // A theme file that throws as it loads: named by the source map's file and line.
    const where = themeFrame(error);
    throw new RenderError(`${where ?? 'the theme'}: the theme failed to load: ${(error as Error)?.message ?? String(error)}`, { cause: error });
  }
}
