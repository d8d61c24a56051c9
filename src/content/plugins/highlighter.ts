import type { ElementContent, Text } from 'hast';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Refractor, Syntax } from 'refractor/core';
import { compactTokens } from './compactTokens.js';
import { moduleLoadError } from '../moduleLoadError.js';

// Prism grammars through refractor: HAST out, ~0.4 ms a block, no client JS. Loaded with the first
// page that has a code block in a language (a site without one never loads it): the languages most
// pages use first, always together and in this order (a grammar extends those registered before
// it: JavaScript highlights inside HTML's <script>), then any other of refractor's ~300 grammars a
// page uses (loading all of them costs about half a second).
const COMMON = ['markup', 'javascript', 'typescript', 'jsx', 'tsx', 'json', 'bash', 'kotlin', 'swift', 'diff', 'groovy'];

let refractor: Refractor | undefined;
let refractorLoaded: Promise<Refractor> | undefined;

function loadRefractor(): Promise<Refractor> {
  refractorLoaded ??= (async () => {
    const [{ refractor: core }, ...grammars] = await Promise.all([
      import('refractor/core'),
      ...COMMON.map((name) => import(`refractor/${name}`) as Promise<{ default: Syntax }>),
    ]).catch((error: unknown) => {
      throw moduleLoadError('the code highlighter (refractor)', error);
    });
    for (const grammar of grammars) core.register(grammar.default);
    refractor = core;
    return core;
  })();
  return refractorLoaded;
}

/** Common names that are not a grammar's file name; anything else unknown loads every grammar once. */
const aliases: Record<string, string> = {
  ts: 'typescript',
  js: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  sh: 'bash',
  shell: 'bash',
  zsh: 'bash',
  console: 'shell-session',
  xml: 'markup',
  html: 'markup',
  svg: 'markup',
  kt: 'kotlin',
  kts: 'kotlin',
  gradle: 'groovy',
  py: 'python',
  rb: 'ruby',
  yml: 'yaml',
  md: 'markdown',
  mdx: 'markdown',
  cs: 'csharp',
  'c++': 'cpp',
  dockerfile: 'docker',
  objc: 'objectivec',
  golang: 'go',
  rs: 'rust',
  ps1: 'powershell',
  jsonc: 'json',
  json5: 'json5',
};

/** Fence languages that mean "no highlighting": no grammar to load. */
const PLAIN = new Set(['text', 'txt', 'plain', 'plaintext', 'none', 'output', 'log']);

let grammarDir: string | undefined;
let allLoaded: Promise<void> | undefined;

function canonical(lang: string): string {
  const lower = lang.toLowerCase();
  return aliases[lower] ?? lower;
}

/**
 * Registers the grammars of the given fence languages (a grammar file of that name, else, for an
 * alias not listed above, every grammar). Processing stays synchronous: call this first with the
 * languages the pages use (`fenceLanguages`).
 */
export async function loadLanguages(languages: Iterable<string>): Promise<void> {
  const names = [...languages].map(canonical).filter((name) => !PLAIN.has(name));
  if (names.length === 0) return;
  const refractor = await loadRefractor();
  const loads: Promise<void>[] = [];
  for (const name of names) {
    if (refractor.registered(name)) continue;
    grammarDir ??= path.dirname(createRequire(import.meta.url).resolve('refractor/bash'));
    if (/^[a-z\d-]+$/.test(name) && existsSync(path.join(grammarDir, `${name}.js`))) {
      loads.push(import(`refractor/${name}`).then((module: { default: Syntax }) => refractor.register(module.default)));
    } else {
      allLoaded ??= import('refractor/all').then(() => undefined);
      loads.push(allLoaded);
    }
  }
  await Promise.all(loads).catch((error: unknown) => {
    throw moduleLoadError('a code grammar (refractor)', error);
  });
}

/** The registered grammar for a fence language; undefined for none, plain or unknown. */
export function resolveLanguage(lang: string | undefined): string | undefined {
  if (!lang) return undefined;
  const name = canonical(lang);
  return refractor?.registered(name) ? name : undefined;
}

/**
 * Highlights `code` as its lines joined by newlines, each line's text in short colour-role spans
 * (`compactTokens`). A line that carries something of its own, a highlight, a line number or a
 * magic comment's class (`classes`), is a `span.line` (`line--highlighted`, `data-line`, `line--marked`
 * and the class: drawn as a full-width row, as a highlighted one, whatever the site's CSS for the class says);
 * the others are just their text.
 */
export function highlightLines(code: string, lang: string | undefined, highlighted: ReadonlySet<number>, numbered?: { start: number }, classes?: ReadonlyMap<number, readonly string[]>): ElementContent[] {
  const language = resolveLanguage(lang);
  const tree: ElementContent[] = language ? tokenTrees(code, language) : [{ type: 'text', value: code }];
  // `code` has no final newline: every line it splits into is a line of the block, blank ones
  // at the end included.
  const out: ElementContent[] = [];
  splitLines(tree).forEach((tokens, index) => {
    if (index > 0) out.push({ type: 'text', value: '\n' });
    const children = language ? compactTokens(tokens) : tokens;
    const mark = highlighted.has(index + 1);
    const own = classes?.get(index + 1);
    if (!mark && !numbered && !own) out.push(...children);
    else
      out.push({
        type: 'element',
        tagName: 'span',
        properties: { className: [...(mark ? ['line', 'line--highlighted'] : ['line']), ...(own ? ['line--marked', ...own] : [])], ...(numbered ? { dataLine: String(numbered.start + index) } : {}) },
        children,
      });
  });
  // Neighbouring texts (a line's plain end, the newline, the next line's plain start) are one node.
  return out.reduce<ElementContent[]>((merged, node) => {
    const last = merged.at(-1);
    if (node.type === 'text' && last?.type === 'text') last.value += node.value;
    else merged.push(node.type === 'text' ? { ...node } : node);
    return merged;
  }, []);
}

/** Prism as refractor runs it: its hooks, its tokenizer and the token type it stringifies. */
interface PrismToken {
  type: string;
  alias?: string | string[];
  content: PrismStream;
}
type PrismStream = string | PrismToken | (string | PrismToken)[];
interface WrapEnv {
  type: string;
  content: ElementContent | ElementContent[];
  tag: string;
  classes: string[];
  attributes: Record<string, string>;
  language: string;
}
type Prism = {
  languages: Record<string, unknown>;
  tokenize(code: string, grammar: unknown): PrismStream;
  hooks: { run(name: string, env: object): void };
};

/**
 * `refractor.highlight(code, language).children` as far as highlighted lines read it: the same
 * tokens (Prism's hooks run as refractor runs them) as elements with the same class names, made
 * directly rather than through hastscript's selector parsing; the attributes a hook may add
 * (an entity's title) are left out, as no line keeps them.
 */
export function tokenTrees(code: string, language: string): ElementContent[] {
  const prism = refractor as unknown as Prism;
  const env: { code: string; grammar: unknown; language: string; tokens?: PrismStream } = { code, grammar: prism.languages[language], language };
  prism.hooks.run('before-tokenize', env);
  if (!env.grammar) throw new Error(`The language "${language}" has no grammar.`);
  env.tokens = prism.tokenize(env.code, env.grammar);
  prism.hooks.run('after-tokenize', env);
  return [tokenNodes(env.tokens, language)].flat();
}

function tokenNodes(value: PrismStream, language: string): ElementContent | ElementContent[] {
  const prism = refractor as unknown as Prism;
  if (typeof value === 'string') return { type: 'text', value } satisfies Text;
  if (Array.isArray(value)) {
    const out: ElementContent[] = [];
    for (const item of value) if (item !== null && item !== undefined && item !== '') out.push(tokenNodes(item, language) as ElementContent);
    return out;
  }
  const env: WrapEnv = { type: value.type, content: tokenNodes(value.content, language), tag: 'span', classes: ['token', value.type], attributes: {}, language };
  if (value.alias) env.classes.push(...(typeof value.alias === 'string' ? [value.alias] : value.alias));
  prism.hooks.run('wrap', env);
  return { type: 'element', tagName: env.tag, properties: { className: env.classes }, children: childNodes(env.content) };
}

/** A hook's content as hastscript takes children: lists flattened, a root (a nested `refractor.highlight`) by its children. */
function childNodes(content: unknown, into: ElementContent[] = []): ElementContent[] {
  if (Array.isArray(content)) for (const item of content) childNodes(item, into);
  else if ((content as { type: string }).type === 'root') childNodes((content as { children: unknown[] }).children, into);
  else into.push(content as ElementContent);
  return into;
}

/** Splits token trees at newlines; a token spanning lines (a block comment) is cloned per line. */
function splitLines(nodes: ElementContent[]): ElementContent[][] {
  const lines: ElementContent[][] = [[]];
  for (const node of nodes) {
    if (node.type === 'text') {
      node.value.split('\n').forEach((part, i) => {
        if (i > 0) lines.push([]);
        if (part) lines.at(-1)!.push({ type: 'text', value: part });
      });
    } else if (node.type === 'element') {
      splitLines(node.children).forEach((children, i) => {
        if (i > 0) lines.push([]);
        if (children.length) lines.at(-1)!.push({ ...node, children });
      });
    }
  }
  return lines;
}
