import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowserAndBuiltSite, type SiteServer } from '../helpers/browser.js';

// A Docusaurus site's code block (title, line numbers, a highlighted line) and a heading's # link,
// measured beside Docusaurus 3.10.2's build of the same Markdown: the title is 50px high, its rule
// Infima's emphasis-300, the numbers are the code's colour at 0.4 (0.8 on a highlighted line), 1rem before
// the code, the Prism theme's font style shows (dracula's keywords are italic), and the # is in the
// primary colour half a rem after the heading's text.
let browser: Browser;
let server: SiteServer;
useBrowserAndBuiltSite({ config: 'test/fixtures/sites/docusaurus-code-look/docusaurus.config.ts', cache: false }, (b, s) => ([browser, server] = [b, s]));

describe("a Docusaurus site's code block and heading link, light and dark", () => {
  for (const [scheme, look] of [
    ['light', { titleRule: 'rgb(218, 221, 225)', text: 'rgb(30, 30, 40)', keywordStyle: 'normal', brand: 'rgb(46, 133, 85)' }],
    ['dark', { titleRule: 'rgb(96, 103, 112)', text: 'rgb(240, 240, 230)', keywordStyle: 'italic', brand: 'rgb(37, 194, 160)' }],
  ] as const) {
    it(`${scheme}: the title's rule, the line numbers, the keywords' style and the # link`, async () => {
      const { page, errors } = await openPage(browser, { viewport: { width: 1000, height: 700 }, colorScheme: scheme });
      await page.addInitScript((mode) => localStorage.setItem('theme', mode), scheme);
      await page.goto(`${server.url}/docs/glass`);
      await page.locator('pre').waitFor();
      const heading = page.locator('h2', { hasText: 'Polishing' });
      await heading.hover();
      const hash = heading.locator('.hash-link');
      await expect.poll(() => hash.evaluate((a) => getComputedStyle(a).opacity)).toBe('1');
      const measured = await page.evaluate(() => {
        const style = (selector: string, pseudo?: string) => getComputedStyle(document.querySelector(selector)!, pseudo);
        const lines = [...document.querySelectorAll('pre code > .line')];
        const number = (line: Element) => ({ colour: getComputedStyle(line, '::before').color, opacity: getComputedStyle(line, '::before').opacity, gap: getComputedStyle(line, '::before').marginRight });
        const keyword = [...document.querySelectorAll('pre span')].find((span) => span.textContent === 'const')!;
        const link = style('h2 .hash-link');
        return {
          titleRule: style('.code-block__title').borderBottomColor,
          titleHeight: Math.round(document.querySelector('.code-block__title')!.getBoundingClientRect().height),
          plain: number(lines[0]!),
          highlighted: number(lines[1]!),
          keywordStyle: getComputedStyle(keyword).fontStyle,
          hash: { colour: link.color, padding: link.paddingLeft, margin: link.marginLeft },
        };
      });
      expect(measured).toEqual({
        titleRule: look.titleRule,
        // Infima's line height (1.65) at 0.95rem, 0.75rem above and below, the 1px rule: 50px, as Docusaurus's.
        titleHeight: 50,
        plain: { colour: look.text, opacity: '0.4', gap: '16px' },
        highlighted: { colour: look.text, opacity: '0.8', gap: '16px' },
        keywordStyle: look.keywordStyle,
        hash: { colour: look.brand, padding: '8px', margin: '0px' },
      });
      expect(errors).toEqual([]);
    });
  }
});
