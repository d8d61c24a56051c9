import type { ElementContent, Text } from 'hast';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Refractor, Syntax } from 'refractor/core';
import { compactTokens, lineTokens, type LineToken, type TokenColours } from './compactTokens.js';
import { moduleLoadError } from '../moduleLoadError.js';

// Prism grammars through refractor: HAST out, ~0.4 ms a block, no client JS. Loaded with the first
// page that has a code block in a language (a site without one never loads it): the languages most
// pages use first, always together and in this order, then any other grammar a page uses.
//
// A block's highlighting depends only on its language and its code, never on which pages a worker
// met before (issue: the same block highlighted in one build and not in another). Prism grammars
// are not independent of each other, so three rules make that hold:
// - a grammar some other grammar changes when it registers (CSS and JavaScript add `<style>` and
//   `<script>` to markup's grammar) is in the common set, registered before anything else;
// - the grammars a grammar reads when it registers or highlights (markdown's front matter is YAML)
//   are registered before it, and a grammar's requirements before it, one at a time, in one order;
// - a grammar that exists only to change others (`js-extras`, `jsdoc`, `opencl`…) is never
//   registered: a block in it is plain text.
// Markdown's fenced blocks are highlighted in their own language when it is registered: the
// languages of the fences inside a block are loaded with it (see blockLanguages).
// Two such grammars are the exception, always registered, in the common set: JSDoc and js-extras
// (`console`, `dom`, `method`, `maybe-class-name`… in JavaScript), as Docusaurus's Prism
// (prism-react-renderer) has them, after TypeScript and before JSX and TSX, so a site's CSS and Prism
// theme colour the same tokens. A block in either is still plain text. The regex grammar comes
// before JavaScript, which reads it when it registers: a regular expression's source is tokens of
// its own (quantifiers, character classes…), as in Docusaurus's Prism.
const COMMON = ['markup', 'css', 'regex', 'javascript', 'typescript', 'jsdoc', 'js-extras', 'jsx', 'tsx', 'json', 'bash', 'kotlin', 'swift', 'diff', 'groovy'];

/** Grammars a grammar reads (when it registers or highlights) without registering them itself. */
const READS: Record<string, readonly string[]> = {
  markdown: ['yaml'],
  graphql: ['markdown'],
  arturo: ['bash', 'css', 'javascript', 'markup', 'markdown', 'sql'],
  haml: ['css', 'coffeescript', 'erb', 'javascript', 'less', 'markdown', 'scss', 'textile'],
  pug: ['coffeescript', 'ejs', 'handlebars', 'less', 'livescript', 'markdown', 'scss', 'stylus', 'twig'],
  http: ['csp', 'css', 'hpkp', 'hsts', 'javascript', 'json', 'markup', 'uri'],
  pure: ['c', 'cpp', 'fortran'],
  sas: ['groovy', 'lua', 'sql'],
  smarty: ['php'],
  textile: ['css'],
  dot: ['markup'],
  cshtml: ['css', 'javascript'],
  haxe: ['regex'],
  vala: ['regex'],
};

/** Grammars that change other grammars when they register: never registered (see above). */
const CHANGES_OTHERS = new Set(['css-extras', 'js-extras', 'js-templates', 'javadoclike', 'javadoc', 'jsdoc', 'phpdoc', 'php-extras', 'xml-doc', 'opencl', 'cilkc', 'cilkcpp']);

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

/** Common names that are not a grammar's file name (refractor's own aliases are read from its files). */
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
/** refractor's aliases (`.aliases` in its grammar files), read once, the first time a name is not a file's. */
let grammarAliases: Map<string, string> | undefined;

function grammarFolder(): string {
  grammarDir ??= path.dirname(createRequire(import.meta.url).resolve('refractor/bash'));
  return grammarDir;
}

const grammars = new Map<string, string | undefined>();

/** The grammar file a fence language names (docsgen's alias, a file's name, refractor's alias), or undefined. */
function grammarOf(lang: string): string | undefined {
  if (grammars.has(lang)) return grammars.get(lang);
  const name = findGrammar(lang);
  grammars.set(lang, name);
  return name;
}

/** Whether docsgen highlights a fence language (its own grammar or an alias of one): no grammar of the site's is needed for it. */
export function hasGrammar(lang: string): boolean {
  return grammarOf(lang) !== undefined;
}

function findGrammar(lang: string): string | undefined {
  const lower = lang.toLowerCase();
  const name = aliases[lower] ?? lower;
  if (PLAIN.has(name) || !/^[a-z\d][a-z\d-]*$/.test(name)) return undefined;
  if (existsSync(path.join(grammarFolder(), `${name}.js`))) return CHANGES_OTHERS.has(name) ? undefined : name;
  const target = refractorAliases().get(name);
  return target && !CHANGES_OTHERS.has(target) ? target : undefined;
}

/** refractor's aliases (`.aliases` in its grammar files) to their grammar's file name, read once. */
function refractorAliases(): Map<string, string> {
  if (!grammarAliases) {
    grammarAliases = new Map();
    for (const file of readdirSync(grammarFolder())) {
      if (!file.endsWith('.js')) continue;
      const list = /\.aliases = \[([^\]]*)\]/.exec(readFileSync(path.join(grammarFolder(), file), 'utf8'))?.[1] ?? '';
      for (const [, alias] of list.matchAll(/'([^']+)'/g)) grammarAliases.set(alias!, file.slice(0, -3));
    }
  }
  return grammarAliases;
}

/**
 * Whether a fence language is one of `only` (a site's Prism languages, `theme.prism.languages`):
 * named there, or an alias Prism's grammar gives a language named there (`sh` and `shell` with
 * `bash`), as Prism registers them; docsgen's own aliases (`zsh`, `mjs`) are not Prism's.
 */
function listedLanguage(only: ReadonlySet<string>, lang: string): boolean {
  const lower = lang.toLowerCase();
  if (only.has(lower)) return true;
  const grammar = grammarOf(lower);
  return grammar !== undefined && only.has(grammar) && refractorAliases().get(lower) === grammar;
}

/** The grammars a grammar's file registers itself (its imports of other grammar files). */
function requirementsOf(name: string): string[] {
  const text = readFileSync(path.join(grammarFolder(), `${name}.js`), 'utf8');
  return [...text.matchAll(/^import \w+ from '\.\/([\w-]+)\.js'/gm)].map((match) => match[1]!);
}

/** Registers a grammar after what it requires and reads, one at a time (the order is the grammar's alone). */
async function ensureGrammar(core: Refractor, name: string, visiting: Set<string>): Promise<void> {
  if (core.registered(name) || visiting.has(name)) return;
  visiting.add(name);
  for (const before of [...requirementsOf(name), ...(READS[name] ?? [])]) {
    const grammar = grammarOf(before);
    if (grammar) await ensureGrammar(core, grammar, visiting);
  }
  const module = (await import(`refractor/${name}`)) as { default: Syntax };
  core.register(module.default);
}

/**
 * Registers the grammars of the given fence languages (see the rules above); a name no grammar has
 * is plain text. Processing stays synchronous: call this first with the languages the code blocks
 * use (`blockLanguages`).
 */
export async function loadLanguages(languages: Iterable<string>): Promise<void> {
  const names = [...languages].map((lang) => lang.toLowerCase()).filter((lang) => !PLAIN.has(aliases[lang] ?? lang));
  if (names.length === 0) return;
  const core = await loadRefractor();
  try {
    for (const lang of names) {
      const name = grammarOf(lang);
      if (name) await ensureGrammar(core, name, new Set());
    }
  } catch (error) {
    throw moduleLoadError('a code grammar (refractor)', error);
  }
}

const NESTED_FENCE = /^[ \t>]*(?:`{3,}|~{3,})[ \t]*([^\s`~{][^\s`{]*)/gm;

/**
 * The languages a code block needs loaded: its own, and for a grammar that highlights Markdown,
 * the languages of the fences inside it (Prism highlights a fenced block in its language when
 * that one is registered).
 */
export function blockLanguages(lang: string | undefined, code: string): string[] {
  if (!lang) return [];
  const name = grammarOf(lang);
  if (!name || !readsMarkdown(name) || (!code.includes('```') && !code.includes('~~~'))) return [lang];
  return [lang, ...[...code.matchAll(NESTED_FENCE)].map((match) => prismLanguage(match[1]!))];
}

/** The name Prism's Markdown grammar looks a fence's grammar up by (its first word; C#, C++ spelled out). */
function prismLanguage(info: string): string {
  return (/[a-z][\w-]*/i.exec(info.replace(/\b#/g, 'sharp').replace(/\b\+\+/g, 'pp'))?.[0] ?? '').toLowerCase();
}

function readsMarkdown(name: string, seen = new Set<string>()): boolean {
  if (name === 'markdown') return true;
  if (seen.has(name)) return false;
  seen.add(name);
  return (READS[name] ?? []).some((other) => readsMarkdown(other, seen));
}

/** The languages a block in `lang` needs (see blockLanguages) whose grammar is not registered yet. */
export function unloadedLanguages(lang: string | undefined, code: string): string[] {
  return blockLanguages(lang, code).filter((need) => {
    const grammar = grammarOf(need);
    return grammar !== undefined && !refractor?.registered(grammar);
  });
}

/** The registered grammar for a fence language; undefined for none, plain, unknown, or not one of `only` (the site's Prism languages). */
export function resolveLanguage(lang: string | undefined, only?: ReadonlySet<string>): string | undefined {
  if (!lang || !refractor) return undefined;
  if (only && !listedLanguage(only, lang)) return undefined;
  const name = grammarOf(lang);
  return name && refractor.registered(name) ? name : undefined;
}

/**
 * Highlights `code` as its lines joined by newlines, each line's text in short colour-role spans
 * (`compactTokens`). A line that carries something of its own, a highlight, a line number or a
 * magic comment's class (`classes`), is a `span.line` (`line--highlighted`, `data-line`, `line--marked`
 * and the class: drawn as a full-width row, as a highlighted one, whatever the site's CSS for the class says);
 * the others are just their text.
 */
/**
 * `code`'s lines as prism-react-renderer's token lists (see lineTokens), for a site's swizzled
 * `@theme/CodeBlock/Line` and `Line/Token`, rendered at build time (see CodeBlockContent): the same
 * grammars and tokens as highlightLines, so no tokenizer goes to the browser. The languages the
 * block needs whose grammar is not loaded yet go into `missing` (the render waits for them: see
 * MissingGrammars).
 */
export function highlightTokens(code: string, lang: string | undefined, colours: TokenColours = {}, missing?: Set<string>): LineToken[][] {
  if (missing) for (const need of unloadedLanguages(lang, code)) missing.add(need);
  const language = resolveLanguage(lang, colours.only);
  const tree: ElementContent[] = language ? tokenTrees(code, language) : [{ type: 'text', value: code }];
  const withLanguage = { ...colours, language: lang?.toLowerCase() ?? 'text' };
  return splitLines(tree).map((tokens) => lineTokens(tokens, withLanguage));
}

export function highlightLines(code: string, lang: string | undefined, highlighted: ReadonlySet<number>, numbered?: { start: number }, classes?: ReadonlyMap<number, readonly string[]>, colours: TokenColours = {}): ElementContent[] {
  const language = resolveLanguage(lang, colours.only);
  const tree: ElementContent[] = language ? tokenTrees(code, language) : [{ type: 'text', value: code }];
  // `code` has no final newline: every line it splits into is a line of the block, blank ones
  // at the end included.
  const out: ElementContent[] = [];
  // A theme entry's `languages` name the fence's language as written (prism-react-renderer's `language`).
  const withLanguage = { ...colours, language: lang?.toLowerCase() ?? 'text' };
  splitLines(tree).forEach((tokens, index) => {
    if (index > 0) out.push({ type: 'text', value: '\n' });
    const children = language ? compactTokens(tokens, withLanguage) : tokens;
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
      // Most texts hold no line break: they go on the current line as they are.
      if (!node.value.includes('\n')) {
        if (node.value) lines.at(-1)!.push({ type: 'text', value: node.value });
        continue;
      }
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
