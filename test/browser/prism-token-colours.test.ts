import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowserAndBuiltSite, type SiteServer } from '../helpers/browser.js';

// Code coloured by a site's Prism themes as prism-react-renderer (Docusaurus 3) colours it: a text's
// types are its tokens' types, outermost first, and for each property the last type the theme
// styles wins (see src/css/prismTokenStyles.ts). The expected colours are the fixtures' theme
// entries (github's and dracula's colours; palenight's), the one the rule picks for each token.

/** The computed colour and font style at the first character of `needle` (its `nth` occurrence) in the block holding `block`. */
async function stylesAt(browser: Browser, url: string, scheme: 'light' | 'dark', probes: Record<string, [block: string, needle: string, nth?: number]>) {
  const { page, errors } = await openPage(browser, { viewport: { width: 1000, height: 700 }, colorScheme: scheme });
  await page.addInitScript((mode) => localStorage.setItem('theme', mode), scheme);
  await page.goto(url);
  await page.locator('pre code').first().waitFor();
  await page.waitForFunction((mode) => document.documentElement.dataset.theme === mode, scheme);
  const styles = await page.evaluate((probes) => {
    const out: Record<string, string> = {};
    for (const [name, [block, needle, nth = 0]] of Object.entries(probes)) {
      const code = [...document.querySelectorAll('pre code')].find((element) => element.textContent!.includes(block));
      if (!code) {
        out[name] = 'no block';
        continue;
      }
      let at = -1;
      for (let i = 0; i <= nth; i++) at = code.textContent!.indexOf(needle, at + 1);
      const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
      let seen = 0;
      out[name] = 'missing';
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        if (at >= 0 && seen + node.length > at) {
          const style = getComputedStyle(node.parentElement!);
          out[name] = `${style.color} ${style.fontStyle}`;
          break;
        }
        seen += node.length;
      }
    }
    return out;
  }, probes);
  expect(errors).toEqual([]);
  // The page is reset and kept for the next test when this one ends (its init script removed).
  return styles;
}

describe('a Docusaurus site with a light and a dark Prism theme', () => {
  let browser: Browser;
  let server: SiteServer;
  useBrowserAndBuiltSite({ config: 'test/fixtures/sites/docusaurus-token-colours/docusaurus.config.ts', cache: false }, (b, s) => ([browser, server] = [b, s]));
  const probes = {
    // bash: `parameter variable`: the variable colour (dracula's italic too), not a parameter's.
    flag: ['set -euo', '-euo'],
    // `shebang important`: neither styled, the code's own colour.
    shebang: ['#!/usr/bin/env', '#!'],
    // `template-string template-punctuation string`: the string colour.
    backtick: ['const title', '`'],
    // In a JSX attribute: `tag script language-javascript template-string interpolation`: the tag colour.
    interpolated: ['aria-label', 'label}'],
    // CSS `atrule rule`: github's atrule colour (not its keyword one); dracula has none.
    atRule: ['@media', '@media'],
  } satisfies Record<string, [block: string, needle: string, nth?: number]>;

  it('light (github): each text in the colour of its last type the theme styles', async () => {
    expect(await stylesAt(browser, `${server.url}/docs/tokens`, 'light', probes)).toEqual({
      flag: 'rgb(54, 172, 170) normal',
      shebang: 'rgb(57, 58, 52) normal',
      backtick: 'rgb(227, 17, 108) normal',
      interpolated: 'rgb(0, 0, 159) normal',
      atRule: 'rgb(0, 164, 219) normal',
    });
  });

  it('dark (dracula): the same rule with the dark theme, its font style included', async () => {
    expect(await stylesAt(browser, `${server.url}/docs/tokens`, 'dark', probes)).toEqual({
      flag: 'rgb(189, 147, 249) italic',
      shebang: 'rgb(248, 248, 242) normal',
      backtick: 'rgb(255, 121, 198) normal',
      interpolated: 'rgb(255, 121, 198) normal',
      atRule: 'rgb(248, 248, 242) normal',
    });
  });
});

describe('a site with one Prism theme (palenight), in both modes', () => {
  let browser: Browser;
  let server: SiteServer;
  useBrowserAndBuiltSite({ config: 'test/fixtures/sites/token-colours-palenight/site.config.ts', cache: false }, (b, s) => ([browser, server] = [b, s]));
  const probes = {
    // palenight's boolean colour is its own, not its number one.
    boolean: ['done = true', 'true'],
    // A keyword styled italic with no colour: the code's colour, italic.
    keyword: ['class Store', 'class'],
    className: ['class Store', 'Map'],
    // `class-name keyword` (TypeScript's generic parameters): the class-name colour, the keyword's italic.
    keywordInClassName: ['interface Options', 'extends', 1],
  } satisfies Record<string, [block: string, needle: string, nth?: number]>;
  const expected = {
    boolean: 'rgb(255, 88, 116) normal',
    keyword: 'rgb(191, 199, 213) italic',
    className: 'rgb(255, 203, 107) normal',
    keywordInClassName: 'rgb(255, 203, 107) italic',
  };

  for (const scheme of ['light', 'dark'] as const) {
    it(`${scheme}: each text in the colour of its last type the theme styles`, async () => {
      expect(await stylesAt(browser, `${server.url}/docs/tokens`, scheme, probes)).toEqual(expected);
    });
  }
});

describe('a docsgen site with a dark Prism theme only', () => {
  let browser: Browser;
  let server: SiteServer;
  useBrowserAndBuiltSite({ config: 'test/fixtures/sites/token-colours-palenight/dark-only.config.ts', cache: false }, (b, s) => ([browser, server] = [b, s]));
  const probes = {
    boolean: ['done = true', 'true'],
    keyword: ['class Store', 'class'],
    className: ['class Store', 'Map'],
    keywordInClassName: ['interface Options', 'extends', 1],
    brace: ['class Store', '{'],
  } satisfies Record<string, [block: string, needle: string, nth?: number]>;

  it("light: docsgen's own code colours (templates/styles/tokens.css), as without a Prism theme", async () => {
    expect(await stylesAt(browser, `${server.url}/docs/tokens`, 'light', probes)).toEqual({
      boolean: 'rgb(5, 80, 174) normal',
      keyword: 'rgb(207, 34, 46) normal',
      className: 'rgb(149, 56, 0) normal',
      keywordInClassName: 'rgb(207, 34, 46) normal',
      brace: 'rgb(31, 35, 40) normal',
    });
  });

  it('dark: each text in the colour of its last type the dark theme styles (prism-react-renderer)', async () => {
    expect(await stylesAt(browser, `${server.url}/docs/tokens`, 'dark', probes)).toEqual({
      boolean: 'rgb(255, 88, 116) normal',
      keyword: 'rgb(191, 199, 213) italic',
      className: 'rgb(255, 203, 107) normal',
      keywordInClassName: 'rgb(255, 203, 107) italic',
      brace: 'rgb(199, 146, 234) normal',
    });
  });
});
