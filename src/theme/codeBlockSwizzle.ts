import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { missingImports, type ProvidedModules } from './missingImports.js';
import { findSwizzleFile } from '../util/themeFile.js';

/**
 * The parts of Docusaurus's code block a site may swizzle (`src/theme/CodeBlock/<part>`): docsgen
 * has each (see content/mdx/docusaurus/codeBlock) and renders the site's in its place.
 */
export const CODE_BLOCK_PARTS = [
  'Container',
  'Title',
  'Content',
  'Content/String',
  'Content/Element',
  'Layout',
  'Buttons',
  'Buttons/Button',
  'Buttons/CopyButton',
  'Buttons/WordWrapButton',
  'Line',
  'Line/Token',
] as const;

export interface CodeBlockSwizzle {
  /** `src/theme/CodeBlock.js` or `CodeBlock/index.js`: the site's whole block (a wrapper, or its own). */
  root?: string;
  /** The site's parts docsgen renders, by Docusaurus's name (`CodeBlock/Layout`) → file. */
  parts: Record<string, string>;
  /** The site's parts (or root) left out, each with why: they import what docsgen does not provide. */
  skipped: Record<string, string>;
}

/**
 * What the site swizzled of `@theme/CodeBlock`, or undefined when nothing (no `CodeBlock` in its
 * swizzle folder). A file importing a module or name docsgen lacks (of `provided`) is left out, with its reason.
 */
export function codeBlockSwizzle(swizzleDir: string | undefined, provided: ProvidedModules): CodeBlockSwizzle | undefined {
  if (!swizzleDir || !(existsSync(path.join(swizzleDir, 'CodeBlock')) || findSwizzleFile(swizzleDir, 'CodeBlock'))) return undefined;
  const found: CodeBlockSwizzle = { parts: {}, skipped: {} };
  const usable = (file: string, name: string): boolean => {
    const source = readFileSync(file, 'utf8');
    const missing = missingImports(source, name, provided);
    if (missing.length > 0) found.skipped[file] = `it imports ${missing.join(', ')}, which docsgen does not provide (AUTHORING.md lists the @docusaurus/ and @theme/ modules it does); docsgen's ${name} renders this part of every code block`;
    else if (!/\bexport\s+default\b/.test(source)) found.skipped[file] = 'it has no default export';
    else return true;
    return false;
  };
  const root = findSwizzleFile(swizzleDir, 'CodeBlock');
  if (root && usable(root, 'CodeBlock')) found.root = root;
  for (const part of CODE_BLOCK_PARTS) {
    const name = `CodeBlock/${part}`;
    const file = findSwizzleFile(swizzleDir, name);
    if (file && usable(file, name)) found.parts[name] = file;
  }
  return found.root || Object.keys(found.parts).length > 0 || Object.keys(found.skipped).length > 0 ? found : undefined;
}

/**
 * Whether the site's code block renders fences (rendersCodeBlock), read only when its swizzle folder
 * has a `CodeBlock` (the provided modules, which load React, are not loaded otherwise).
 */
export async function swizzledCodeBlock(swizzleDir: string | undefined): Promise<boolean> {
  if (!swizzleDir || !(existsSync(path.join(swizzleDir, 'CodeBlock')) || findSwizzleFile(swizzleDir, 'CodeBlock'))) return false;
  const { builtinModules } = await import('../content/mdx/components/index.js');
  return rendersCodeBlock(codeBlockSwizzle(swizzleDir, builtinModules));
}

/**
 * The files of the site's code block swizzle (`CodeBlock.*` and everything under `CodeBlock/`), as
 * one key: a page cached before the site swizzled its code block (or before it removed one, or a
 * part) rendered its fences otherwise, so a change of it processes the pages again. '' without one.
 */
export function codeBlockSwizzleKey(swizzleDir: string | undefined): string {
  if (!swizzleDir || !existsSync(swizzleDir)) return '';
  const files = readdirSync(swizzleDir).filter((name) => /^CodeBlock(?:\.[cm]?[jt]sx?)?$/.test(name)).sort();
  const listed = files.flatMap((name) => {
    const full = path.join(swizzleDir, name);
    // A broken link is listed by its name, as a file.
    return statSync(full, { throwIfNoEntry: false })?.isDirectory() ? readdirSync(full, { recursive: true }).map((file) => path.join(name, String(file))).sort() : [name];
  });
  return listed.join('\n');
}

/** Whether fences render through the site's code block: it swizzled the block or a part docsgen can use. */
export function rendersCodeBlock(swizzle: CodeBlockSwizzle | undefined): swizzle is CodeBlockSwizzle {
  return swizzle !== undefined && (swizzle.root !== undefined || Object.keys(swizzle.parts).length > 0);
}

/** The module id that stands for the site's code block in a bundle (the site's `CodeBlock` folder or file, see codeBlockModule). */
export function codeBlockModuleId(swizzleDir: string): string {
  return path.join(swizzleDir, 'CodeBlock');
}

/**
 * The code of the module standing for the site's code block: its root (or docsgen's block, as
 * `@theme-original/CodeBlock`) with its parts provided to docsgen's (`withCodeBlockParts` from
 * `runtime`), and, with parts, the stylesheet of docsgen's buttons in Docusaurus's structure;
 * `browser`: the island's module, whose code comes as its text prop (see withTextChildren).
 */
export function codeBlockModule(swizzle: CodeBlockSwizzle, runtime: string, stylesheet: string, { browser = false } = {}): string {
  const parts = Object.entries(swizzle.parts);
  const block = `withCodeBlockParts(Root, { ${parts.map(([name], index) => `${JSON.stringify(name)}: part${index}`).join(', ')} })`;
  return [
    `import { withCodeBlockParts, withTextChildren } from ${JSON.stringify(runtime)};`,
    `import Root from ${JSON.stringify(swizzle.root ?? '@theme-original/CodeBlock')};`,
    ...(parts.length > 0 ? [`import ${JSON.stringify(stylesheet)};`] : []),
    ...parts.map(([, file], index) => `import part${index} from ${JSON.stringify(file)};`),
    // In the browser it is an island: its code comes as the island's text prop.
    `export default ${browser ? `withTextChildren(${block})` : block};`,
  ].join('\n');
}
