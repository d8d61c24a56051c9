import { readFileSync } from 'node:fs';
import { themeLayerFile, type ThemeLayers } from './themeLayers.js';

/**
 * Every element: the site's MDXComponents is built in a way its keys cannot be read from its
 * source (a spread of another module's object, `Object.assign`, a computed key), so any `.md` page
 * may use one of them.
 */
export const EVERY_ELEMENT = '*';

/**
 * What in a `.md` page's body makes each element, as CommonMark and GFM make it (or raw HTML
 * written in the page). A test may say yes where the page has none (the page is then compiled by
 * MDX, which renders it right, only slower); it never says no where the page has one.
 */
// A GFM table's delimiter row (`| --- | :-: |`, `--- | ---`): a pipe beside a run of dashes.
const TABLE = /^ {0,3}\|?[ \t]*:?-+:?[ \t]*\||^ {0,3}\|[ \t]*:?-+:?[ \t]*$|<(?:table|thead|tbody|tr|th|td)[\s/>]/im;
const LIST = /^[ \t]*(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)|\[\^|<(?:ul|ol|li)[\s/>]/im;
const MAKES: Record<string, RegExp> = {
  // Links, autolinks (`<https://…>`, GFM's bare URLs and e-mail addresses), references, footnote references.
  a: /\[|<[a-z][\w+.-]*:|https?:\/\/|www\.|@|<a[\s/>]/i,
  img: /!\[|<img[\s/>]/i,
  table: TABLE,
  thead: TABLE,
  tbody: TABLE,
  tr: TABLE,
  th: TABLE,
  td: TABLE,
  h1: /^ {0,3}#(?:[ \t]|$)|^ {0,3}=+[ \t]*$|<h1[\s/>]/im,
  // `---` under a line is a setext h2 (or a thematic break).
  h2: /^ {0,3}##(?:[ \t]|$)|^ {0,3}-+[ \t]*$|<h2[\s/>]/im,
  h3: /^ {0,3}###(?:[ \t]|$)|<h3[\s/>]/im,
  h4: /^ {0,3}####(?:[ \t]|$)|<h4[\s/>]/im,
  h5: /^ {0,3}#####(?:[ \t]|$)|<h5[\s/>]/im,
  h6: /^ {0,3}######(?:[ \t]|$)|<h6[\s/>]/im,
  blockquote: /^[ \t]*>|<blockquote[\s/>]/im,
  ul: LIST,
  ol: LIST,
  li: LIST,
  // Inline code, fences, indented code.
  code: /`|~~~|^(?: {4}|\t)|<code[\s/>]/im,
  pre: /^ {0,3}(?:```|~~~)|^(?: {4}|\t)|<pre[\s/>]/im,
  em: /[*_]|<em[\s/>]/i,
  strong: /\*\*|__|<strong[\s/>]/i,
  del: /~|<del[\s/>]/i,
  hr: /^ {0,3}(?:(?:-[ \t]*){3,}|(?:\*[ \t]*){3,}|(?:_[ \t]*){3,})$|<hr[\s/>]/im,
  br: / {2,}$|\\$|<br[\s/>]/im,
  // GFM task list items.
  input: /\[[ xX]\]|<input[\s/>]/i,
  // GFM footnotes: their references and the section that lists them.
  sup: /\[\^|<sup[\s/>]/i,
  section: /\[\^|<section[\s/>]/i,
  // Docusaurus's admonitions (`:::tip`) render with MDXComponents' `admonition`.
  admonition: /^[ \t]*:::/m,
};
/** Keys every page uses: any text is a paragraph, and `wrapper` wraps the whole content. */
const EVERY_PAGE = new Set(['p', 'wrapper']);

/**
 * The Markdown elements (`h2`, `a`, `table`…) the site's global MDXComponents (src/theme, theme/ or
 * a plugin's theme folder: the one theme lookup, themeLayerFile) maps to components of its own, read
 * from its source: the keys of its objects whose name is an element a `.md` page can hold (an
 * uppercase key is a component only MDX pages can use). What it spreads from
 * `@theme-original/MDXComponents` (or `@theme/`, `@theme-init/`) is docsgen's rendering already;
 * a spread of another module's object is EVERY_ELEMENT. Sorted; empty without a MDXComponents.
 * Docusaurus compiles every `.md` page with MDX and these components; docsgen compiles with MDX
 * only the `.md` pages that hold one of them (see markdownUsesElements).
 */
export function mdxComponentsElements(layers: ThemeLayers): string[] {
  const file = themeLayerFile(layers, 'MDXComponents');
  if (!file) return [];
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  // Comments out (a commented-out `h2:` is no key); strings stay (a quoted key is a key).
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:\\'"`])\/\/.*$/gm, '$1');
  const themeObjects = new Set<string>();
  const imported = new Set<string>();
  for (const match of code.matchAll(/\bimport\s+([^'";]*?)\s*from\s*(['"])([^'"]+)\2/g)) {
    const [, clause = '', , specifier = ''] = match;
    const names = clause.replace(/[{}*]/g, ' ').split(/[\s,]+/).filter((name) => name && name !== 'as' && name !== 'type');
    const target = /^@theme(?:-original|-init)?\/MDXComponents$/.test(specifier) ? themeObjects : imported;
    for (const name of names) target.add(name);
  }
  for (const match of code.matchAll(/\b(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*require\(\s*(['"])([^'"]+)\2\s*\)/g)) {
    (/^@theme(?:-original|-init)?\/MDXComponents$/.test(match[3]!) ? themeObjects : imported).add(match[1]!);
  }
  // Keys read from the source cannot be all of them.
  const spreadOther = [...code.matchAll(/\.\.\.\s*([A-Za-z_$][\w$]*)/g)].some(([, name]) => imported.has(name!) && !themeObjects.has(name!));
  if (spreadOther || /\bObject\.(?:assign|fromEntries)\s*\(|[{,]\s*\[[^\]]+\]\s*:/.test(code)) return [EVERY_ELEMENT];
  const keys = new Set<string>();
  for (const match of code.matchAll(/[{,]\s*(?:(['"])([a-z][\w-]*)\1|([a-z][\w$]*))\s*(?=[:,}(])/g)) keys.add((match[2] ?? match[3])!);
  return [...keys].filter((key) => key in MAKES || EVERY_PAGE.has(key) || /^[a-z][a-z0-9]*$/.test(key)).sort();
}

/**
 * Whether a `.md` page's body may hold one of `elements` (mdxComponentsElements): then Docusaurus's
 * rendering of it needs the site's components. A key that is no element Markdown makes (`details`,
 * `span`) counts when the page writes it as raw HTML.
 */
export function markdownUsesElements(body: string, elements: readonly string[]): boolean {
  return elements.some((element) => {
    if (element === EVERY_ELEMENT || EVERY_PAGE.has(element)) return true;
    const makes = MAKES[element];
    return makes ? makes.test(body) : new RegExp(`<${element}[\\s/>]`, 'i').test(body);
  });
}
