import type { PrismTheme } from './codeThemeCss.js';

/**
 * docsgen's own code colours: the roles the highlighter writes as short classes when the site
 * names no Prism theme (src/content/plugins/compactTokens.ts), each coloured by its `--dg-tok-*`
 * variable (templates/styles/tokens.css, styled by code.css).
 *
 * Colour roles, in the order the rules apply: a token of several types takes the last role listed.
 * Types that Prism themes colour apart have roles of their own (builtins, constants, parameters and
 * attribute values: docsgen's theme shows them in the class, number, variable and string colours);
 * punctuation, an interpolation and an attribute's `=` have the text colour (role ''). Operators
 * have a role of their own (docsgen's theme draws them in the keyword colour).
 */
export const COLOUR_RULES: [types: string[], role: string, variable: string][] = [
  [['comment', 'prolog', 'doctype', 'cdata'], 'c', 'comment'],
  [['keyword', 'atrule', 'important', 'rule'], 'k', 'keyword'],
  [['string', 'char', 'template-string', 'url'], 's', 'string'],
  [['template-punctuation', 'interpolation-punctuation'], 'k', 'keyword'],
  // An interpolation inside a template string is code again: the text colour, no class.
  [['interpolation'], '', ''],
  [['function', 'function-variable'], 'f', 'function'],
  // js-extras' `maybe-class-name` and `property-access` have no role: most Prism themes (github and
  // dracula, Docusaurus's defaults, among them) colour neither, so a method (`method function
  // property-access`) is a function and `.title` or `React` is text, as in Docusaurus.
  [['class-name'], 'n', 'class'],
  [['number', 'boolean', 'symbol'], 'm', 'number'],
  [['constant'], 'q', 'constant'],
  [['entity'], 'k', 'keyword'],
  [['operator'], 'o', 'operator'],
  [['punctuation'], '', ''],
  [['property', 'literal-property'], 'r', 'property'],
  [['tag', 'selector'], 't', 'tag'],
  [['attr-name'], 'a', 'attr-name'],
  [['attr-value'], 'v', 'attr-value'],
  [['attr-equals'], '', ''],
  [['builtin'], 'b', 'builtin'],
  [['variable'], 'x', 'variable'],
  [['parameter'], 'p', 'parameter'],
  [['regex'], 'g', 'regex'],
  [['inserted'], 'i', 'inserted'],
  [['deleted'], 'd', 'deleted'],
];

/** The types the own theme draws italic (comments; Prism's `italic`), bold and dimmed. */
export const ITALIC_TYPES = ['italic', 'comment', 'prolog', 'doctype', 'cdata'];
export const BOLD_TYPES = ['bold', 'important'];
export const DIM_TYPES = ['namespace'];

/**
 * docsgen's own light code colours in prism-react-renderer's shape, each colour its `--dg-tok-*`
 * variable (so a site's `--tok-keyword` still re-colours it): the light side of a site that names a
 * Prism `darkTheme` and no `theme` (docsgen's default for `theme` is its own colours), coloured by
 * prismTokenStyles' rule like any Prism theme.
 */
export const OWN_LIGHT_THEME: PrismTheme = {
  plain: { color: 'var(--dg-code-text)' },
  styles: [
    ...COLOUR_RULES.map(([types, , variable]) => ({ types, style: { color: variable ? `var(--dg-tok-${variable})` : 'var(--dg-code-text)' } })),
    { types: ITALIC_TYPES, style: { fontStyle: 'italic' } },
    { types: BOLD_TYPES, style: { fontWeight: '700' } },
    { types: DIM_TYPES, style: { opacity: 0.75 } },
  ],
};
