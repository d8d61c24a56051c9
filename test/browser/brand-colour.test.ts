import { readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { silentLogger } from '../../src/util/log.js';
import { openPage, useBrowserAndSite, type SiteServer } from '../helpers/browser.js';
import { gotoHydrated } from '../helpers/pageSteps.js';
import { copyFixtureSite } from '../helpers/siteCopy.js';

/**
 * README's brand-colour example ("Changing the theme"), applied as written to the basic fixture
 * site: every brand-coloured part of the page takes the brand's hue, in light and in dark mode.
 */
const readme = readFileSync('README.md', 'utf8');
const customCss = /```css title="src\/custom\.css"\n([\s\S]*?)```/.exec(readme)![1]!;
const brand = /--brand:\s*(#[0-9a-f]{6})/i.exec(customCss)![1]!;
// README's dark-mode example (a brand shade of the site's own for dark pages), and `--text` from its table, set on `:root`.
const darkPrimary = /`(html\[data-theme='dark'\] \{ --primary: (#[0-9a-f]{6}); \})`/.exec(readme)!;
const text = '#7c3aed';
const siteCss = `${customCss}\n${darkPrimary[1]}\n:root { --text: ${text}; }\n`;

let browser: Browser;
let site: SiteServer;
let root: string | undefined;

useBrowserAndSite(
  (b, s) => {
    browser = b;
    site = s;
  },
  async () => {
    const copy = await copyFixtureSite(path.resolve('test/fixtures/sites/basic'), 'docsgen-brand-');
    root = copy.root;
    await writeFile(path.join(root, 'site.config.ts'), copy.configSource.replace('plugins:', "theme: { customCss: ['./src/custom.css'] },\n  plugins:"));
    await mkdir(path.join(root, 'src'));
    await writeFile(path.join(root, 'src/custom.css'), siteCss);
    const out = path.join(root, 'build');
    await build({ config: path.join(root, 'site.config.ts'), out, logger: silentLogger, crawl: false });
    return out;
  },
);
afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

/** Hue (degrees) and alpha of any CSS colour, as the browser paints it (canvas pixels). */
async function paint(page: Page, colours: string[]): Promise<{ colour: string; hue: number; saturation: number; alpha: number }[]> {
  return page.evaluate((list) => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
    return list.map((colour) => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = colour;
      ctx.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = [...ctx.getImageData(0, 0, 1, 1).data].map((v) => v / 255) as [number, number, number, number];
      const max = Math.max(r, g, b);
      const min = Math.min(r, g, b);
      const d = max - min;
      let hue = 0;
      if (d > 0) hue = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
      return { colour, hue: (hue * 60 + 360) % 360, saturation: max === 0 ? 0 : d / max, alpha: a };
    });
  }, colours);
}

/** The colours the brand shows in on a doc page and on the landing page. */
async function brandColours(page: Page): Promise<Record<string, string>> {
  const style = (selector: string, property: string) =>
    page.locator(selector).first().evaluate((el, prop) => getComputedStyle(el).getPropertyValue(prop), property);
  await gotoHydrated(page, `${site.url}/docs/intro`);
  const link = await style('main .markdown a[href]', 'color');
  await gotoHydrated(page, `${site.url}/docs/guides/advanced/deep`);
  const found: Record<string, string> = {
    link,
    sidebarActive: await style('.sidebar__link--active', 'background-color'),
    sidebarActiveText: await style('.sidebar__link--active', 'color'),
    breadcrumb: await style(".breadcrumbs li[aria-current='page'] span", 'background-color'),
    primarySoft: await style('html', '--dg-primary-soft'),
    button: await style('html', '--dg-button-bg'),
  };
  await gotoHydrated(page, `${site.url}/`);
  const hero = await style('.hero', 'background-image');
  const stops = hero.match(/(?:rgba?|oklab|oklch|lab|lch|color)\([^()]*\)/g) ?? [];
  expect(stops.length, hero).toBeGreaterThanOrEqual(2);
  stops.forEach((stop, i) => (found[`hero${i}`] = stop));
  return found;
}

describe("README's brand colour", () => {
  for (const mode of ['light', 'dark'] as const) {
    it(`colours links, hero, active sidebar item and soft backgrounds in ${mode} mode`, async () => {
      const { page } = await openPage(browser, { colorScheme: mode });
      const colours = await brandColours(page);
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(mode);
      const [expected] = await paint(page, [brand]);
      const painted = await paint(page, Object.values(colours));
      const names = Object.keys(colours);
      for (const [i, p] of painted.entries()) {
        // Shades and tints keep the brand's hue (the default blue is 40 degrees away).
        expect(p.alpha, `${names[i]}: ${p.colour}`).toBeGreaterThan(0);
        expect(p.saturation, `${names[i]}: ${p.colour}`).toBeGreaterThan(0.15);
        expect(Math.abs(p.hue - expected!.hue), `${names[i]}: ${p.colour} (brand ${brand})`).toBeLessThan(12);
      }
      // The soft backgrounds are tints: the text stays readable on them.
      expect(painted[names.indexOf('sidebarActive')]!.alpha).toBeLessThan(0.3);
      expect(painted[names.indexOf('breadcrumb')]!.alpha).toBeLessThan(0.3);
    });
  }

  it('is lifted for dark pages: links are lighter in dark mode than in light mode', async () => {
    const light = (await openPage(browser, { colorScheme: 'light' })).page;
    const dark = (await openPage(browser, { colorScheme: 'dark' })).page;
    const lightness = async (page: Page) => {
      const link = (await brandColours(page)).link!;
      return page.evaluate((colour) => {
        const ctx = document.createElement('canvas').getContext('2d')!;
        ctx.fillStyle = colour;
        ctx.fillRect(0, 0, 1, 1);
        const [r, g, b] = ctx.getImageData(0, 0, 1, 1).data;
        return r! + g! + b!;
      }, link);
    };
    expect(await lightness(dark)).toBeGreaterThan((await lightness(light)) + 150);
  });
});

describe("README's other custom properties, set by the site", () => {
  it("`--text` on :root colours the text in both modes; `html[data-theme='dark'] { --primary }` the brand's outlines in dark mode only", async () => {
    for (const [mode, primary] of [['light', brand], ['dark', darkPrimary[2]!]] as const) {
      const { page } = await openPage(browser, { colorScheme: mode });
      await gotoHydrated(page, `${site.url}/docs/intro`);
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(mode);
      // The skip link, focused from the keyboard, is outlined in the brand's --primary.
      await page.keyboard.press('Tab');
      await expect.poll(() => page.evaluate(() => document.activeElement?.className)).toBe('skip-link');
      const seen = await page.evaluate(
        ([textColour, primaryColour]) => {
          /** A colour as computed styles write it. */
          const computed = (colour: string) => {
            const probe = document.body.appendChild(document.createElement('i'));
            probe.style.color = colour;
            const value = getComputedStyle(probe).color;
            probe.remove();
            return value;
          };
          return {
            text: [getComputedStyle(document.querySelector('main .markdown p')!).color, computed(textColour)],
            outline: [getComputedStyle(document.querySelector('.skip-link')!).outlineColor, computed(primaryColour)],
          };
        },
        [text, primary],
      );
      expect(seen.text[0], mode).toBe(seen.text[1]);
      expect(seen.outline[0], mode).toBe(seen.outline[1]);
    }
  });
});
