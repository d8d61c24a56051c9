import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowserAndBuiltSite, type SiteServer } from '../helpers/browser.js';

// A Docusaurus site's code block (title, line numbers, a highlighted line) and a heading's # link,
// measured beside Docusaurus 3.10.2's build of the same Markdown: the title is 50px high, its rule
// Infima's emphasis-300, the numbers are the code's colour at 0.4 (0.8 on a highlighted line), 1rem before
// the code, the Prism theme's font style shows (dracula's keywords are italic), and the # is in the
// primary colour half a rem after the heading's text. The number gutter is as wide as Docusaurus's
// table cell of numbers (1rem, the widest number's digits, 1rem: one digit here, not two), and a
// highlighted line's colour starts where the code does: the gutter keeps the code's background.
let browser: Browser;
let server: SiteServer;
useBrowserAndBuiltSite({ config: 'test/fixtures/sites/docusaurus-code-look/docusaurus.config.ts', cache: false }, (b, s) => ([browser, server] = [b, s]));

describe("a Docusaurus site's code block and heading link, light and dark", () => {
  for (const [scheme, look] of [
    ['light', { titleRule: 'rgb(218, 221, 225)', text: 'rgb(30, 30, 40)', keywordStyle: 'normal', brand: 'rgb(46, 133, 85)', rowPixels: { gutter: 'rgb(246, 248, 250)', code: 'rgb(72, 77, 91)' } }],
    ['dark', { titleRule: 'rgb(96, 103, 112)', text: 'rgb(240, 240, 230)', keywordStyle: 'italic', brand: 'rgb(37, 194, 160)', rowPixels: { gutter: 'rgb(40, 42, 54)', code: 'rgb(100, 100, 100)' } }],
  ] as const) {
    it(`${scheme}: the title's rule, the line numbers, the keywords' style and the # link`, async () => {
      const { page, errors } = await openPage(browser, { viewport: { width: 1000, height: 700 }, colorScheme: scheme });
      await page.addInitScript((mode) => localStorage.setItem('theme', mode), scheme);
      await page.goto(`${server.url}/docs/glass`);
      await page.locator('pre').first().waitFor();
      const heading = page.locator('h2', { hasText: 'Polishing' });
      await heading.hover();
      const hash = heading.locator('.hash-link');
      await expect.poll(() => hash.evaluate((a) => getComputedStyle(a).opacity)).toBe('1');
      const measured = await page.evaluate(() => {
        const style = (selector: string, pseudo?: string) => getComputedStyle(document.querySelector(selector)!, pseudo);
        const lines = [...document.querySelectorAll('pre code > .line')];
        // The numbers' faintness is their colour's alpha (the box stays opaque: it hides the code
        // scrolled under it), the text colour mixed as Docusaurus's opacity shows it.
        const probe = document.body.appendChild(document.createElement('span'));
        const faint = (colour: string, alpha: number) => ((probe.style.color = `color-mix(in srgb, ${colour} ${alpha * 100}%, transparent)`), getComputedStyle(probe).color);
        const number = (line: Element) => ({ colour: getComputedStyle(line, '::before').color, opacity: getComputedStyle(line, '::before').opacity, gap: getComputedStyle(line, '::before').paddingRight });
        const text = getComputedStyle(document.querySelector('pre code')!).color;
        const keyword = [...document.querySelectorAll('pre span')].find((span) => span.textContent === 'const')!;
        const link = style('h2 .hash-link');
        return {
          titleRule: style('.code-block__title').borderBottomColor,
          titleHeight: Math.round(document.querySelector('.code-block__title')!.getBoundingClientRect().height),
          plain: number(lines[0]!),
          highlighted: number(lines[1]!),
          keywordStyle: getComputedStyle(keyword).fontStyle,
          hash: { colour: link.color, padding: link.paddingLeft, margin: link.marginLeft },
          // The first code character's distance from the block's edge, less the two 1rem paddings,
          // in characters of the code's font (a monospace font: \`const\` is five).
          gutterDigits: Math.round((keyword.getBoundingClientRect().left - document.querySelector('pre')!.getBoundingClientRect().left - 32) / (keyword.getBoundingClientRect().width / 5) * 10) / 10,
          row: (({ left, right, top, bottom }) => ({ left, right, y: (top + bottom) / 2 }))(lines[1]!.getBoundingClientRect()),
          codeLeft: keyword.getBoundingClientRect().left,
          faint: [faint(text, 0.4), faint(text, 0.8)],
        };
      });
      // The highlighted row's pixels: in the gutter (8px in) the block's background, after the code
      // (8px before the right edge) the highlight colour.
      const pixel = async (x: number) => {
        const shot = await page.screenshot({ clip: { x: Math.round(x), y: Math.round(measured.row.y), width: 1, height: 1 } });
        const [r, g, b] = await sharp(shot).removeAlpha().raw().toBuffer();
        return `rgb(${r}, ${g}, ${b})`;
      };
      await page.mouse.move(0, 0);
      const rowPixels = { gutter: await pixel(measured.row.left + 8), code: await pixel(measured.row.right - 8) };
      expect(rowPixels).toEqual(look.rowPixels);
      const { row: _row, codeLeft: _codeLeft, faint, ...shown } = measured;
      expect(shown).toEqual({
        titleRule: look.titleRule,
        // Infima's line height (1.65) at 0.95rem, 0.75rem above and below, the 1px rule: 50px, as Docusaurus's.
        titleHeight: 50,
        plain: { colour: faint[0], opacity: '1', gap: '16px' },
        highlighted: { colour: faint[1], opacity: '1', gap: '16px' },
        keywordStyle: look.keywordStyle,
        hash: { colour: look.brand, padding: '8px', margin: '0px' },
        gutterDigits: 1,
      });
      expect(errors).toEqual([]);
    });
  }
});

// Docusaurus's word wrap button: beside copy, shown (faintly, on hover) on a block whose code is
// wider than the block, or wrapped, or numbered (until wrapped and unwrapped: Docusaurus 3.10's
// button shows while its code element has an inline style, which a numbered block's line counter
// gives it and unwrapping takes away); it wraps that block's lines, and unwraps them.
describe("a Docusaurus site's code block word wrap button", () => {
  it('shows on a block that scrolls, wraps its lines, unwraps them', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1000, height: 700 } });
    await page.goto(`${server.url}/docs/glass`);
    const [short, long] = [page.locator('.code-block', { hasText: 'function frame' }), page.locator('.code-block', { hasText: 'const recipe' })];
    const wrap = long.locator('button[aria-label="Toggle word wrap"]');
    await wrap.waitFor({ state: 'attached' });
    await expect.poll(() => short.locator('button[aria-label="Toggle word wrap"]').isVisible()).toBe(false);
    expect(await wrap.evaluate((button) => getComputedStyle(button).opacity)).toBe('0');
    await long.hover();
    await expect.poll(() => wrap.evaluate((button) => getComputedStyle(button).opacity)).toBe('0.4');
    // Whole while the pointer is on it; 34px square (0.4rem around a 1.2rem icon), as Docusaurus's.
    await wrap.hover();
    await expect.poll(() => wrap.evaluate((button) => getComputedStyle(button).opacity)).toBe('1');
    expect(await wrap.evaluate((button) => [button.getBoundingClientRect().width, button.getBoundingClientRect().height])).toEqual([34, 34]);
    // Beside the copy button, to its left.
    const [wrapBox, copyBox] = await Promise.all([wrap.boundingBox(), long.locator('.code-block__copy').boundingBox()]);
    expect(wrapBox!.x + wrapBox!.width).toBeLessThan(copyBox!.x);
    expect(Math.round(wrapBox!.y)).toBe(Math.round(copyBox!.y));
    // As high as each other (Docusaurus's row stretches the copy button), bordered as the title's rule.
    expect(Math.round(copyBox!.height)).toBe(34);
    expect(await long.locator('.code-block__copy').evaluate((button) => getComputedStyle(button).borderTopColor)).toBe('rgb(218, 221, 225)');
    const scrolls = () => long.locator('pre').evaluate((pre) => pre.scrollWidth > pre.clientWidth);
    expect(await scrolls()).toBe(true);
    await wrap.click();
    await expect.poll(scrolls).toBe(false);
    expect(await wrap.getAttribute('aria-pressed')).toBe('true');
    // Still there while wrapped, to unwrap.
    expect(await wrap.isVisible()).toBe(true);
    await wrap.click();
    await expect.poll(scrolls).toBe(true);
    expect(errors).toEqual([]);
  });

  it('shows on every numbered block, until its reader wraps and unwraps it', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1000, height: 700 } });
    await page.goto(`${server.url}/docs/glass`);
    const numbered = page.locator('.code-block', { hasText: 'polish(cloth)' });
    const wrap = numbered.locator('button[aria-label="Toggle word wrap"]');
    await wrap.waitFor({ state: 'attached' });
    // Its code fits: no scrolling, and the button is there all the same.
    expect(await numbered.locator('pre').evaluate((pre) => pre.scrollWidth > pre.clientWidth)).toBe(false);
    await numbered.hover();
    await expect.poll(() => wrap.isVisible()).toBe(true);
    await wrap.click();
    await expect.poll(() => wrap.getAttribute('aria-pressed')).toBe('true');
    expect(await wrap.isVisible()).toBe(true);
    await wrap.click();
    await expect.poll(() => wrap.isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });
});

describe("a Docusaurus site's word wrap button in a tab", () => {
  it('shows on a block of a tab shown later whose code is wider than the block (a hidden panel had no width to measure)', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1000, height: 700 } });
    await page.goto(`${server.url}/docs/panes`);
    const long = page.locator('.code-block', { hasText: 'a line of code long enough' });
    const wrap = long.locator('button[aria-label="Toggle word wrap"]');
    await wrap.waitFor({ state: 'attached' });
    expect(await long.isVisible()).toBe(false);
    await page.getByRole('tab', { name: 'Long' }).click();
    await long.hover();
    await expect.poll(() => wrap.isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });
});

// Docusaurus's number cells are sticky: a numbered block scrolled sideways keeps its numbers at
// the left edge in the code's background (the code passes under them), and a highlighted row's
// colour still runs to the end of the scrolled code.
describe("a Docusaurus site's line numbers on a block scrolled sideways", () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`${scheme}: stay put over the scrolling code; the highlighted row spans to its end`, async () => {
      const { page, errors } = await openPage(browser, { viewport: { width: 1000, height: 700 }, colorScheme: scheme });
      await page.addInitScript((mode) => localStorage.setItem('theme', mode), scheme);
      await page.goto(`${server.url}/docs/glass`);
      const pre = page.locator('pre', { hasText: 'const longest' });
      await pre.scrollIntoViewIfNeeded();
      await page.mouse.move(0, 0);
      // The gutter (the block's edge to the code) over the three rows.
      const gutter = await pre.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const first = element.querySelector('code > .line > *')!.getBoundingClientRect();
        const rows = [...element.querySelectorAll('code > .line')].map((line) => line.getBoundingClientRect());
        return { x: Math.round(box.left), y: Math.round(rows[0]!.top), width: Math.floor(first.left - box.left) - 1, height: Math.round(rows.at(-1)!.bottom - rows[0]!.top), row: rows[1]!, right: box.right };
      });
      const clip = { x: gutter.x, y: gutter.y, width: gutter.width, height: gutter.height };
      const before = await page.screenshot({ clip });
      const scrolled = await pre.evaluate((element) => {
        element.scrollLeft = element.scrollWidth;
        return element.scrollLeft;
      });
      expect(scrolled).toBeGreaterThan(200);
      await expect.poll(async () => (await page.screenshot({ clip })).equals(before)).toBe(true);
      // The highlighted row 8px before the block's right edge, scrolled to its end: the highlight.
      const shot = await page.screenshot({ clip: { x: Math.round(gutter.right - 8), y: Math.round((gutter.row.top + gutter.row.bottom) / 2), width: 1, height: 1 } });
      const [r, g, b] = await sharp(shot).removeAlpha().raw().toBuffer();
      expect(`rgb(${r}, ${g}, ${b})`).toBe(scheme === 'light' ? 'rgb(72, 77, 91)' : 'rgb(100, 100, 100)');
      expect(errors).toEqual([]);
    });
  }
});

// A token's colour as prism-react-renderer gives it: its innermost type the theme styles, else the
// token around it's (the fixture's light theme styles tag, builtin, variable, punctuation and
// attr-value, not class-name, parameter or number).
describe("a Docusaurus site's token colours", () => {
  it('a type the theme leaves alone takes the colour of the token around it', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1000, height: 700 }, colorScheme: 'light' });
    await page.addInitScript(() => localStorage.setItem('theme', 'light'));
    await page.goto(`${server.url}/docs/glass`);
    const block = page.locator('.code-block', { hasText: 'function frame' });
    await block.waitFor();
    const colours = await block.evaluate((element) => {
      const code = element.querySelector('pre code')!;
      const colourOf = (text: string, nth = 0) => {
        const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
        let seen = 0;
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const at = node.textContent!.indexOf(text);
          if (at >= 0 && seen++ === nth) return getComputedStyle(node.parentElement!).color;
        }
        return 'missing';
      };
      return { parameter: colourOf('pane'), builtin: colourOf('string'), tagName: colourOf('Window'), numberInTag: colourOf('1'), quote: colourOf('"'), value: colourOf('tall'), punctuation: colourOf('('), tagBracket: colourOf('<'), braceInTag: colourOf('{') };
    });
    // Punctuation in the theme's punctuation colour, in a tag too (the theme colours it apart from the text).
    expect(colours).toEqual({
      punctuation: 'rgb(90, 90, 90)',
      tagBracket: 'rgb(90, 90, 90)',
      braceInTag: 'rgb(90, 90, 90)',
      parameter: 'rgb(30, 30, 40)',
      builtin: 'rgb(150, 0, 150)',
      tagName: 'rgb(0, 120, 0)',
      numberInTag: 'rgb(0, 120, 0)',
      quote: 'rgb(90, 90, 90)',
      value: 'rgb(160, 0, 0)',
    });
    expect(errors).toEqual([]);
  });
});
