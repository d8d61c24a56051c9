import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowserAndCopiedSite, type SiteServer } from '../helpers/browser.js';
import { eventually, gotoHydrated, recordRequests, waitForHeading } from '../helpers/pageSteps.js';

let browser: Browser;
let site: SiteServer;
let root: string;

/**
 * A stand-in for the site's `mermaid` package, in the shape of its browser build (an ES module
 * importing a chunk): its render draws a box naming the diagram's first line, the Mermaid theme
 * and the flowchart curve it was initialised with, and fails on a diagram that says BROKEN.
 */
async function writeMermaidPackage(site: string): Promise<void> {
  const dir = path.join(site, 'node_modules', 'mermaid');
  await mkdir(path.join(dir, 'dist', 'chunks', 'mermaid.esm.min'), { recursive: true });
  await writeFile(path.join(dir, 'package.json'), JSON.stringify({ name: 'mermaid', version: '11.0.0-stand-in', type: 'module' }));
  await writeFile(
    path.join(dir, 'dist', 'chunks', 'mermaid.esm.min', 'box-STANDIN.mjs'),
    'export function box(id, text, settings) {\n' +
      "  const first = text.trim().split('\\n')[0].replace(/[<&\"]/g, '');\n" +
      "  return `<svg id=\"${id}\" class=\"stand-in-diagram\" data-theme=\"${settings.theme}\" data-curve=\"${settings.flowchart?.curve ?? ''}\" width=\"240\" height=\"40\"><text x=\"4\" y=\"24\">${first}</text></svg>`;\n" +
      '}\n',
  );
  await writeFile(
    path.join(dir, 'dist', 'mermaid.esm.min.mjs'),
    "import { box } from './chunks/mermaid.esm.min/box-STANDIN.mjs';\n" +
      'let settings = {};\n' +
      'export default {\n' +
      '  initialize(config) { settings = config; },\n' +
      "  async render(id, text) { if (text.includes('BROKEN')) throw new Error('Parse error on line 2'); return { svg: box(id, text, settings) }; },\n" +
      '};\n',
  );
}

useBrowserAndCopiedSite(
  'test/fixtures/sites/docusaurus-mermaid',
  'docsgen-mermaid-',
  (b, s, r) => {
    browser = b;
    site = s;
    root = r;
  },
  { prepare: writeMermaidPackage },
);

const diagrams = (page: Page) => page.locator('docsgen-mermaid');
const themes = (page: Page) => diagrams(page).evaluateAll((all) => all.map((element) => element.querySelector('svg')?.getAttribute('data-theme') ?? (element as HTMLElement).dataset.mermaidState));
const failure = /a Mermaid diagram could not be drawn/;

describe('Mermaid diagrams (markdown.mermaid)', () => {
  it("the page's HTML keeps each diagram's source as a code block, and only a page with a diagram names the diagram script", async () => {
    const flood = await readFile(path.join(root, 'build', 'flood.html'), 'utf8');
    expect(flood).toMatch(/<docsgen-mermaid>.*<pre class="docsgen-mermaid__source">flowchart LR\n {2}Ebb --&gt; Slack --&gt; Flood --&gt; High\n?<\/pre>/s);
    expect(flood).toMatch(/<script type="module" src="\/assets\/mermaid-[\w-]+\.js"/);
    // In an MDX page too (a pre there would render through the MDX components' CodeBlock).
    const pilot = await readFile(path.join(root, 'build', 'pilot.html'), 'utf8');
    expect(pilot).toContain('<pre class="docsgen-mermaid__source">sequenceDiagram');
    // And @theme/Mermaid's <Mermaid value="…" />.
    expect(pilot).toMatch(/<docsgen-mermaid>.*<pre class="docsgen-mermaid__source">flowchart TD\n {2}Dock --&gt; Tug --&gt; Sea<\/pre>/s);
    const plain = await readFile(path.join(root, 'build', 'index.html'), 'utf8');
    expect(plain).not.toContain('mermaid');
  });

  it('draws each diagram in the light Mermaid theme with the options, hides its source, and draws it again in the dark theme when the colour mode changes', async () => {
    const { page, errors } = await openPage(browser);
    await gotoHydrated(page, `${site.url}/flood`);
    await eventually(() => themes(page)).toEqual(['neutral', 'failed']);
    const first = diagrams(page).first();
    expect(await first.locator('svg').getAttribute('data-curve')).toBe('linear');
    expect(await first.locator('svg').textContent()).toBe('flowchart LR');
    expect(await first.locator('pre').isVisible()).toBe(false);
    // A diagram Mermaid cannot draw keeps its source shown.
    expect(await diagrams(page).nth(1).locator('pre').isVisible()).toBe(true);
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    await eventually(() => themes(page)).toEqual(['forest', 'failed']);
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
    await eventually(() => themes(page)).toEqual(['neutral', 'failed']);
    expect(errors.filter((error) => !failure.test(error))).toEqual([]);
  });

  it('a plain page loads no Mermaid script; client navigation to a page with a diagram draws it', async () => {
    const { page, errors } = await openPage(browser);
    const scripts = recordRequests(page, /\.m?js$/);
    await gotoHydrated(page, `${site.url}/`);
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((script) => script.includes('mermaid'))).toEqual([]);
    await page.getByRole('link', { name: "the pilot's route" }).first().click();
    await waitForHeading(page, "The pilot's route");
    await eventually(() => themes(page)).toEqual(['neutral', 'neutral']);
    expect(await diagrams(page).nth(1).locator('svg').textContent()).toBe('flowchart TD');
    expect(scripts.some((script) => /\/assets\/mermaid-11\.0\.0-stand-in\/mermaid\.esm\.min\.mjs$/.test(script))).toBe(true);
    expect(errors).toEqual([]);
  });
});
