import { readFile } from 'node:fs/promises';
import { createProcessor } from '@mdx-js/mdx';
import remarkComment from '@slorber/remark-comment';
import type { ImportDeclaration, Program } from 'estree';
import type { Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { VFile } from 'vfile';
import { blankFrontMatter } from '../../frontMatter.js';

/**
 * `<BrowserOnly>` written in an MDX file (Docusaurus's `@docusaurus/BrowserOnly`): its children
 * are a function of the page, which no props could carry to the browser. Each such element
 * becomes a module of its own, `page.mdx?browser-only=N`: the page's imports it uses and the
 * element, as the default export. The page renders it in place of the element, as an island (see
 * bundleMdx): the build writes the fallback, the browser hydrates it and calls the children. A
 * page without one is left as it was, so it ships no more JavaScript.
 */
export const BROWSER_ONLY_MODULE = /\?browser-only=(\d+)$/;

const BROWSER_ONLY_SOURCE = '@docusaurus/BrowserOnly';

export function browserOnlyModuleId(file: string, index: number): string {
  return `${file}?browser-only=${index}`;
}

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

interface Found {
  element: JsxElement;
  parent: { children: RootContent[] };
  /** The module's source: the imports and declarations of the page it uses, the element as its default export. */
  module: string;
}

/** The BrowserOnly elements of an MDX tree (document order), each with its module's source. */
function findBrowserOnly(tree: Root, source: string): Found[] {
  const esm = tree.children.filter((node): node is MdxjsEsm => node.type === 'mdxjsEsm');
  const statements = esm.flatMap((node) => (node.data?.estree as Program | undefined)?.body ?? []);
  const imports = statements.filter((s): s is ImportDeclaration => s.type === 'ImportDeclaration');
  const names = new Set(imports.filter((i) => i.source.value === BROWSER_ONLY_SOURCE).flatMap((i) => i.specifiers.filter((s) => s.type === 'ImportDefaultSpecifier' || (s.type === 'ImportSpecifier' && importedName(s.imported) === 'default')).map((s) => s.local.name)));
  if (names.size === 0) return [];
  // acorn's offsets, which MDX gives in the file's terms.
  const text = (node: unknown) => {
    const { start, end } = (node ?? {}) as { start?: number; end?: number };
    return start !== undefined && end !== undefined ? source.slice(start, end) : '';
  };
  // The page's own declarations (`export const x = …`), without `export`: an element may use them.
  const declarations = statements.flatMap((s) => {
    if (s.type === 'ImportDeclaration') return [];
    const declaration = s.type === 'ExportNamedDeclaration' ? s.declaration : s.type === 'ExportDefaultDeclaration' ? undefined : s;
    if (!declaration) return [];
    return [{ names: declaredNames(declaration), code: text(declaration) }];
  });
  const found: Found[] = [];
  const walk = (parent: { children: RootContent[] }) => {
    for (const child of parent.children) {
      if ((child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') && child.name && names.has(child.name)) {
        const start = child.position?.start.offset;
        const end = child.position?.end.offset;
        if (start !== undefined && end !== undefined) {
          found.push({ element: child, parent, module: moduleSource(source.slice(start, end), imports, declarations, text) });
          continue;
        }
      }
      if ('children' in child) walk(child as { children: RootContent[] });
    }
  };
  walk(tree);
  return found;
}

function moduleSource(element: string, imports: ImportDeclaration[], declarations: { names: string[]; code: string }[], text: (node: unknown) => string): string {
  const uses = (code: string, name: string) => new RegExp(`(^|[^\\w$.])${name.replace(/\$/g, '\\$')}(?![\\w$])`).test(code);
  const kept = declarations.filter((d) => d.names.some((name) => uses(element, name)));
  const body = [element, ...kept.map((d) => d.code)].join('\n');
  // Only the imports the element uses (a partial, a stylesheet or a server-only module of the page stays out of the browser).
  const used = imports.filter((i) => i.specifiers.length > 0 && i.specifiers.some((s) => uses(body, s.local.name)));
  return [...used.map(text), ...kept.map((d) => d.code), 'export default function DocsgenBrowserOnly() {', `  return (\n${element}\n  );`, '}', ''].join('\n');
}

function importedName(node: { type: string; name?: string; value?: unknown }): string {
  return node.type === 'Identifier' ? node.name! : String(node.value);
}

function declaredNames(node: unknown): string[] {
  const n = node as { type: string; id?: { type: string; name?: string }; declarations?: { id: { type: string; name?: string } }[] };
  if ((n.type === 'FunctionDeclaration' || n.type === 'ClassDeclaration') && n.id?.name) return [n.id.name];
  if (n.type === 'VariableDeclaration') return (n.declarations ?? []).flatMap((d) => (d.id.type === 'Identifier' && d.id.name ? [d.id.name] : []));
  return [];
}

/**
 * remark plugin (first after parsing): each BrowserOnly element is replaced by its module's
 * component, imported from `browserOnlyModuleId(file, N)`.
 */
export function remarkBrowserOnlyIslands() {
  return (tree: Root, file: VFile) => {
    if (!file.path) return;
    const found = findBrowserOnly(tree, String(file.value));
    found.forEach(({ element, parent }, index) => {
      const name = `DocsgenBrowserOnly${index}`;
      const replacement = { type: element.type, name, attributes: [], children: [], position: element.position } as JsxElement;
      parent.children[parent.children.indexOf(element as RootContent)] = replacement as RootContent;
      tree.children.unshift(importNode(name, browserOnlyModuleId(file.path, index)));
    });
  };
}

function importNode(name: string, specifier: string): MdxjsEsm {
  const estree: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [{ type: 'ImportDeclaration', specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name } }], source: { type: 'Literal', value: specifier, raw: JSON.stringify(specifier) }, attributes: [] }],
  };
  return { type: 'mdxjsEsm', value: `import ${name} from ${JSON.stringify(specifier)};`, data: { estree } };
}

/**
 * The source of the module `id` (`/abs/page.mdx?browser-only=N`), read from the page again as the
 * MDX compiler read it (see compileMdx: front matter blanked, comments allowed).
 */
export async function browserOnlyModule(id: string, prepare: (source: string) => string): Promise<string> {
  const match = BROWSER_ONLY_MODULE.exec(id);
  if (!match) throw new Error(`not a BrowserOnly module: ${id}`);
  const file = id.slice(0, match.index);
  const source = prepare(blankFrontMatter(await readFile(file, 'utf8')));
  const tree = createProcessor({ remarkPlugins: [remarkComment] }).parse(new VFile({ path: file, value: source }));
  const found = findBrowserOnly(tree as Root, source)[Number(match[1])];
  if (!found) throw new Error(`${file} has no <BrowserOnly> number ${Number(match[1]) + 1} (the page changed during the build?)`);
  return found.module;
}
