import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { transform } from 'lightningcss';
import postcss, { type ChildNode, type Container, type Rule } from 'postcss';

const require = createRequire(import.meta.url);

/** `html[data-theme='dark']`, `:root`: where Infima sets its variables (and dark-mode overrides). */
const ROOT_COMPOUND = /^(?:html|:root)(?:\[[^\]]*\])*(?=\s|$)/;

/**
 * Classes docsgen's own Markdown rendering puts inside `.markdown` that Infima styles too (DocCardList's
 * cards, Tabs, the body itself): there the theme's look stays, whatever a page's own markup uses.
 */
const CONTENT_OWN = new Set(['card', 'tabs', 'tabs--block', 'markdown']);

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
 * `contentHtml`, the bodies of a Docusaurus site's Markdown and MDX pages (docs, blog posts): the
 * rules of the classes they use apply inside `.markdown` too (`alert alert--info`, `col col--6`,
 * `margin-bottom--lg`), the same way, class rules only (Infima's element rules would restyle every
 * page's text; the theme draws those as Docusaurus does), and not for CONTENT_OWN's classes.
 */
export function infimaCss(pageHtml: string[], themeClasses: ReadonlySet<string> = new Set(), siteCss = '', contentHtml: string[] = []): string {
  if (pageHtml.length === 0 && contentHtml.length === 0) return '';
  const { classes, tags } = markupNames(pageHtml);
  const inContent = new Set([...markupNames(contentHtml).classes].filter((name) => !CONTENT_OWN.has(name)));
  infimaSource ??= readFileSync(require.resolve('infima/dist/css/default/default.css'), 'utf8');
  const root = postcss.parse(infimaSource);
  filterContainer(root, { classes, tags, inContent });
  keepUsedVariables(root, siteCss);
  const shared = [...classes].filter((name) => themeClasses.has(name)).sort();
  // Only the classes Infima styles: the theme's own parts inside a page's body (`code-block`) stay as they are.
  const infimaClasses = new Set([...infimaSource.matchAll(/\.([a-z][\w-]*)/g)].map((m) => m[1]!));
  const sharedInContent = [...inContent].filter((name) => themeClasses.has(name) && infimaClasses.has(name)).sort();
  const sharedList = shared.map((name) => `.${name}`).join(',');
  const reset = [[shared, REACT_PAGE], [sharedInContent, CONTENT]] as const;
  const resets = reset
    .filter(([names]) => names.length > 0)
    .map(([names, scope]) => {
      const list = names.map((name) => `.${name}`).join(',');
      return `${scope} :is(${list}),${scope} :is(${list})::before,${scope} :is(${list})::after{all:revert;text-decoration:none}\n`;
    })
    .join('');
  const css = transform({ filename: 'infima.css', code: Buffer.from(`${resets}${shared.length ? elementRulesAgain(root, sharedList) : ''}${root.toString()}`), minify: true }).code;
  return `/* Infima (MIT), the rules this site's React pages use */\n${Buffer.from(css).toString('utf8')}\n`;
}

const REACT_PAGE = ':where(.react-page)';
const CONTENT = ':where(.markdown)';

/** The class names and element names in some HTML. */
function markupNames(html: string[]): { classes: Set<string>; tags: Set<string> } {
  const classes = new Set<string>();
  const tags = new Set<string>();
  for (const page of html) {
    for (const match of page.matchAll(/\sclass="([^"]*)"/g)) for (const name of match[1]!.split(/\s+/)) if (name) classes.add(name);
    for (const match of page.matchAll(/<([a-z][a-z0-9]*)/g)) tags.add(match[1]!);
  }
  return { classes, tags };
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

/** The names that keep a rule: a React page's classes and elements, and the classes of Markdown pages' bodies. */
interface Used {
  classes: Set<string>;
  tags: Set<string>;
  inContent: Set<string>;
}

function filterContainer(container: Container, used: Used): void {
  container.each((node: ChildNode) => {
    if (node.type === 'comment') node.remove();
    else if (node.type === 'rule') {
      const kept = node.selectors.flatMap((selector) => scoped(selector.trim(), used));
      if (kept.length === 0) node.remove();
      else (node as Rule).selectors = kept;
    } else if (node.type === 'atrule') {
      if (node.nodes) {
        if (/keyframes$/.test(node.name)) return;
        filterContainer(node, used);
        if (node.nodes.length === 0) node.remove();
      }
    }
  });
}

/**
 * The selector as it applies inside a React page, and inside a Markdown page's body when it names
 * classes only these use; none when the pages use none of it.
 */
function scoped(selector: string, { classes, tags, inContent }: Used): string[] {
  const rootPart = ROOT_COMPOUND.exec(selector)?.[0];
  const rest = rootPart ? selector.slice(rootPart.length).trim() : selector;
  if (rest === '') return [`:where(${rootPart})`];
  // The page's body and document are docsgen's theme's.
  if (/^(?:body|html)\b/.test(rest)) return [];
  // A class named only inside :not() need not be used: the rule applies to elements without it.
  const named = [...rest.replace(/:not\([^)]*\)/g, '').matchAll(/\.([\w-]+)/g)].map((m) => m[1]!);
  const prefix = rootPart ? `:where(${rootPart}) ` : '';
  const out: string[] = [];
  let inReactPage = named.every((name) => classes.has(name));
  if (inReactPage && named.length === 0) {
    const elements = [...rest.replace(/\[[^\]]*\]|:[\w-]+(\([^)]*\))?/g, ' ').matchAll(/(?:^|[\s>+~(,])([a-z][a-z0-9]*)/g)].map((m) => m[1]!);
    inReactPage = elements.length > 0 && elements.every((tag) => tags.has(tag));
  }
  if (inReactPage) out.push(`${prefix}${REACT_PAGE} ${rest}`);
  if (named.length > 0 && named.every((name) => inContent.has(name))) out.push(`${prefix}${CONTENT} ${rest}`);
  return out;
}
