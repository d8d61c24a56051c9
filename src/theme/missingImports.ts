/** The `@docusaurus/*` and `@theme/*` modules docsgen gives a swizzle (the ones MDX pages get: content/mdx/components' builtinModules), by id: their exports. */
export type ProvidedModules = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

/** Names of Docusaurus modules docsgen gives to one swizzle only (see swizzleInternals): the theme config part it reads. */
const INTERNALS_FOR: Record<string, Record<string, string[]>> = {
  // Docusaurus's own TOC, ejected, renders its items with TOCItems.
  TOC: { '@theme/TOCItems': ['default'] },
  TOCCollapsible: { '@theme/TOCItems': ['default'] },
};

/**
 * What of a swizzled component's imports docsgen lacks (`"@theme/TOCItems"`, `useDocsVersionCandidates from
 * "@docusaurus/theme-common"`): React, packages, its own files and docsgen's part it wraps resolve,
 * and of Docusaurus's modules the ones docsgen provides (`provided`), with the names they export;
 * `layered`: whether the site's theme folders have a `@theme/` module.
 */
export function missingImports(source: string, name: string, provided: ProvidedModules, layered?: (specifier: string) => boolean): string[] {
  const missing: string[] = [];
  for (const match of source.matchAll(/(?:\bimport\s+(?:type\s+)?([^'";]*?)\s*from\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)(['"])([^'"]+)\2/g)) {
    const [, clause = '', , specifier] = match as unknown as [string, string | undefined, string, string];
    // The part it wraps: docsgen's, under either of Docusaurus's names for it.
    if (/^import\s+type\b/.test(match[0]) || specifier === `@theme-original/${name}` || specifier === `@theme-init/${name}`) continue;
    if (!/^@(docusaurus|theme|theme-original|theme-init|generated)\//.test(specifier)) continue;
    // A component of the site's (or a plugin's) theme folders: the one theme lookup finds it (see themeLayerFile).
    if (specifier.startsWith('@theme/') && layered?.(specifier)) continue;
    if (!(specifier in provided) && !INTERNALS_FOR[name]?.[specifier]) {
      missing.push(`"${specifier}"`);
      continue;
    }
    const exported = { ...(provided[specifier] ?? { default: true }), ...Object.fromEntries((INTERNALS_FOR[name]?.[specifier] ?? []).map((own) => [own, true])) };
    const named = /\{([^}]*)\}/.exec(clause)?.[1] ?? '';
    for (const item of named.split(',')) {
      const imported = item.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]!;
      if (imported && !item.trim().startsWith('type ') && !(imported in exported)) missing.push(`${imported} from "${specifier}"`);
    }
  }
  return [...new Set(missing)];
}
