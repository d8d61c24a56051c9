import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { findSwizzleFile } from './themeFile.js';

// A Docusaurus site's swizzled `prism-include-languages`, read where the config maps
// `prism.additionalLanguages` (the languages highlighted) and where the theme stage names unused swizzles.

/** The site's `src/theme/prism-include-languages.{js,jsx,ts,tsx}` (or `…/index`), when it has one. */
export function prismIncludeLanguagesFile(swizzleDir: string): string | undefined {
  return findSwizzleFile(swizzleDir, 'prism-include-languages');
}

/**
 * The languages a prism-include-languages file registers by name: `prismjs/components/prism-x`
 * imports of a literal name (a template one is `prism.additionalLanguages`, which the config gives
 * already), and `Prism.languages.x = …` / `.languages['x'] = …` in it or in the site's files it
 * imports (relative paths, followed once each). `sameAs`: a name given another's grammar
 * (`languages.zsh = languages.bash`).
 */
export function registeredGrammars(file: string): { names: string[]; sameAs: Array<[string, string]> } {
  const names = new Set<string>();
  const sameAs: Array<[string, string]> = [];
  const seen = new Set<string>();
  const read = (at: string) => {
    if (seen.has(at)) return;
    seen.add(at);
    let text: string;
    try {
      text = readFileSync(at, 'utf8');
    } catch {
      return;
    }
    for (const [, name] of text.matchAll(/['"`]prismjs\/components\/prism-([\w-]+)(?:\.js)?['"`]/g)) names.add(name!);
    for (const match of text.matchAll(/\.languages(?:\.([A-Za-z_$][\w$]*)|\[\s*['"]([^'"]+)['"]\s*\])\s*=(?!=)(?:\s*[\w$.]*\.languages\.([A-Za-z_$][\w$]*)\s*[;\n])?/g)) {
      const name = (match[1] ?? match[2])!;
      names.add(name);
      if (match[3]) sameAs.push([name, match[3]]);
    }
    for (const [, specifier] of text.matchAll(/(?:require\s*\(\s*|import\s*\(\s*|from\s+|import\s+)['"`](\.{1,2}\/[^'"`$]+)['"`]/g)) {
      const target = resolveRelative(path.resolve(path.dirname(at), specifier!));
      if (target) read(target);
    }
  };
  read(file);
  return { names: [...names].sort(), sameAs };
}

function resolveRelative(base: string): string | undefined {
  for (const candidate of [base, ...['.js', '.mjs', '.cjs', '.ts', '.mts', '.cts'].map((ext) => base + ext), ...['index.js', 'index.ts'].map((index) => path.join(base, index))]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}
