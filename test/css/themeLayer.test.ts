import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleClient } from '../../src/client/bundleClient.js';
import { findReact } from '../../src/theme/findReact.js';
import { launchChromium } from '../helpers/browser.js';

// Docusaurus's future.v4.useCssCascadeLayers puts Infima's and the theme's CSS in cascade layers: a
// site's custom.css wins over them whatever its specificity. theme.cascadeLayer does the same with docsgen's theme.
let root: string;
let browser: Browser;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'docsgen-theme-layer-'));
  // Element rules only: each loses to the theme's class rules unless the theme is in a layer.
  await writeFile(path.join(root, 'custom.css'), 'span { letter-spacing: 3px; }\nli { margin-top: 7px; }\n');
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await rm(root, { recursive: true, force: true });
});

/** The letter spacing of a navbar title and the margin of a second sidebar item, with the bundle's stylesheet. */
async function siteRulesApplied(themeLayer: boolean): Promise<{ title: string; item: string }> {
  const bundle = await bundleClient(undefined, { rootDir: root, react: findReact(root), kinds: ['doc'], themeLayer, customCss: [path.resolve('templates/styles/docusaurus.css'), path.join(root, 'custom.css')] });
  const css = bundle.files.filter((file) => file.path.endsWith('.css')).map((file) => Buffer.from(file.contents).toString('utf8')).join('\n');
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.setContent(`<style>${css}</style><nav class="navbar"><a class="navbar__brand"><span class="navbar__title">Bees</span></a></nav><ul class="sidebar__list"><li class="sidebar__item">a</li><li class="sidebar__item">b</li></ul>`);
    return await page.evaluate(() => ({ title: getComputedStyle(document.querySelector('.navbar__title')!).letterSpacing, item: getComputedStyle(document.querySelectorAll('.sidebar__item')[1]!).marginTop }));
  } finally {
    await context.close();
  }
}

describe("the theme's cascade layer", () => {
  it("with it, the site's element rules win over the theme's class rules, as over Docusaurus's layered Infima", async () => {
    expect(await siteRulesApplied(true)).toEqual({ title: '3px', item: '7px' });
  });

  it('without it, the more specific theme rules win, as before', async () => {
    expect(await siteRulesApplied(false)).toEqual({ title: 'normal', item: '4px' });
  });
});
