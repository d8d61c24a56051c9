import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findThemeFile } from './themeFiles.js';

/**
 * Docusaurus theme components whose swizzle docsgen applies to its own component of the same name
 * (same part of the page; docsgen's props pass through a wrapper untouched).
 */
export const SWIZZLABLE = ['AnnouncementBar', 'ColorModeToggle', 'DocVersionBadge', 'DocVersionBanner', 'EditThisPage', 'Footer', 'Navbar', 'SearchBar'];

/** What a swizzle applied to docsgen's frame may import: React, and the component it wraps. */
function allowedImport(specifier: string, name: string): boolean {
  return specifier === 'react' || specifier === 'react/jsx-runtime' || specifier === `@theme-original/${name}`;
}

export interface DocusaurusSwizzles {
  /** docsgen component name → the site's file (`src/theme/Footer/index.js`) that replaces it. */
  applied: Record<string, string>;
  /** Swizzles of those components left out, with why (they import what docsgen's theme does not provide). */
  skipped: Record<string, string>;
}

/**
 * The swizzles of a Docusaurus site (`src/theme/<Name>.js` or `src/theme/<Name>/index.js`, a
 * default export) that replace docsgen's component of the same name in every page's frame. Only
 * the form `docusaurus swizzle --wrap` writes qualifies: a component that imports nothing but
 * React and `@theme-original/<Name>` (docsgen's component, see themeResolver). An ejected copy reads
 * Docusaurus's internals (`useThemeConfig`, its CSS modules): it is skipped, and named.
 */
export function docusaurusSwizzles(rootDir: string | undefined): DocusaurusSwizzles {
  const found: DocusaurusSwizzles = { applied: {}, skipped: {} };
  if (!rootDir) return found;
  const dir = path.join(rootDir, 'src', 'theme');
  for (const name of SWIZZLABLE) {
    const file = findThemeFile(dir, name) ?? findThemeFile(dir, `${name}/index`);
    if (!file) continue;
    let source: string;
    try {
      source = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    const specifiers = [...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)(['"])([^'"]+)\1/g)].map((match) => match[2]!);
    const other = specifiers.filter((specifier) => !allowedImport(specifier, name));
    if (other.length > 0) found.skipped[file] = `it imports ${other.map((s) => `"${s}"`).join(', ')}; docsgen applies a swizzled ${name} that imports only React and @theme-original/${name} (a wrapper)`;
    else if (!/\bexport\s+default\b/.test(source)) found.skipped[file] = `it has no default export`;
    else found.applied[name] = file;
  }
  return found;
}
