import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowserAndCopiedSite, waitForHydration, type SiteServer } from '../helpers/browser.js';
import { eventually, gotoHydrated } from '../helpers/pageSteps.js';

/**
 * A Docusaurus site's own swizzled `src/theme/ColorModeToggle` (kysely has one: a pill switch and a
 * "system" button) in place of docsgen's toggle, given what Docusaurus 3's navbar gives it: `value`
 * (the visitor's choice, null for none), `onChange` (null: back to the system's mode),
 * `respectPrefersColorScheme`, and `@theme/Icon/LightMode`, `DarkMode`, `SystemColorMode`,
 * `useColorMode().colorMode`. This one steps light → dark → system as Docusaurus's own toggle does.
 * Fixture: test/fixtures/sites/docusaurus-own-searchbar, given the swizzle and
 * `colorMode: { respectPrefersColorScheme: true }` here.
 */
const fixture = 'test/fixtures/sites/docusaurus-own-searchbar';
let browser: Browser;
let site: SiteServer;

const TOGGLE = `import React from 'react';
import { useColorMode } from '@docusaurus/theme-common';
import IconLightMode from '@theme/Icon/LightMode';
import IconDarkMode from '@theme/Icon/DarkMode';
import IconSystemColorMode from '@theme/Icon/SystemColorMode';

// The pond's lamp: one button that steps through the modes, its icon the current choice.
export default function ColorModeToggle({ className, value, onChange, respectPrefersColorScheme }) {
  const { colorMode } = useColorMode();
  const next = value === null ? 'light' : value === 'light' ? 'dark' : respectPrefersColorScheme ? null : 'light';
  const Icon = value === null ? IconSystemColorMode : value === 'dark' ? IconDarkMode : IconLightMode;
  return (
    <div className={'pond-lamp ' + className}>
      <button type="button" data-choice={value ?? 'system'} data-shown={colorMode} onClick={() => onChange(next)}>
        <Icon className="pond-lamp__icon" />
      </button>
    </div>
  );
}
`;

async function addToggle(root: string): Promise<void> {
  await mkdir(path.join(root, 'src', 'theme', 'ColorModeToggle'), { recursive: true });
  await writeFile(path.join(root, 'src', 'theme', 'ColorModeToggle', 'index.js'), TOGGLE);
  const config = path.join(root, 'docusaurus.config.js');
  const text = await readFile(config, 'utf8');
  await writeFile(config, text.replace('themeConfig: {', 'themeConfig: {\n    colorMode: { respectPrefersColorScheme: true },'));
}

useBrowserAndCopiedSite(fixture, 'docsgen-color-swizzle-', (b, s) => ([browser, site] = [b, s]), { prepare: addToggle });

const state = (page: Page) =>
  page.evaluate(() => {
    const button = document.querySelector<HTMLElement>('nav.navbar .pond-lamp > button');
    return {
      theme: document.documentElement.getAttribute('data-theme'),
      choice: document.documentElement.getAttribute('data-theme-choice'),
      stored: localStorage.getItem('theme'),
      value: button?.dataset.choice,
      shown: button?.dataset.shown,
      icon: button?.querySelector('svg')?.getAttribute('class'),
    };
  });

describe("a Docusaurus site's swizzled ColorModeToggle", () => {
  it('replaces docsgen\'s toggle in the navbar and steps system → light → dark → system through onChange, the choice kept across reloads', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1280, height: 600 }, colorScheme: 'light' });
    await gotoHydrated(page, `${site.url}/reeds`);
    const lamp = page.locator('nav.navbar .pond-lamp > button');
    expect(await page.locator('nav.navbar .color-mode-toggle').count()).toBe(0);
    expect(await page.locator('nav.navbar .pond-lamp').getAttribute('class')).toBe('pond-lamp colorModeToggle');
    await eventually(() => state(page)).toEqual({ theme: 'light', choice: 'system', stored: null, value: 'system', shown: 'light', icon: 'pond-lamp__icon' });
    await lamp.click();
    await eventually(() => state(page)).toMatchObject({ theme: 'light', choice: 'light', stored: 'light', value: 'light', shown: 'light' });
    await lamp.click();
    await eventually(() => state(page)).toMatchObject({ theme: 'dark', choice: 'dark', stored: 'dark', value: 'dark', shown: 'dark' });
    await page.reload();
    await waitForHydration(page);
    await eventually(() => state(page)).toMatchObject({ theme: 'dark', choice: 'dark', stored: 'dark', value: 'dark', shown: 'dark' });
    // Back to none: the system's light shown, nothing stored.
    await lamp.click();
    await eventually(() => state(page)).toMatchObject({ theme: 'light', choice: 'system', stored: null, value: 'system', shown: 'light' });
    // (The fixture has no favicon: the browser's request for one is the only failure.)
    expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
  });

  it("follows the system's preference while the visitor has no choice, and not once one is made", async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 600 }, colorScheme: 'light' });
    await gotoHydrated(page, `${site.url}/reeds`);
    await page.evaluate(() => localStorage.removeItem('theme'));
    await page.reload();
    await waitForHydration(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await eventually(() => state(page)).toMatchObject({ theme: 'dark', choice: 'system', value: 'system', shown: 'dark' });
    await page.emulateMedia({ colorScheme: 'light' });
    await eventually(() => state(page)).toMatchObject({ theme: 'light', shown: 'light' });
    // Light picked: the system's dark no longer shows.
    await page.locator('nav.navbar .pond-lamp > button').click();
    await eventually(() => state(page)).toMatchObject({ choice: 'light', stored: 'light' });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await state(page)).toMatchObject({ theme: 'light', choice: 'light', shown: 'light' });
  });
});
