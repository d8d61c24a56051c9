import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { codeThemeCss } from '../../src/css/codeThemeCss.js';
import { withSiteTokens } from '../../src/css/siteTokens.js';

const stylesDir = 'templates/styles';
const stylesheets = readdirSync(stylesDir)
  .filter((name) => name.endsWith('.css'))
  .map((name) => ({ name, css: readFileSync(path.join(stylesDir, name), 'utf8') }));
const tokens = readFileSync(path.join(stylesDir, 'tokens.css'), 'utf8');

/** The custom properties a stylesheet sets and those it reads (`var(--x…`), comments left out. */
function variables(css: string): { set: Set<string>; read: { name: string; where: string }[] } {
  const set = new Set<string>();
  const read: { name: string; where: string }[] = [];
  postcss.parse(css).walkDecls((decl) => {
    if (decl.prop.startsWith('--')) set.add(decl.prop);
    for (const match of decl.value.matchAll(/var\(\s*(--[\w-]+)/g)) read.push({ name: match[1]!, where: `${decl.prop}: ${decl.value}` });
  });
  return { set, read };
}

describe("the theme's custom properties", () => {
  const all = stylesheets.map(({ name, css }) => ({ name, ...variables(css) }));
  const defined = new Set(all.flatMap(({ set }) => [...set]));

  it('are all namespaced: the theme reads no name a site defines for itself (`--text`, `--primary`), only `--dg-*`, Infima’s `--ifm-*` and in the Docusaurus layout Docusaurus’s `--docusaurus-*`', () => {
    const docusaurusOwn = (name: string, r: { name: string; where: string }) => name === 'docusaurus.css' && r.name.startsWith('--docusaurus-') && /var\(--docusaurus-[\w-]+,\s*\S/.test(r.where);
    const foreign = all.flatMap(({ name, read }) => read.filter((r) => !r.name.startsWith('--dg-') && !r.name.startsWith('--ifm-') && !docusaurusOwn(name, r)).map((r) => `${name}: ${r.where}`));
    expect(foreign).toEqual([]);
    const setForeign = all.flatMap(({ name, set }) => [...set].filter((prop) => !prop.startsWith('--dg-') && !prop.startsWith('--ifm-')).map((prop) => `${name}: ${prop}`));
    expect(setForeign).toEqual([]);
  });

  it('are each set by a rule of the theme: no `var(--dg-x)` falls back silently to nothing', () => {
    // Set by the build on an element: a numbered code block's pre (rehypeCodeBlocks).
    const setByTheBuild = new Set(['--dg-line-digits']);
    const undefinedReads = all.flatMap(({ name, read }) => read.filter((r) => r.name.startsWith('--dg-') && !defined.has(r.name) && !setByTheBuild.has(r.name)).map((r) => `${name}: ${r.where}`));
    expect(undefinedReads).toEqual([]);
  });

  it("read Infima's variables only in the Docusaurus layout's stylesheet, each with a fallback", () => {
    const infima = all.flatMap(({ name, read }) => read.filter((r) => r.name.startsWith('--ifm-')).map((r) => ({ name, where: r.where })));
    expect(infima.length).toBeGreaterThan(0);
    for (const use of infima) {
      expect(use.name).toBe('docusaurus.css');
      expect(use.where).toMatch(/var\(--ifm-[\w-]+,\s*\S/);
    }
  });

  it("Prism's code colours (codeThemeCss) set tokens the theme reads, nothing else", () => {
    const { set } = variables(codeThemeCss({ light: { plain: { color: '#111', backgroundColor: '#eee' }, styles: [{ types: ['keyword', 'string', 'comment'], style: { color: '#a00' } }] } }));
    // The code's background and text; its tokens are coloured by classes (prismTokenStyles).
    expect([...set].sort()).toEqual(['--dg-code-bg', '--dg-code-text', '--dg-code-title-bg']);
    for (const prop of set) expect(defined.has(prop), prop).toBe(true);
  });
});

describe("withSiteTokens: docsgen's layout reads each token from the name a site sets", () => {
  it("makes every token tokens.css sets take the site's value of its name without `dg-`, its own value as the fallback", () => {
    const before = postcss.parse(tokens);
    const after = postcss.parse(withSiteTokens(tokens));
    const values = (root: postcss.Root) => {
      const out: string[] = [];
      root.walkDecls(/^--/, (decl) => void out.push(`${decl.prop}=${decl.value}`));
      return out;
    };
    const original = values(before);
    expect(original.length).toBeGreaterThan(80);
    expect(values(after)).toEqual(original.map((entry) => {
      const [prop, value] = [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)];
      return `${prop}=var(--${prop.slice('--dg-'.length)}, ${value})`;
    }));
    // Rules, selectors and other properties (color-scheme) stay as they were.
    expect(after.nodes.filter((node) => node.type === 'rule').map((rule) => (rule as postcss.Rule).selector)).toEqual(before.nodes.filter((node) => node.type === 'rule').map((rule) => (rule as postcss.Rule).selector));
    expect(withSiteTokens(tokens)).toContain("--dg-font-sans: var(--font-sans, system-ui, -apple-system, 'Segoe UI'");
    expect(withSiteTokens(tokens).match(/color-scheme: (light|dark);/g)).toEqual(['color-scheme: light;', 'color-scheme: dark;']);
  });

  it('leaves a stylesheet without tokens alone', () => {
    const css = '.a { color: var(--dg-text); }\n/* --dg-x: 1; */';
    expect(withSiteTokens(css)).toBe(css);
  });
});
