import { readFile } from 'node:fs/promises';
import { createProcessor } from '@mdx-js/mdx';
import remarkComment from '@slorber/remark-comment';
import type { ImportDeclaration, Program } from 'estree';
import type { Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { VFile } from 'vfile';
import { blankFrontMatter } from '../../frontMatter.js';
import { BROWSER_ONLY_MODULE } from './browserOnlyModule.js';


const BROWSER_ONLY_SOURCE = '@docusaurus/BrowserOnly';

export function browserOnlyModuleId(file: string, index: number): string {
  return `${file}?browser-only=${index}`;
}

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

interface Found {
  /** Puts the module's component (imported as `name`) where the element was. */
  replace(name: string): void;
  /** The module's source: the imports and declarations of the page it uses, the element as its default export. */
  module: string;
}

/** An estree node, walked generically (MDX's expressions and ESM are acorn's estree, with JSX). */
type EsNode = { type: string; start?: number; end?: number; [key: string]: unknown };

/**
 * The BrowserOnly elements of an MDX tree (document order), each with its module's source: those
 * written as JSX in the Markdown, and those inside a JavaScript expression (`{ok && <BrowserOnly>…}`)
 * or an exported component of the page. An element inside a function uses its variables
 * (`items.map((item) => <BrowserOnly>…{item}…</BrowserOnly>)`): they become the component's props.
 */
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
  const inEstree = (program: unknown, scope: ReadonlySet<string>) => {
    walkForElements(program as EsNode, scope, names, (element, locals, put) => {
      const code = text(element);
      if (code) found.push({ replace: (name) => put(elementEstree(name, locals)), module: moduleSource(code, locals, imports, declarations, text) });
    });
  };
  const walk = (parent: { children: RootContent[] }) => {
    for (const child of parent.children) {
      if ((child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') && child.name && names.has(child.name)) {
        const start = child.position?.start.offset;
        const end = child.position?.end.offset;
        if (start !== undefined && end !== undefined) {
          const replace = (name: string) => {
            const replacement = { type: child.type, name, attributes: [], children: [], position: child.position } as JsxElement;
            parent.children[parent.children.indexOf(child)] = replacement as RootContent;
          };
          found.push({ replace, module: moduleSource(source.slice(start, end), [], imports, declarations, text) });
          continue;
        }
      }
      // `{…}` in the Markdown, and an element's attribute values, are JavaScript (MDXContent's `props` in scope).
      if (child.type === 'mdxFlowExpression' || child.type === 'mdxTextExpression') inEstree(child.data?.estree, new Set(['props']));
      if (child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') {
        for (const attribute of child.attributes) {
          const value = attribute.type === 'mdxJsxAttribute' ? attribute.value : undefined;
          if (value && typeof value === 'object') inEstree(value.data?.estree, new Set(['props']));
        }
      }
      if (child.type === 'mdxjsEsm') inEstree(child.data?.estree, new Set());
      if ('children' in child) walk(child as { children: RootContent[] });
    }
  };
  walk(tree);
  return found;
}

/**
 * Walks an estree program for JSX elements named in `names`, knowing which names the enclosing
 * functions and blocks bind (`scope`; the program's own top-level names are the module's, not
 * locals). For each: the element, the local names it uses, and how to put another node in its place.
 */
function walkForElements(root: EsNode, scope: ReadonlySet<string>, names: ReadonlySet<string>, onElement: (element: EsNode, locals: string[], put: (node: EsNode) => void) => void): void {
  const visit = (node: EsNode, bound: ReadonlySet<string>, put: (node: EsNode) => void): void => {
    if (node.type === 'JSXElement') {
      const name = (node.openingElement as { name: EsNode }).name;
      if (name.type === 'JSXIdentifier' && names.has(name.name as string)) {
        const inside = boundIn(node);
        onElement(node, [...freeNames(node)].filter((n) => bound.has(n) && !inside.has(n)).sort(), put);
        return;
      }
    }
    let next = bound;
    if (node.type === 'FunctionDeclaration' || node.type === 'FunctionExpression' || node.type === 'ArrowFunctionExpression') {
      next = new Set([...bound, ...(node.params as EsNode[]).flatMap(patternNames), ...(node.id ? [(node.id as { name: string }).name] : [])]);
    } else if ((node.type === 'BlockStatement' && node !== root) || node.type === 'StaticBlock') {
      next = new Set([...bound, ...(node.body as EsNode[]).flatMap(statementNames)]);
    } else if (node.type === 'ForStatement' || node.type === 'ForInStatement' || node.type === 'ForOfStatement') {
      const head = (node.init ?? node.left) as EsNode | null;
      if (head?.type === 'VariableDeclaration') next = new Set([...bound, ...statementNames(head)]);
    } else if (node.type === 'CatchClause' && node.param) {
      next = new Set([...bound, ...patternNames(node.param as EsNode)]);
    }
    for (const key of Object.keys(node)) {
      if (key === 'loc' || key === 'range' || key === 'position' || key === 'data') continue;
      const value = node[key];
      if (Array.isArray(value)) {
        value.forEach((item, index) => {
          if (isNode(item)) visit(item, next, (replacement) => void (value[index] = replacement));
        });
      } else if (isNode(value)) {
        visit(value, next, (replacement) => void (node[key] = replacement));
      }
    }
  };
  visit(root, scope, () => {});
}

function isNode(value: unknown): value is EsNode {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

/** The names a statement declares in its block. */
function statementNames(statement: EsNode): string[] {
  if (statement.type === 'VariableDeclaration') return (statement.declarations as { id: EsNode }[]).flatMap((d) => patternNames(d.id));
  if ((statement.type === 'FunctionDeclaration' || statement.type === 'ClassDeclaration') && statement.id) return [(statement.id as { name: string }).name];
  return [];
}

/** The names a binding pattern binds (`a`, `{ a, b: c }`, `[d, ...e]`, `f = 1`). */
function patternNames(pattern: EsNode | null): string[] {
  if (!pattern) return [];
  switch (pattern.type) {
    case 'Identifier':
      return [pattern.name as string];
    case 'ObjectPattern':
      return (pattern.properties as EsNode[]).flatMap((p) => patternNames((p.type === 'RestElement' ? p.argument : p.value) as EsNode));
    case 'ArrayPattern':
      return (pattern.elements as (EsNode | null)[]).flatMap(patternNames);
    case 'RestElement':
      return patternNames(pattern.argument as EsNode);
    case 'AssignmentPattern':
      return patternNames(pattern.left as EsNode);
    default:
      return [];
  }
}

/** Every name bound inside a node (parameters and declarations of the functions and blocks in it). */
function boundIn(root: EsNode): Set<string> {
  const bound = new Set<string>();
  const visit = (node: EsNode) => {
    if (node.type === 'FunctionDeclaration' || node.type === 'FunctionExpression' || node.type === 'ArrowFunctionExpression') for (const name of (node.params as EsNode[]).flatMap(patternNames)) bound.add(name);
    if (node.type === 'VariableDeclaration' || node.type === 'FunctionDeclaration' || node.type === 'ClassDeclaration') for (const name of statementNames(node)) bound.add(name);
    if (node.type === 'CatchClause') for (const name of patternNames(node.param as EsNode)) bound.add(name);
    for (const key of Object.keys(node)) {
      if (key === 'loc' || key === 'range' || key === 'position' || key === 'data') continue;
      const value = node[key];
      if (Array.isArray(value)) value.forEach((item) => isNode(item) && visit(item));
      else if (isNode(value)) visit(value);
    }
  };
  visit(root);
  return bound;
}

/** The names a node reads (identifiers in reference position, and capitalised JSX element names). */
function freeNames(root: EsNode): Set<string> {
  const used = new Set<string>();
  const visit = (node: EsNode, parent: EsNode | undefined, key: string) => {
    if (node.type === 'Identifier') {
      const isPropertyName = parent && ((parent.type === 'MemberExpression' && key === 'property' && !parent.computed) || ((parent.type === 'Property' || parent.type === 'PropertyDefinition' || parent.type === 'MethodDefinition') && key === 'key' && !parent.computed));
      if (!isPropertyName) used.add(node.name as string);
      return;
    }
    if (node.type === 'JSXIdentifier') {
      // `<Item>` (and `Item` of `<Item.Part>`) is a variable; `<div>` and attribute names are not.
      const isElementName = parent && (parent.type === 'JSXOpeningElement' || parent.type === 'JSXClosingElement' || (parent.type === 'JSXMemberExpression' && key === 'object'));
      if (isElementName && /^[A-Z_$]/.test(node.name as string)) used.add(node.name as string);
      return;
    }
    for (const k of Object.keys(node)) {
      if (k === 'loc' || k === 'range' || k === 'position' || k === 'data') continue;
      const value = node[k];
      if (Array.isArray(value)) value.forEach((item) => isNode(item) && visit(item, node, k));
      else if (isNode(value)) visit(value, node, k);
    }
  };
  visit(root, undefined, '');
  return used;
}

/** `<Name a={a} b={b} />` as estree: the module's component, handed the locals its element uses. */
function elementEstree(name: string, locals: string[]): EsNode {
  const attributes = locals.map((local) => ({ type: 'JSXAttribute', name: { type: 'JSXIdentifier', name: local }, value: { type: 'JSXExpressionContainer', expression: { type: 'Identifier', name: local } } }));
  return { type: 'JSXElement', openingElement: { type: 'JSXOpeningElement', name: { type: 'JSXIdentifier', name }, attributes, selfClosing: true }, closingElement: null, children: [] };
}

function moduleSource(element: string, locals: string[], imports: ImportDeclaration[], declarations: { names: string[]; code: string }[], text: (node: unknown) => string): string {
  const uses = (code: string, name: string) => new RegExp(`(^|[^\\w$.])${name.replace(/\$/g, '\\$')}(?![\\w$])`).test(code);
  const kept = declarations.filter((d) => d.names.some((name) => !locals.includes(name) && uses(element, name)));
  const body = [element, ...kept.map((d) => d.code)].join('\n');
  // Only the imports the element uses (a partial, a stylesheet or a server-only module of the page stays out of the browser).
  const used = imports.filter((i) => i.specifiers.length > 0 && i.specifiers.some((s) => uses(body, s.local.name)));
  return [...used.map(text), ...kept.map((d) => d.code), `export default function DocsgenBrowserOnly(${locals.length ? `{ ${locals.join(', ')} }` : ''}) {`, `  return (\n${element}\n  );`, '}', ''].join('\n');
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
    found.forEach(({ replace }, index) => {
      const name = `DocsgenBrowserOnly${index}`;
      replace(name);
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
