import { existsSync } from 'node:fs';
import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { silentLogger } from '../../src/util/log.js';
import { findReact } from '../../src/theme/findReact.js';
import { launchChromium, openPage, serveSite, type SiteServer } from '../helpers/browser.js';
import { ROOT, removeTempDirs, runCli } from '../helpers/cli.js';
import { gotoHydrated } from '../helpers/pageSteps.js';
import { smallSite, type SmallSite } from '../helpers/smallSite.js';
import { writePackage } from '../helpers/writePackage.js';

/** React 19 as the create-docusaurus template installs it (test/react19's own node_modules). */
const REACT_19 = path.join(ROOT, 'test', 'react19', 'node_modules');
/** docsgen's own React (18). */
const REACT_18 = path.join(ROOT, 'node_modules');
const version = async (dir: string, name: string) => (JSON.parse(await readFile(path.join(dir, name, 'package.json'), 'utf8')) as { version: string }).version;

/** A page with an interactive site component that shows the React it runs on, and <Tabs>. */
const FILES = {
  'content/docs/react.mdx': `---
title: Which React
---
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import Counter from '@site/src/components/Counter';

<Counter />

<Tabs>
<TabItem value="a" label="First">Panel one</TabItem>
<TabItem value="b" label="Second">Panel two</TabItem>
</Tabs>
`,
  'src/components/Counter.jsx': `import React, { useState } from 'react';

export default function Counter() {
  const [count, setCount] = useState(0);
  return <button className="counter" onClick={() => setCount(count + 1)}>React {React.version}: {count}</button>;
}
`,
};

/** A favicon, so that the browser asks for no missing file. */
const FAVICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16"/></svg>\n';

/** Links `node_modules/<name>` of the site to a copy installed elsewhere, as a package manager's link would. */
async function linkPackage(site: string, name: string, from: string): Promise<void> {
  await mkdir(path.join(site, 'node_modules'), { recursive: true });
  await symlink(path.join(from, name), path.join(site, 'node_modules', name), 'dir');
}

afterAll(removeTempDirs);

describe('a site that installs React 19', () => {
  let site: SmallSite;
  let react19: string;
  let browser: Browser;
  let server: SiteServer;
  beforeAll(async () => {
    // Images in Markdown and in JSX: React 19 writes a preload link before each eager <img>.
    const images = {
      'content/static/img/favicon.svg': FAVICON,
      'content/docs/picture.md': '---\ntitle: Picture\n---\n\n![A square](/img/favicon.svg)\n',
      'content/docs/jsx-picture.mdx': '---\ntitle: JSX picture\n---\n\n<img src="/img/favicon.svg" alt="A square" />\n',
    };
    site = await smallSite({ ...FILES, ...images }, "favicon: 'img/favicon.svg',");
    await linkPackage(site.root, 'react', REACT_19);
    await linkPackage(site.root, 'react-dom', REACT_19);
    react19 = await version(REACT_19, 'react');
    await build({ config: site.config, out: site.out, logger: silentLogger, crawl: false });
    [browser, server] = await Promise.all([launchChromium(), serveSite(site.out)]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('is built with it: its components render with React 19', async () => {
    expect(react19).toMatch(/^19\./);
    expect(findReact(site.root)).toMatchObject({ owner: 'site', react: { version: react19 }, reactDom: { version: react19 } });
    const html = await readFile(path.join(site.out, 'docs', 'react.html'), 'utf8');
    expect(html).toContain(`React ${react19}: 0`);
  });

  it('writes the same HTML for images as React 18: no preload links in the body', async () => {
    for (const page of ['picture', 'jsx-picture']) {
      const html = await readFile(path.join(site.out, 'docs', `${page}.html`), 'utf8');
      expect(html).toContain('alt="A square"');
      expect(html).not.toContain('rel="preload" as="image"');
    }
  });

  it('hydrates with React 19 in Chromium, without errors: the island and the tabs work', async () => {
    const { page, errors } = await openPage(browser);
    await gotoHydrated(page, `${server.url}/docs/react`);
    const counter = page.locator('.markdown button.counter');
    // The island hydrates after the page: a click before that would be lost.
    await page.locator('docsgen-island[data-island-state="hydrated"] button.counter').waitFor();
    await counter.click();
    // The browser's React is 19 too: the island's text says so once it has re-rendered.
    await expect.poll(() => counter.textContent()).toBe(`React ${react19}: 1`);
    const tabs = page.locator('.markdown .tabs');
    await tabs.getByRole('tab', { name: 'Second' }).click();
    await expect.poll(() => tabs.locator('[role="tab"][aria-selected="true"]').textContent()).toBe('Second');
    // A client navigation renders the next page with the same React.
    await page.locator('.pagination-nav a, a[href$="/docs/intro"]').first().click();
    await page.waitForURL(/\/docs\/intro$/);
    expect(errors).toEqual([]);
  });
});

describe('a site that installs no React', () => {
  it("is built with docsgen's own (React 18)", async () => {
    const site = await smallSite(FILES);
    expect(existsSync(path.join(site.root, 'node_modules'))).toBe(false);
    await build({ config: site.config, out: site.out, logger: silentLogger, crawl: false });
    const react18 = await version(REACT_18, 'react');
    expect(react18).toMatch(/^18\./);
    expect(findReact(site.root)).toMatchObject({ owner: 'docsgen', react: { version: react18 } });
    expect(await readFile(path.join(site.out, 'docs', 'react.html'), 'utf8')).toContain(`React ${react18}: 0`);
  }, 120_000);
});

describe('two copies of React', () => {
  /** Builds with the CLI: exit code, output and whether the earlier output is still there. */
  async function buildTwice(site: SmallSite, breakIt: () => Promise<void>) {
    const first = await runCli(['build', '--config', site.config, '--out', site.out, '--no-crawl'], 120_000);
    expect(first.code).toBe(0);
    await breakIt();
    const second = await runCli(['build', '--config', site.config, '--out', site.out, '--no-crawl'], 120_000);
    return { ...second, kept: existsSync(path.join(site.out, 'docs', 'intro.html')) };
  }

  it('react and react-dom of different majors: an error naming both, and the last output stays', async () => {
    const site = await smallSite({});
    const result = await buildTwice(site, async () => {
      await linkPackage(site.root, 'react', REACT_18);
      await linkPackage(site.root, 'react-dom', REACT_19);
    });
    expect(result.code).not.toBe(0);
    const message = result.stderr + result.stdout;
    expect(message).toContain(`react ${await version(REACT_18, 'react')} (${path.join(REACT_18, 'react')})`);
    expect(message).toContain(`react-dom ${await version(REACT_19, 'react-dom')} (${path.join(REACT_19, 'react-dom')})`);
    expect(message).toMatch(/different major versions/);
    expect(result.kept).toBe(true);
  }, 240_000);

  it("a package's own React that the build's cannot stand in for (a subpath only it has): an error naming both copies, and the last output stays", async () => {
    const site = await smallSite({});
    const result = await buildTwice(site, async () => {
      await writeFile(path.join(site.root, 'content/docs/compiled.mdx'), "---\ntitle: Compiled\n---\nimport Compiled from 'compiled-widget';\n\n<Compiled />\n");
      // React Compiler output: react/compiler-runtime exists in React 19, not in the build's React 18 (the site installs none).
      const pkg = writePackage(site.root, 'compiled-widget', { 'index.js': "const { c } = require('react/compiler-runtime');\nmodule.exports = function Compiled() { c(1); return null; };\n" });
      await linkPackage(pkg, 'react', REACT_19);
    });
    expect(result.code).not.toBe(0);
    const message = result.stderr + result.stdout;
    expect(message).toContain(`cannot resolve "react/compiler-runtime" in react ${await version(REACT_18, 'react')}`);
    expect(message).toContain('package "compiled-widget"');
    expect(message).toContain(`has its own react ${await version(REACT_19, 'react')} (${path.join(REACT_19, 'react')})`);
    expect(message).toContain('one React cannot serve both');
    expect(result.kept).toBe(true);
  }, 240_000);

  it('react-dom without react, and react without react-dom: errors naming the copy found', async () => {
    const site = await smallSite({});
    await linkPackage(site.root, 'react-dom', REACT_19);
    expect(() => findReact(site.root)).toThrow(`no react`);
    const other = await smallSite({});
    await linkPackage(other.root, 'react', REACT_19);
    expect(() => findReact(other.root)).toThrow(/react 19\.[\d.]+ \(.+\) but no react-dom/);
  });
});

describe('a package with its own nested, older React (as prettier\'s animated logo has)', () => {
  let site: SmallSite;
  let output: string;
  let code: number;
  let browser: Browser;
  let server: SiteServer;
  beforeAll(async () => {
    site = await smallSite({
      'content/docs/fancy.mdx': "---\ntitle: Fancy\n---\nimport Clicker from '@site/src/components/Clicker';\n\n<Clicker />\n",
      // A site component with state (an island) that shows the package's widget.
      'src/components/Clicker.jsx': `import { useState } from 'react';
import Fancy from 'fancy-widget';

export default function Clicker() {
  const [on, setOn] = useState(false);
  return <button className="clicker" onClick={() => setOn(!on)}><Fancy on={on} /></button>;
}
`,
      'content/static/img/favicon.svg': FAVICON,
    }, "favicon: 'img/favicon.svg',");
    await linkPackage(site.root, 'react', REACT_19);
    await linkPackage(site.root, 'react-dom', REACT_19);
    // It renders with the React it imports: its own copy of React 18, as an install that could not dedupe leaves it.
    const pkg = writePackage(site.root, 'fancy-widget', { 'index.js': "const React = require('react');\nmodule.exports = function Fancy({ on }) { return React.createElement('b', null, (on ? 'on' : 'off') + ' with React ' + React.version); };\n" });
    await linkPackage(pkg, 'react', REACT_18);
    // --strict: Docusaurus builds it without a word, so docsgen's note is no warning.
    const result = await runCli(['build', '--config', site.config, '--out', site.out, '--no-crawl', '--strict'], 120_000);
    output = result.stdout + result.stderr;
    code = result.code;
    [browser, server] = await Promise.all([launchChromium(), serveSite(site.out)]);
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("builds with the site's React for it, as Docusaurus does, with one info line (no warning: --strict passes) naming both copies and the importing package", async () => {
    expect(code).toBe(0);
    expect(output).toMatch(/docsgen does these its own way:\n  - node_modules\/fancy-widget\/index\.js:1:\d+: package "fancy-widget" \(.*node_modules\/fancy-widget\/index\.js\) has its own react 18\.[\d.]+ \(.+\), and the build renders with the site's react 19\.[\d.]+ \(.+\): the build's is used for it, as Docusaurus does/);
    expect(output.match(/has its own react 18/g)).toHaveLength(1);
    expect(output).not.toMatch(/warning/);
    const react19 = await version(REACT_19, 'react');
    expect(await readFile(path.join(site.out, 'docs', 'fancy.html'), 'utf8')).toContain(`off with React ${react19}`);
  });

  it('hydrates in Chromium without errors: the widget re-renders with the one React', async () => {
    const { page, errors } = await openPage(browser);
    await gotoHydrated(page, `${server.url}/docs/fancy`);
    const button = page.locator('.markdown button.clicker');
    // The island's component loads after the page hydrates: a click before its root exists is lost.
    await page.locator('docsgen-island[data-island-state="hydrated"]').waitFor({ state: 'attached' });
    await button.click();
    await expect.poll(() => button.textContent()).toBe(`on with React ${await version(REACT_19, 'react')}`);
    expect(errors).toEqual([]);
  });
});
