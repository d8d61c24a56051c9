import type { Element, ElementContent } from 'hast';
import { BOLD_TYPES, COLOUR_RULES, DIM_TYPES, ITALIC_TYPES } from '../../css/ownCodeTheme.js';
import type { PrismTokenStyles } from '../../css/prismTokenStyles.js';

/**
 * Prism's token trees name every token by its grammar type (`<span class="token punctuation">`), a
 * third of a code-heavy page's HTML. The theme colours about fifteen roles, so a line is written as
 * runs of text with one short class per role instead (src/css/ownCodeTheme.ts lists the roles):
 * nesting is resolved here the way the old `.token.*` rules cascaded, neighbouring runs of one role
 * (and the blanks between them) become one span, and text whose role has no colour of its own is
 * plain text. templates/styles/code.css styles the classes; `TOKEN_CLASSES` lists them.
 *
 * With a site's Prism themes (a `theme`, a `darkTheme` or both) the roles are not used: each text's
 * classes are the style prism-react-renderer gives its types (`TokenColours.prism`,
 * src/css/prismTokenStyles.ts, where its rule is written down: for each property, the last of the
 * text's types, outermost first, that the theme styles), so code looks as in Docusaurus. The roles
 * are docsgen's own theme's.
 */

/** What colours the site's code beyond docsgen's own roles (nothing without Prism themes). */
export interface TokenColours {
  /**
   * The site's Prism themes: each text's classes are the styles prism-react-renderer gives its
   * types (see prismTokenStyles, where the rule is written down), not docsgen's roles below.
   */
  prism?: PrismTokenStyles;
  /** The block's fence language as written (a theme entry's `languages` are matched against it). */
  language?: string;
  /** The only fence languages highlighted (`theme.prism.languages`, see listedLanguage in highlighter.ts); left out, every one with a grammar. */
  only?: ReadonlySet<string>;
}

/** Every class a highlighted line may carry, with what it shows (code.css styles each one); with a Prism theme, prismTokenStyles' classes instead (but `u`, `di`, `dd`). */
export const TOKEN_CLASSES = {
  c: 'comment (italic)',
  k: 'keyword',
  o: 'operator (the keyword colour in docsgen’s theme; a Prism theme’s own, mostly the text colour)',
  s: 'string',
  v: 'attribute value (the string colour in docsgen’s theme)',
  vp: 'an attribute value’s quotes and `=` (the value’s colour)',
  f: 'function',
  n: 'class name',
  b: 'builtin (the class name colour in docsgen’s theme)',
  m: 'number, boolean',
  q: 'constant (the number colour in docsgen’s theme)',
  r: 'property',
  t: 'tag, selector',
  a: 'attribute name',
  x: 'variable',
  p: 'parameter (the variable colour in docsgen’s theme)',
  g: 'regular expression',
  i: 'inserted (diff)',
  d: 'deleted (diff)',
  it: 'italic',
  bo: 'bold',
  ns: 'namespace (dimmed)',
  u: 'not selectable (a diff line’s sign)',
  di: 'an inserted diff line (a full-width row)',
  dd: 'a deleted diff line (a full-width row)',
} as const;

interface Style {
  /** A colour role; '' is the text colour; undefined inherits. */
  colour: string | undefined;
  italic: boolean;
  bold: boolean;
  dim: boolean;
  unselectable: boolean;
  /** The types of the tokens around the text, outermost first, as prism-react-renderer lists them (a type equal to the one before it once). */
  types: string[];
}

const PLAIN: Style = { colour: '', italic: false, bold: false, dim: false, unselectable: false, types: [] };

function typesOf(node: Element): string[] {
  const className = node.properties.className;
  const types: string[] = [];
  if (Array.isArray(className)) for (const name of className) if (name !== 'token') types.push(String(name));
  return types;
}

/** Each type's place in COLOUR_RULES (the last rule naming it): the rule a token takes is its types' latest. */
const RULE_OF_TYPE = new Map<string, number>();
COLOUR_RULES.forEach(([ruleTypes], rule) => ruleTypes.forEach((type) => RULE_OF_TYPE.set(type, rule)));

function ownColour(types: string[], parentTypes: string[]): string | undefined {
  // An attribute value's quotes and `=`: the value's colour.
  if (parentTypes.includes('attr-value') && types.includes('punctuation')) return 'vp';
  let rule = -1;
  for (const type of types) rule = Math.max(rule, RULE_OF_TYPE.get(type) ?? -1);
  return rule < 0 ? undefined : COLOUR_RULES[rule]![1];
}

/**
 * The styles made from each style, by the child's types (and whether it sits in an attribute
 * value, the one thing of the parent's types ownColour reads): a style depends on nothing else,
 * and the same few nestings recur in every block, so each is made once a thread.
 */
const childStyles = new WeakMap<Style, Map<string, Style>>();

function childStyle(parent: Style, types: string[], parentTypes: string[]): Style {
  const key = parentTypes.includes('attr-value') ? `${types.join(' ')}\n` : types.join(' ');
  let made = childStyles.get(parent);
  if (!made) childStyles.set(parent, (made = new Map()));
  let style = made.get(key);
  if (!style) made.set(key, (style = newChildStyle(parent, types, parentTypes)));
  return style;
}

function newChildStyle(parent: Style, types: string[], parentTypes: string[]): Style {
  return {
    colour: ownColour(types, parentTypes) ?? parent.colour,
    italic: parent.italic || types.some((t) => ITALIC_TYPES.includes(t)),
    bold: parent.bold || types.some((t) => BOLD_TYPES.includes(t)),
    dim: parent.dim || types.some((t) => DIM_TYPES.includes(t)),
    unselectable: parent.unselectable || types.includes('prefix'),
    types: types.reduce((list, type) => (list.at(-1) === type ? list : [...list, type]), parent.types),
  };
}

/** docsgen's own classes of each style (they depend on the style alone; a Prism theme's are not kept). */
const ownClasses = new WeakMap<Style, string>();

function classOf(style: Style, colours: TokenColours): string {
  if (colours.prism) {
    const classes = colours.prism.classOf(style.types, colours.language ?? '');
    return style.unselectable ? (classes ? `${classes} u` : 'u') : classes;
  }
  const known = ownClasses.get(style);
  if (known !== undefined) return known;
  const classes: string[] = [];
  if (style.colour) classes.push(style.colour);
  if (style.italic && style.colour !== 'c') classes.push('it');
  if (style.bold) classes.push('bo');
  if (style.dim) classes.push('ns');
  if (style.unselectable) classes.push('u');
  const joined = classes.join(' ');
  ownClasses.set(style, joined);
  return joined;
}

type Run = { text: string; className: string } | { row: string; children: ElementContent[] };

/** Flattens one line's token trees into text runs (diff rows stay wrappers around their runs). */
function collect(nodes: ElementContent[], style: Style, parentTypes: string[], colours: TokenColours, runs: Run[]): void {
  for (const node of nodes) {
    if (node.type === 'text') {
      if (node.value) runs.push({ text: node.value, className: classOf(style, colours) });
    } else if (node.type === 'element') {
      const types = typesOf(node);
      const own = childStyle(style, types, parentTypes);
      const row = types.includes('inserted-sign') ? 'di' : types.includes('deleted-sign') ? 'dd' : undefined;
      if (row) runs.push({ row, children: compact(node.children, own, types, colours) });
      else collect(node.children, own, types, colours, runs);
    }
  }
}

/** A token as prism-react-renderer gives a swizzled `@theme/CodeBlock/Line` one, with the class of its colour role here. */
export interface LineToken {
  /** Prism's types of the tokens around the text, outermost first; `['plain']` outside any. */
  types: string[];
  content: string;
  /** The only token of an empty line (its content is a newline, as prism-react-renderer has it). */
  empty?: boolean;
  /** docsgen's colour classes for it (code.css), '' for the text colour. */
  role: string;
}

/** One line's token trees (split at newlines already) as a flat list of texts with their types. */
export function lineTokens(nodes: ElementContent[], colours: TokenColours = {}): LineToken[] {
  const out: LineToken[] = [];
  const walk = (children: ElementContent[], style: Style, types: string[], parentTypes: string[]) => {
    for (const node of children) {
      if (node.type === 'text') {
        if (node.value) out.push({ types: types.length ? types : ['plain'], content: node.value, role: classOf(style, colours) });
      } else if (node.type === 'element') {
        const own = typesOf(node);
        walk(node.children, childStyle(style, own, parentTypes), [...types, ...own], own);
      }
    }
  };
  walk(nodes, PLAIN, [], []);
  return out.length > 0 ? out : [{ types: ['plain'], content: '\n', empty: true, role: '' }];
}

/** One line's tokens (split at newlines already) as few spans as its colours allow. */
export function compactTokens(nodes: ElementContent[], colours: TokenColours = {}): ElementContent[] {
  return compact(nodes, PLAIN, [], colours);
}

function compact(nodes: ElementContent[], style: Style, parentTypes: string[], colours: TokenColours): ElementContent[] {
  const runs: Run[] = [];
  collect(nodes, style, parentTypes, colours, runs);
  // A blank shows no colour: it is plain text, or part of the run around it when both sides match.
  runs.forEach((run, i) => {
    if ('row' in run || run.text.trim() || hasClass(run.className, 'u')) return;
    const before = runs[i - 1];
    const after = runs[i + 1];
    run.className = before && after && 'text' in before && 'text' in after && before.className === after.className ? before.className : '';
  });
  const out: ElementContent[] = [];
  let open: { text: string; className: string } | undefined;
  const close = () => {
    if (open) out.push(open.className ? span(open.className, [{ type: 'text', value: open.text }]) : { type: 'text', value: open.text });
    open = undefined;
  };
  for (const run of runs) {
    if ('row' in run) {
      close();
      out.push(span(run.row, run.children));
    } else if (open && open.className === run.className) {
      open.text += run.text;
    } else {
      close();
      open = { ...run };
    }
  }
  close();
  return out;
}

/** Whether a space-separated class list holds `name`. */
function hasClass(classes: string, name: string): boolean {
  return classes === name || classes.startsWith(`${name} `) || classes.endsWith(` ${name}`) || classes.includes(` ${name} `);
}

function span(className: string, children: ElementContent[]): Element {
  return { type: 'element', tagName: 'span', properties: { className: className.split(' ') }, children };
}
