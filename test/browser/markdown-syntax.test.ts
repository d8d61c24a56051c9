import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowserAndBuiltSite, type SiteServer, copiedText, recordClipboardWrites } from '../helpers/browser.js';
import { eventually, gotoHydrated } from '../helpers/pageSteps.js';

let browser: Browser;
let site: SiteServer;

// Strict: none of these forms may cost a warning.
useBrowserAndBuiltSite({ config: 'test/fixtures/sites/markdown-syntax/site.config.ts', strict: true }, (b, s) => {
  browser = b;
  site = s;
});

describe('a page without front matter, with every admonition form', () => {
  it('shows the heading once as the page title, and every box with its title and colour', async () => {
    const { page } = await openPage(browser);
    await gotoHydrated(page, `${site.url}/docs/boxes`);
    expect(await page.locator('main h1').allTextContents()).toEqual(['Boxes of every kind']);
    expect(await page.title()).toContain('Boxes of every kind');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe('This page has no front matter: its title is the heading above, its description this sentence.');
    const boxes = await page.locator('.markdown .theme-admonition').evaluateAll((admonitions) =>
      admonitions.map((box) => ({
        type: (box as HTMLElement).dataset.admonition,
        title: box.querySelector('.admonitionHeading')!.textContent,
        visible: (box as HTMLElement).offsetHeight > 0,
        accent: getComputedStyle(box).borderLeftColor,
      })),
    );
    expect(boxes.map(({ type, title, visible }) => [type, title, visible])).toEqual([
      ['note', 'Note', true],
      ['tip', 'Keyboard first', true],
      ['info', 'Where files go', true],
      ['caution', 'Slow network', true],
      ['warning', 'Old devices', true],
      ['important', 'Important', true],
      ['important', 'Important', true],
      ['danger', 'Danger', true],
    ]);
    // Caution is drawn like a warning, important like info; each type has its colour.
    const accent = (type: string) => boxes.find((box) => box.type === type)!.accent;
    expect(accent('caution')).toBe(accent('warning'));
    expect(accent('important')).toBe(accent('info'));
    expect(new Set(['note', 'tip', 'info', 'warning', 'danger'].map(accent)).size).toBe(5);
    expect(await page.locator('.markdown').textContent()).not.toContain(':::');
  });
});

describe('code-block options', () => {
  it('numbers the lines, highlights the marked ones, and copies the code without numbers or marker comments', async () => {
    const { page } = await openPage(browser, { permissions: ['clipboard-read', 'clipboard-write'] });
    await recordClipboardWrites(page);
    await gotoHydrated(page, `${site.url}/docs/code`);
    const block = page.locator('.code-block', { has: page.locator('.code-block__title', { hasText: 'count.js' }) });
    const lines = await block.locator('.line').evaluateAll((spans) =>
      spans.map((span) => ({ number: getComputedStyle(span, '::before').content, highlighted: span.classList.contains('line--highlighted') })),
    );
    expect(lines).toEqual([
      { number: '"1"', highlighted: false },
      { number: '"2"', highlighted: true },
      { number: '"3"', highlighted: false },
    ]);
    await block.locator('.code-block__copy').click();
    await eventually(() => block.locator('.code-block__copy-label').textContent()).toBe('Copied');
    expect(await copiedText(page)).toBe('let total = 0\ntotal += 2\nconsole.log(total)');

    const python = page.locator('pre.language-python');
    expect(await python.locator('.line--highlighted').count()).toBe(2);
    expect(await python.locator('.k').first().textContent()).toBe('def');
    expect(await python.textContent()).not.toContain('highlight-');
  });
});

describe('syntax colours', () => {
  it("gives each highlighted role the theme's colour for it, in light and dark mode", async () => {
    const { page } = await openPage(browser);
    await gotoHydrated(page, `${site.url}/docs/code`);
    const colours = (theme: string) =>
      page.evaluate((mode) => {
        document.documentElement.setAttribute('data-theme', mode);
        const pre = document.querySelector('pre.language-js')!;
        /** The colour a custom property resolves to, through a probe element inside the block. */
        const resolved = (property: string) => {
          const probe = document.createElement('span');
          probe.style.color = `var(${property})`;
          pre.append(probe);
          const colour = getComputedStyle(probe).color;
          probe.remove();
          return colour;
        };
        const tokenColour = (text: string) => getComputedStyle([...document.querySelectorAll('pre code span:not(.line)')].find((span) => span.textContent === text)!).color;
        return {
          // A keyword and a number in the JavaScript block, a function name in the Python one.
          tokens: [tokenColour('let'), tokenColour('0'), tokenColour('area')],
          theme: [resolved('--dg-tok-keyword'), resolved('--dg-tok-number'), resolved('--dg-tok-function')],
          text: getComputedStyle(pre).color,
        };
      }, theme);
    const light = await colours('light');
    const dark = await colours('dark');
    expect(light.tokens).toEqual(light.theme);
    expect(dark.tokens).toEqual(dark.theme);
    expect(light.tokens).not.toEqual(dark.tokens);
    expect(light.tokens).not.toContain(light.text);
  });
});

describe('the language badge', () => {
  it('shows the language of an untitled block from the stylesheet, outside the scrolling code and the accessibility tree, and hides it on hover', async () => {
    const { page } = await openPage(browser);
    await gotoHydrated(page, `${site.url}/docs/code`);
    const badge = (selector: string) =>
      page.evaluate((sel) => {
        const pre = document.querySelector(sel)!;
        const after = getComputedStyle(pre, '::after');
        return { content: after.content, position: after.position, display: after.display, opacity: after.opacity, prePosition: getComputedStyle(pre).position };
      }, selector);
    const python = await badge('pre.language-python');
    expect(python).toMatchObject({ content: '"python" / ""', position: 'absolute', display: 'block', opacity: '1', prePosition: 'static' });
    // No element holds the label: copying or reading the block gives the code alone.
    expect(await page.locator('.code-block__body').filter({ has: page.locator('pre.language-python') }).textContent()).not.toContain('python');
    expect(await page.locator('pre.language-python').ariaSnapshot()).not.toContain('python');
    // A titled block names itself: no badge.
    expect((await badge('pre.language-js')).content).toBe('none');
    await page.locator('pre.language-python').hover();
    await eventually(async () => (await badge('pre.language-python')).opacity).toBe('0');
  });

  for (const viewport of [{ width: 400, height: 800 }, { width: 1280, height: 900 }]) {
    it(`does not cover the first line of a long, scrolling block (${viewport.width} px)`, async () => {
      const { page } = await openPage(browser, { viewport });
      await gotoHydrated(page, `${site.url}/docs/code`);
      const pre = page.locator('pre.language-bash');
      await pre.scrollIntoViewIfNeeded();
      const boxes = await pre.evaluate((el) => {
        // The first line's text: a range over the code up to its first newline.
        const code = el.querySelector('code')!;
        const range = document.createRange();
        range.selectNodeContents(code);
        const line = [...range.getClientRects()][0]!;
        const pre = el.getBoundingClientRect();
        const after = getComputedStyle(el, '::after');
        // The badge's box: the body is its containing block; top/right/height give its place.
        const body = el.parentElement!.getBoundingClientRect();
        const top = body.top + parseFloat(after.top);
        return { scrolls: el.scrollWidth > el.clientWidth, lineTop: line.top, lineBottom: line.bottom, preRight: pre.right, badgeTop: top, badgeBottom: top + parseFloat(after.height), display: after.display };
      });
      expect(boxes.scrolls).toBe(true);
      expect(boxes.display).toBe('block');
      // The line's text runs to the block's right edge, so the badge must sit clear of it vertically.
      expect(boxes.badgeBottom <= boxes.lineTop || boxes.badgeTop >= boxes.lineBottom, JSON.stringify(boxes)).toBe(true);
    });
  }
});

