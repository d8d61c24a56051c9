import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UsageError } from '../util/errors.js';
import { builtInThemeDir } from '../util/packageRoot.js';
import { themeComponents } from '../theme/themeFiles.js';
import { THEME_PREFIX } from '../theme/themeResolver.js';

/** The list `docsgen eject --list` prints, and an unknown name's error shows. */
export function componentList(): string {
  return themeComponents().map((name) => `  ${name}`).join('\n');
}

/**
 * `docsgen eject <Component>`: copies a default theme component's source into the site's theme
 * folder, where it then replaces the default one. Its imports of sibling modules become
 * `@theme/<Name>`, so they still find the default theme's (or the site's own) modules.
 */
export async function ejectComponent(name: string, siteThemeDir: string): Promise<string> {
  const wanted = name.replace(/\.tsx$/, '');
  const components = themeComponents();
  const match = components.find((c) => c === wanted) ?? components.find((c) => c.toLowerCase() === wanted.toLowerCase());
  if (!match) throw new UsageError(`eject: no component "${name}" in the default theme. The components are:\n${componentList()}`);
  const source = path.join(builtInThemeDir(), `${match}.tsx`);
  const target = path.join(siteThemeDir, `${match}.tsx`);
  if (existsSync(target)) throw new UsageError(`eject: ${path.relative(process.cwd(), target)} exists already (docsgen never overwrites it); remove it to eject ${match} again`);
  const code = rewriteImports(await readFile(source, 'utf8'), path.posix.dirname(match));
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, code, { flag: 'wx' });
  return target;
}

/** `from './Icons.js'` → `from '@theme/Icons'` (relative to the component's folder in the theme). */
export function rewriteImports(code: string, folder: string): string {
  return code.replace(/(\bfrom\s+|\bimport\s+|\bimport\()(['"])(\.{1,2}\/[^'"]+)\2/g, (_all, head: string, quote: string, specifier: string) => {
    const resolved = path.posix.normalize(path.posix.join(folder === '.' ? '' : folder, specifier)).replace(/\.(js|jsx|ts|tsx)$/, '');
    return `${head}${quote}${THEME_PREFIX}${resolved}${quote}`;
  });
}
