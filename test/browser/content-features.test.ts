import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openPage, useBrowserAndSite, waitForHydration, type SiteServer, copiedText, recordClipboardWrites } from '../helpers/browser.js';
import { eventually, gotoHydrated, waitForHeading } from '../helpers/pageSteps.js';

let browser: Browser;
let site: SiteServer;

useBrowserAndSite((b, s) => {
  browser = b;
  site = s;
});

const SITE_URL = 'https://react-native-documents.github.io';
// The repository keeps the site in docs/, and its content in docs/docs/.
const EDIT_URL = 'https://github.com/react-native-documents/document-picker/edit/main/docs/docs';

describe('code blocks', () => {
  it("copies the code to the clipboard and says 'Copied'", async () => {
    const { page } = await openPage(browser, { permissions: ['clipboard-read', 'clipboard-write'] });
    await recordClipboardWrites(page);
    await gotoHydrated(page, `${site.url}/docs/install`);
    const source = await readFile('content/docs/install.md', 'utf8');
    const expected = /```tsx title="FirstDocument\.tsx"\n([\s\S]*?)\n```/.exec(source)![1];

    const block = page.locator('.code-block', { has: page.locator('.code-block__title', { hasText: 'FirstDocument.tsx' }) });
    const label = block.locator('.code-block__copy-label');
    expect(await label.textContent()).toBe('Copy');
    // Every block on the page has its button (added in the browser).
    expect(await page.locator('.code-block__body > .code-block__buttons > .code-block__copy').count()).toBe(await page.locator('.code-block__body').count());
    await block.locator('.code-block__copy').click();
    await eventually(() => label.textContent()).toBe('Copied');
    expect(await copiedText(page)).toBe(expected);
    // The label goes back after a moment.
    await eventually(() => label.textContent()).toBe('Copy');
  });

  it('renders code titles, admonitions and details', async () => {
    const { page } = await openPage(browser);
    await gotoHydrated(page, `${site.url}/docs/install`);
    const title = page.locator('.code-block__title', { hasText: 'FirstDocument.tsx' });
    expect(await title.isVisible()).toBe(true);
    const admonition = page.locator('.markdown .theme-admonition-info');
    expect(await admonition.isVisible()).toBe(true);
    expect(await admonition.locator('.admonitionHeading').textContent()).toContain('Expo Go is not enough');
    expect(await admonition.locator('.admonitionContent').textContent()).toContain('development build');

    await page.goto(`${site.url}/docs/sponsor-only/picker/import-mode`);
    await waitForHydration(page);
    const details = page.locator('.markdown details.details').first();
    const summary = details.locator('summary');
    expect(await summary.textContent()).toBe('Video introduction');
    const body = details.locator('.video-link');
    expect(await body.isVisible()).toBe(false);
    await summary.click();
    await body.waitFor({ state: 'visible' });
    expect(await details.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
  });
});

describe('tabs', () => {
  const tabs = (page: Page, group: string) => page.locator(`.markdown .tabs[data-group="${group}"]`).first();
  /** The selected tab's label and which panels show. */
  const state = (page: Page, group: string) =>
    tabs(page, group).evaluate((el) => ({
      selected: [...el.querySelectorAll('[role="tab"][aria-selected="true"]')].map((t) => t.textContent),
      visible: [...el.querySelectorAll(':scope > .tabs__panel')].filter((p) => (p as HTMLElement).offsetParent !== null).map((p) => (p as HTMLElement).dataset.label),
    }));

  it('shows the clicked tab and hides the others, and remembers the choice across reloads', async () => {
    const { page } = await openPage(browser);
    await gotoHydrated(page, `${site.url}/docs/install`);
    expect(await tabs(page, 'pkg').getByRole('tab').allTextContents()).toEqual(['npm', 'yarn', 'pnpm', 'Expo']);
    expect(await state(page, 'pkg')).toEqual({ selected: ['npm'], visible: ['npm'] });

    await tabs(page, 'pkg').getByRole('tab', { name: 'yarn' }).click();
    expect(await state(page, 'pkg')).toEqual({ selected: ['yarn'], visible: ['yarn'] });
    expect(await tabs(page, 'pkg').locator('.tabs__panel:visible code').first().textContent()).toContain('yarn add @react-native-documents/picker');
    const keys = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('docsgen.tabs.')));
    expect(keys).toEqual(['docsgen.tabs.pkg']);
    expect(await page.evaluate(() => localStorage.getItem('docsgen.tabs.pkg'))).toBe('yarn');

    // The arrow keys move along the tabs.
    await page.keyboard.press('ArrowRight');
    expect(await state(page, 'pkg')).toEqual({ selected: ['pnpm'], visible: ['pnpm'] });

    await page.reload();
    await waitForHydration(page);
    expect(await state(page, 'pkg')).toEqual({ selected: ['pnpm'], visible: ['pnpm'] });
  });

  it('applies the choice to the same group on other pages', async () => {
    const { page } = await openPage(browser);
    await gotoHydrated(page, `${site.url}/docs/sponsor-only/viewer`);
    expect(await state(page, 'os')).toEqual({ selected: ['Android'], visible: ['Android'] });
    await tabs(page, 'os').getByRole('tab', { name: 'iOS' }).click();
    expect(await state(page, 'os')).toEqual({ selected: ['iOS'], visible: ['iOS'] });

    // Client-side navigation to another page with the group.
    await page.locator('.sidebar a', { hasText: 'Save As dialog' }).click();
    await waitForHeading(page, "'Save As' dialog");
    expect(await state(page, 'os')).toEqual({ selected: ['iOS'], visible: ['iOS'] });

    // And a fresh load of a third one.
    await gotoHydrated(page, `${site.url}/docs/sponsor-only/picker/integrating-on-android`);
    expect(await state(page, 'os')).toEqual({ selected: ['iOS'], visible: ['iOS'] });
  });
});

describe('images and page links', () => {
  it('loads the optimised picture', async () => {
    const { page } = await openPage(browser);
    await gotoHydrated(page, `${site.url}/docs/sponsor-only/picker/keeping-local-copy`);
    const image = page.locator('.markdown picture img').first();
    expect(await page.locator('.markdown picture source[type="image/webp"]').count()).toBeGreaterThan(0);
    await image.scrollIntoViewIfNeeded();
    await image.evaluate((img: HTMLImageElement) => (img.complete && img.naturalWidth > 0 ? null : new Promise((resolve) => img.addEventListener('load', resolve, { once: true }))));
    const loaded = await image.evaluate((img: HTMLImageElement) => ({ naturalWidth: img.naturalWidth, src: img.currentSrc, alt: img.alt }));
    expect(loaded.naturalWidth).toBeGreaterThan(0);
    expect(loaded.src).toMatch(/\/assets\/img\/pick-flow-[0-9a-f]+-\d+\.webp$/);
    expect(loaded.alt).toContain('keepLocalCopy()');
  });

  it("has an 'Edit this page' link on doc pages only", async () => {
    const { page } = await openPage(browser);
    for (const [route, file] of [
      ['/docs/install', 'install.md'],
      ['/docs/sponsor-only/picker/keeping-local-copy', 'sponsor-only/picker/keeping-local-copy.md'],
    ]) {
      await gotoHydrated(page, `${site.url}${route}`);
      const edit = page.locator('main a.doc__edit');
      expect(await edit.textContent()).toBe('Edit this page');
      expect(await edit.getAttribute('href')).toBe(`${EDIT_URL}/${file}`);
      expect(await edit.getAttribute('target')).toBe('_blank');
    }
    // Client-side navigation updates it.
    await page.locator('.pagination__link--next').click();
    await eventually(() => page.locator('main a.doc__edit').getAttribute('href')).not.toBe(`${EDIT_URL}/sponsor-only/picker/keeping-local-copy.md`);
    expect(await page.locator('main a.doc__edit').getAttribute('href')).toMatch(new RegExp(`^${EDIT_URL}/.+\\.md$`));
    await gotoHydrated(page, `${site.url}/`);
    expect(await page.locator('a.doc__edit').count()).toBe(0);
  });
});

describe('files for machines', () => {
  async function docRoutes(): Promise<string[]> {
    const dir = path.join(inject('siteDir'), '__data');
    const files = (await readdir(dir, { recursive: true })).filter((f) => f.endsWith('.json') && f !== 'docs-version.json');
    const pages = await Promise.all(files.map(async (f) => JSON.parse(await readFile(path.join(dir, f), 'utf8')) as { kind: string; path: string }));
    return pages.filter((p) => p.kind === 'doc').map((p) => p.path);
  }

  it('/llms.txt lists every doc page by its Markdown URL', async () => {
    const routes = await docRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(18);
    const response = await fetch(`${site.url}/llms.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text.startsWith('# React Native document picker & viewer\n')).toBe(true);
    const listed = [...text.matchAll(/\]\((https:[^)]+)\)/g)].map((m) => m[1]);
    expect(listed.sort()).toEqual(routes.map((route) => `${SITE_URL}${route}.md`).sort());
  });

  it('/docs/install.md serves the Markdown source, and the browser loads it normally', async () => {
    const response = await fetch(`${site.url}/docs/install.md`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/markdown/);
    expect(await response.text()).toBe(await readFile('content/docs/install.md', 'utf8'));

    // A link to it is not taken over by the router.
    const { page } = await openPage(browser);
    await gotoHydrated(page, `${site.url}/docs/install`);
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.id = 'md-link';
      a.href = '/docs/install.md';
      a.textContent = 'Markdown';
      a.style.cssText = 'position:fixed;right:20px;bottom:20px;z-index:10000';
      document.body.appendChild(a);
    });
    await Promise.all([page.waitForURL(`${site.url}/docs/install.md`), page.locator('#md-link').click()]);
    expect(await page.locator('body').textContent()).toContain('## Adding the packages');
  });
});
