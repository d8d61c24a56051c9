import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtinModules } from 'node:module';
import { describe, expect, it } from 'vitest';

// What an installed docsgen imports at run time must be one of its own dependencies: npm may
// hoist a package a dependency brings, so a missing declaration works here and breaks elsewhere.
const root = fileURLToPath(new URL('../..', import.meta.url));
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { name: string; dependencies: Record<string, string> };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The package names a file imports as values (`import type` and `import { type X }`-only lines are erased). */
export function valueImports(source: string): string[] {
  const names: string[] = [];
  const pattern = /^\s*(import|export)\s+(?!type\s)([^'";]*?)\s*from\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm;
  for (const match of source.matchAll(pattern)) {
    const clause = match[2];
    if (clause !== undefined && /^\{[^}]*\}$/.test(clause.trim()) && clause.replace(/[{}\s]/g, '').split(',').filter(Boolean).every((part) => part.startsWith('type'))) continue;
    const specifier = match[3] ?? match[4] ?? match[5]!;
    if (specifier.startsWith('.') || specifier.startsWith('node:') || builtinModules.includes(specifier)) continue;
    // The theme's aliases and docsgen's own virtual modules, which the build resolves itself.
    if (/^(@theme\/|@theme-original\/|@site\/|docsgen:)/.test(specifier)) continue;
    names.push(specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!);
  }
  return names;
}

describe('runtime dependencies', () => {
  it('finds value imports and skips type-only ones', () => {
    expect(valueImports("import type { Root } from 'hast';\nimport { type A, type B } from 'mdast';\nimport { VFile } from 'vfile';\nconst m = await import('@scope/pkg/sub');")).toEqual(['vfile', '@scope/pkg']);
  });

  it('every package src/ and templates/ import at run time is declared in dependencies', () => {
    const files = [...sourceFiles(path.join(root, 'src')), ...sourceFiles(path.join(root, 'templates'))];
    const missing = new Set<string>();
    for (const file of files) {
      for (const name of valueImports(readFileSync(file, 'utf8'))) {
        if (name !== pkg.name && !(name in pkg.dependencies)) missing.add(`${name} (${path.relative(root, file)})`);
      }
    }
    expect([...missing]).toEqual([]);
  });
});
