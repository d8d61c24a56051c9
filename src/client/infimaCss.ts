import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { transform } from 'lightningcss';
import postcss, { type ChildNode, type Container, type Rule } from 'postcss';

const require = createRequire(import.meta.url);

/** `html[data-theme='dark']`, `:root`: where Infima sets its variables (and dark-mode overrides). */
const ROOT_COMPOUND = /^(?:html|:root)(?:\[[^\]]*\])*(?=\s|$)/;

let infimaSource: string | undefined;

/**
 * The rules of Infima (the CSS framework Docusaurus's pages use: `container`, `row`, `col--4`,
 * `hero--primary`, `button--lg`…) that React pages' HTML uses, for the site's stylesheet; `''`
 * without React pages, so other sites' stylesheets are unchanged. A rule is kept when every class
 * it names is in the pages' HTML (element-only rules when the element is); it applies inside a
 * React page only (`:where(.react-page)`, no added specificity, so the site's CSS modules after it
 * win as they do over Infima in Docusaurus). Infima's variables are kept at no specificity, so the
 * site's `:root { --ifm-color-primary: … }` wins. `themeClasses` are the classes docsgen's theme
 * also styles (`hero`, `button`, `card`): inside a React page its rules for them are undone first.
 * `siteCss`, the site's own stylesheets: the Infima variables they read are kept too.
 */
export function infimaCss(pageHtml: string[], themeClasses: ReadonlySet<string> = new Set(), siteCss = ''): string {
  if (pageHtml.length === 0) return '';
  const classes = new Set<string>();
  const tags = new Set<string>();
  for (const html of pageHtml) {
    for (const match of html.matchAll(/\sclass="([^"]*)"/g)) for (const name of match[1]!.split(/\s+/)) if (name) classes.add(name);
    for (const match of html.matchAll(/<([a-z][a-z0-9]*)/g)) tags.add(match[1]!);
  }
  infimaSource ??= readFileSync(require.resolve('infima/dist/css/default/default.css'), 'utf8');
  const root = postcss.parse(infimaSource);
  filterContainer(root, classes, tags);
  keepUsedVariables(root, siteCss);
  const shared = [...classes].filter((name) => themeClasses.has(name)).sort();
  const sharedList = shared.map((name) => `.${name}`).join(',');
  const reset = shared.length ? `:where(.react-page) :is(${sharedList}),:where(.react-page) :is(${sharedList})::before,:where(.react-page) :is(${sharedList})::after{all:revert;text-decoration:none}\n` : '';
  const css = transform({ filename: 'infima.css', code: Buffer.from(`${reset}${shared.length ? elementRulesAgain(root, sharedList) : ''}${root.toString()}`), minify: true }).code;
  return `/* Infima (MIT), the rules this site's React pages use */\n${Buffer.from(css).toString('utf8')}\n`;
}

/**
 * The reset above undoes Infima's element rules too (`h1 { margin… }` on an `<h1 class="hero__title">`):
 * those rules again for the elements the reset touched, at the reset's specificity and after it,
 * before Infima's class rules (which beat element rules in Infima, and still do).
 */
function elementRulesAgain(root: Container, sharedList: string): string {
  const copies: string[] = [];
  root.walkRules((rule) => {
    if (rule.parent?.type !== 'root') return;
    const selectors = rule.selectors.filter((selector) => selector.startsWith(':where(.react-page) ') && !/\.|::/.test(selector.slice(':where(.react-page) '.length)));
    if (selectors.length === 0) return;
    // `:where(h1)`: the class alone counts, as in the reset.
    copies.push(`${selectors.map((selector) => `:where(.react-page) :where(${selector.slice(':where(.react-page) '.length)}):is(${sharedList})`).join(',')}{${rule.nodes.map((node) => node.toString()).join(';')}}`);
  });
  return copies.join('\n');
}

/**
 * Infima's custom properties (`--ifm-…`, some 300 of them) cut to those the kept rules read, and
 * those these read in turn: a page using a hero and a button needs none of the navbar's or tabs'.
 */
function keepUsedVariables(root: Container, siteCss: string): void {
  const refs = (value: string) => [...value.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]!);
  const used = new Set<string>(refs(siteCss));
  const definitions = new Map<string, string[]>();
  root.walkDecls((decl) => {
    if (decl.prop.startsWith('--')) definitions.set(decl.prop, [...(definitions.get(decl.prop) ?? []), ...refs(decl.value)]);
    else for (const name of refs(decl.value)) used.add(name);
  });
  // Properties a rule sets for its own use (`--ifm-button-size-multiplier` on `.button--lg`) count as read.
  root.walkRules((rule) => {
    if (!rule.selector.startsWith(':where(html') && !rule.selector.startsWith(':where(:root')) rule.walkDecls(/^--/, (decl) => void used.add(decl.prop));
  });
  const pending = [...used];
  while (pending.length > 0) {
    for (const name of definitions.get(pending.pop()!) ?? []) {
      if (used.has(name)) continue;
      used.add(name);
      pending.push(name);
    }
  }
  root.walkDecls(/^--/, (decl) => {
    if (!used.has(decl.prop)) decl.remove();
  });
  root.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove();
  });
  root.walkAtRules((rule) => {
    if (rule.nodes && rule.nodes.length === 0) rule.remove();
  });
}

function filterContainer(container: Container, classes: Set<string>, tags: Set<string>): void {
  container.each((node: ChildNode) => {
    if (node.type === 'comment') node.remove();
    else if (node.type === 'rule') {
      const kept = node.selectors.map((selector) => scoped(selector.trim(), classes, tags)).filter((s): s is string => s !== undefined);
      if (kept.length === 0) node.remove();
      else (node as Rule).selectors = kept;
    } else if (node.type === 'atrule') {
      if (node.nodes) {
        if (/keyframes$/.test(node.name)) return;
        filterContainer(node, classes, tags);
        if (node.nodes.length === 0) node.remove();
      }
    }
  });
}

/** The selector as it applies inside a React page, or undefined when the pages use none of it. */
function scoped(selector: string, classes: Set<string>, tags: Set<string>): string | undefined {
  const rootPart = ROOT_COMPOUND.exec(selector)?.[0];
  const rest = rootPart ? selector.slice(rootPart.length).trim() : selector;
  if (rest === '') return `:where(${rootPart})`;
  // The page's body and document are docsgen's theme's.
  if (/^(?:body|html)\b/.test(rest)) return undefined;
  const named = [...rest.matchAll(/\.([\w-]+)/g)].map((m) => m[1]!);
  if (named.some((name) => !classes.has(name))) return undefined;
  if (named.length === 0) {
    const elements = [...rest.replace(/\[[^\]]*\]|:[\w-]+(\([^)]*\))?/g, ' ').matchAll(/(?:^|[\s>+~(,])([a-z][a-z0-9]*)/g)].map((m) => m[1]!);
    if (elements.length === 0 || elements.some((tag) => !tags.has(tag))) return undefined;
  }
  return `${rootPart ? `:where(${rootPart}) ` : ''}:where(.react-page) ${rest}`;
}
