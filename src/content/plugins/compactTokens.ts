import type { Element, ElementContent } from 'hast';
import type { PrismTokenStyles } from '../../css/prismTokenStyles.js';

/**
 * Prism's token trees name every token by its grammar type (`<span class="token punctuation">`), a
 * third of a code-heavy page's HTML. The theme colours about fifteen roles, so a line is written as
 * runs of text with one short class per role instead: nesting is resolved here the way the old
 * `.token.*` rules cascaded, neighbouring runs of one role (and the blanks between them) become one
 * span, and text whose role has no colour of its own is plain text. templates/styles/code.css
 * styles the classes; `TOKEN_CLASSES` lists them.
 *
 * With a site's (light) Prism theme the roles are not used: each text's classes are the style
 * prism-react-renderer gives its types (`TokenColours.prism`, src/css/prismTokenStyles.ts, where
 * its rule is written down: for each property, the last of the text's types, outermost first, that
 * the theme styles), so code looks as in Docusaurus. The roles below are docsgen's own theme's
 * (and a config's `darkTheme` without a `theme`).
 */

/**
 * Colour roles, in the order the rules apply: a token of several types takes the last role listed.
 * Types that Prism themes colour apart have roles of their own (builtins, constants, parameters and
 * attribute values: docsgen's theme shows them in the class, number, variable and string colours);
 * punctuation has the text colour, or a role of its own (`pu`) where the site's Prism theme colours it
 * apart (see TokenColours). A role a site's Prism theme leaves uncoloured shows the colour
 * of the token around it, as prism-react-renderer does: the text colour, or inside a tag (`pt`) the
 * tag's (see code.css).
 * Operators have a role of their own: docsgen's theme draws them in the keyword colour, but most
 * Prism themes (github and dracula, Docusaurus's defaults) leave them in the text colour.
 */
/** Punctuation's place-holder role in COLOUR_RULES: `pu` where the theme colours it apart, else the text colour. */
const PUNCTUATION = 'punctuation';

/** What the site's Prism themes colour apart from the text, beyond the roles every block has. */
export interface TokenColours {
  /**
   * Punctuation has a colour of its own (or none: inside a tag it shows the tag's) in the light or
   * dark theme (see punctuationHasColour): each run of it is a `pu` span. Without, it is plain text,
   * as in docsgen's theme and Docusaurus's github and dracula, whose punctuation is the text colour.
   */
  punctuation?: boolean;
  /**
   * The site's Prism themes: each text's classes are the styles prism-react-renderer gives its
   * types (see prismTokenStyles, where the rule is written down), not docsgen's roles below.
   */
  prism?: PrismTokenStyles;
  /** The block's fence language as written (a theme entry's `languages` are matched against it). */
  language?: string;
}

const COLOUR_RULES: [types: string[], role: string][] = [
  [['comment', 'prolog', 'doctype', 'cdata'], 'c'],
  [['keyword', 'atrule', 'important', 'rule'], 'k'],
  [['string', 'char', 'template-string', 'url'], 's'],
  [['template-punctuation', 'interpolation-punctuation'], 'k'],
  // An interpolation inside a template string is code again: the text colour, no class.
  [['interpolation'], ''],
  [['function', 'function-variable'], 'f'],
  // js-extras' `maybe-class-name` and `property-access` have no role: most Prism themes (github and
  // dracula, Docusaurus's defaults, among them) colour neither, so a method (`method function
  // property-access`) is a function and `.title` or `React` is text, as in Docusaurus.
  [['class-name'], 'n'],
  [['number', 'boolean', 'symbol'], 'm'],
  [['constant'], 'q'],
  [['entity'], 'k'],
  [['operator'], 'o'],
  [['punctuation'], PUNCTUATION],
  [['property', 'literal-property'], 'r'],
  [['tag', 'selector'], 't'],
  [['attr-name'], 'a'],
  [['attr-value'], 'v'],
  [['attr-equals'], ''],
  [['builtin'], 'b'],
  [['variable'], 'x'],
  [['parameter'], 'p'],
  [['regex'], 'g'],
  [['inserted'], 'i'],
  [['deleted'], 'd'],
];

/** Every class a highlighted line may carry, with what it shows (code.css styles each one); with a Prism theme, prismTokenStyles' classes instead (but `u`, `di`, `dd`). */
export const TOKEN_CLASSES = {
  c: 'comment (italic)',
  k: 'keyword',
  o: 'operator (the keyword colour in docsgen’s theme; a Prism theme’s own, mostly the text colour)',
  s: 'string',
  v: 'attribute value (the string colour in docsgen’s theme)',
  pu: 'punctuation, where the site’s Prism theme colours it apart from the text (see TokenColours)',
  vp: 'an attribute value’s quotes and `=` (a Prism theme’s punctuation colour, else the value’s)',
  pt: 'inside a tag: a role the Prism theme leaves uncoloured shows the tag colour, as prism-react-renderer does',
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
  /** Inside a tag (JSX): a role the site's Prism theme leaves uncoloured shows the tag's colour. */
  inTag: boolean;
  /** The types of the tokens around the text, outermost first, as prism-react-renderer lists them (a type equal to the one before it once). */
  types: string[];
}

const PLAIN: Style = { colour: '', italic: false, bold: false, dim: false, unselectable: false, inTag: false, types: [] };

function typesOf(node: Element): string[] {
  const className = node.properties.className;
  return Array.isArray(className) ? className.map(String).filter((c) => c !== 'token') : [];
}

/** Each type's place in COLOUR_RULES (the last rule naming it): the rule a token takes is its types' latest. */
const RULE_OF_TYPE = new Map<string, number>();
COLOUR_RULES.forEach(([ruleTypes], rule) => ruleTypes.forEach((type) => RULE_OF_TYPE.set(type, rule)));

function ownColour(types: string[], parentTypes: string[], colours: TokenColours): string | undefined {
  // An attribute value's quotes and `=`: the theme's punctuation colour, else the value's.
  if (parentTypes.includes('attr-value') && types.includes('punctuation')) return 'vp';
  let rule = -1;
  for (const type of types) rule = Math.max(rule, RULE_OF_TYPE.get(type) ?? -1);
  const role = rule < 0 ? undefined : COLOUR_RULES[rule]![1];
  return role === PUNCTUATION ? (colours.punctuation ? 'pu' : '') : role;
}

function childStyle(parent: Style, types: string[], parentTypes: string[], colours: TokenColours): Style {
  return {
    colour: ownColour(types, parentTypes, colours) ?? parent.colour,
    italic: parent.italic || types.some((t) => t === 'italic' || t === 'comment' || t === 'prolog' || t === 'doctype' || t === 'cdata'),
    bold: parent.bold || types.includes('bold') || types.includes('important'),
    dim: parent.dim || types.includes('namespace'),
    unselectable: parent.unselectable || types.includes('prefix'),
    inTag: parent.inTag || types.includes('tag'),
    types: types.reduce((list, type) => (list.at(-1) === type ? list : [...list, type]), parent.types),
  };
}

function classOf(style: Style, colours: TokenColours): string {
  if (colours.prism) {
    const classes = colours.prism.classOf(style.types, colours.language ?? '');
    return style.unselectable ? (classes ? `${classes} u` : 'u') : classes;
  }
  const classes: string[] = [];
  if (style.colour) classes.push(style.colour);
  if (style.inTag && style.colour && style.colour !== 't' && style.colour !== 'vp') classes.push('pt');
  if (style.italic && style.colour !== 'c') classes.push('it');
  if (style.bold) classes.push('bo');
  if (style.dim) classes.push('ns');
  if (style.unselectable) classes.push('u');
  return classes.join(' ');
}

type Run = { text: string; className: string } | { row: string; children: ElementContent[] };

/** Flattens one line's token trees into text runs (diff rows stay wrappers around their runs). */
function collect(nodes: ElementContent[], style: Style, parentTypes: string[], colours: TokenColours, runs: Run[]): void {
  for (const node of nodes) {
    if (node.type === 'text') {
      if (node.value) runs.push({ text: node.value, className: classOf(style, colours) });
    } else if (node.type === 'element') {
      const types = typesOf(node);
      const own = childStyle(style, types, parentTypes, colours);
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
        walk(node.children, childStyle(style, own, parentTypes, colours), [...types, ...own], own);
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
    if ('row' in run || run.text.trim() || run.className.split(' ').includes('u')) return;
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

function span(className: string, children: ElementContent[]): Element {
  return { type: 'element', tagName: 'span', properties: { className: className.split(' ') }, children };
}
