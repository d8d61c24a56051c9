import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Hooks that only read what the build already knows (the site's config, its base URL, the page's
 * location, its docs sidebar): a component calling only these renders the same
 * in the browser, so it needs no JavaScript there.
 */
const STATIC_HOOKS = new Set([
  'useBaseUrl',
  'useBaseUrlUtils',
  'useDocusaurusContext',
  'useLocation',
  'useMDXComponents',
  'useContext',
  'useId',
  'useMemo',
  'useCallback',
  // The docs sidebar as the build worked it out (see docsSidebar.ts).
  'useDocsSidebar',
  'useCurrentSidebarCategory',
  'useCurrentSidebarSiblings',
  'useDocById',
]);

/**
 * What makes a component need the browser: a hook with state or effects (`useState`, `useEffect`,
 * a custom `useX`…), a JSX event handler (`onClick={…}`), a class component's `componentDidMount`
 * (react-github-btn draws its button there), or `BrowserOnly` / `useIsBrowser`.
 */
export function isInteractiveSource(source: string): boolean {
  const code = stripComments(source);
  for (const match of code.matchAll(/\b(use[A-Z]\w*)\s*\(/g)) if (!STATIC_HOOKS.has(match[1]!)) return true;
  if (/\bon[A-Z]\w*\s*=\s*\{/.test(code)) return true;
  if (/\bon[A-Z]\w*\s*:/.test(code) && /createElement|jsx/.test(code)) return true;
  if (/\bcomponentDidMount\s*\(/.test(code)) return true;
  return /\bBrowserOnly\b/.test(code);
}

const SCRIPT = /\.[cm]?[jt]sx?$/;
const EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '.mjs'];

/**
 * Whether a site module (a component file an MDX page imports) is interactive: its own source or a
 * local module it imports is (see isInteractiveSource). Packages are not looked into.
 */
export function isInteractiveModule(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file) || !SCRIPT.test(file)) return false;
  seen.add(file);
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch {
    return false;
  }
  if (isInteractiveSource(source)) return true;
  for (const match of source.matchAll(/\b(?:from|import)\s*\(?\s*(['"])(\.{1,2}\/[^'"]+)\1/g)) {
    const local = resolveLocal(path.resolve(path.dirname(file), match[2]!));
    if (local && isInteractiveModule(local, seen)) return true;
  }
  return false;
}

function resolveLocal(stem: string): string | undefined {
  for (const candidate of [stem, ...EXTENSIONS.map((ext) => stem + ext), ...EXTENSIONS.map((ext) => path.join(stem, `index${ext}`))]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return undefined;
}

function stripComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}
