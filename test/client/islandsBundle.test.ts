import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleClient } from '../../src/client/bundleClient.js';
import { findReact } from '../../src/theme/findReact.js';

const root = path.resolve('test/fixtures/sites/islands');
const text = (files: { path: string; contents: Uint8Array }[], url: string) => Buffer.from(files.find((file) => `/${file.path}` === url)!.contents).toString('utf8');

describe('the client bundle with islands', () => {
  it('is unchanged without islands; with them, a page loads the island code only on demand', async () => {
    const [plain, again, withIslands] = await Promise.all([
      bundleClient(undefined, { rootDir: root, react: findReact(root), kinds: ['doc'] }),
      bundleClient(undefined, { rootDir: root, react: findReact(root), kinds: ['doc'], islands: [] }),
      bundleClient(undefined, { rootDir: root, react: findReact(root), kinds: ['doc'], islands: [path.join(root, 'src/components/Collapsible.jsx'), path.join(root, 'src/components/OsSwitch.tsx')] }),
    ]);
    // No islands: the same files, byte for byte, and no island code in the entry.
    expect(again.files.map((file) => [file.path, file.contents.length])).toEqual(plain.files.map((file) => [file.path, file.contents.length]));
    expect(text(plain.files, plain.assets.entry)).not.toContain('docsgen-island');

    // With islands: a doc page's first-load scripts hold no component code, no runtime and no watcher…
    const firstLoad = withIslands.assets.preload.doc!.map((url) => text(withIslands.files, url)).join('\n');
    expect(firstLoad).not.toContain('docsgen-island');
    expect(firstLoad).not.toContain('collapsible__body');
    expect(firstLoad).not.toContain('os-switch__text');
    expect(firstLoad).not.toContain('hydrateIsland');
    // …each island module is a chunk of its own, imported on demand.
    const chunks = withIslands.files.filter((file) => file.path.endsWith('.js')).map((file) => Buffer.from(file.contents).toString('utf8'));
    expect(chunks.filter((code) => code.includes('collapsible__body'))).toHaveLength(1);
    expect(chunks.filter((code) => code.includes('os-switch__text'))).toHaveLength(1);
    expect(chunks.find((code) => code.includes('collapsible__body'))).not.toContain('os-switch__text');
  });
  it('a page without islands loads what it loads in a site without islands, file for file, the main entry aside (which adds the exports the island bundle reads React from)', async () => {
    const kinds = ['doc', 'blogPost'] as const;
    const everyIsland = ['Collapsible.jsx', 'OsSwitch.tsx', 'VideoEmbed.tsx', 'WindowPanel.tsx', 'HistoryFilter.tsx', 'ModeBadge.tsx'].map((file) => path.join(root, 'src/components', file));
    const [plain, withIslands] = await Promise.all([
      bundleClient(undefined, { rootDir: root, react: findReact(root), kinds: [...kinds] }),
      // Islands that reach React, react-dom, the jsx runtime and docsgen's Docusaurus modules and components.
      bundleClient(undefined, { rootDir: root, react: findReact(root), kinds: [...kinds], islands: everyIsland }),
    ]);
    // A page's scripts, each with the hashed names it imports replaced by their place in the page's list.
    const firstLoad = (bundle: typeof plain, kind: (typeof kinds)[number]) => {
      const urls = [...new Set([bundle.assets.entry, ...bundle.assets.preload[kind]!])];
      const names = new Map(urls.map((url, i) => [path.posix.basename(url), `script${i}`]));
      return urls.map((url) => text(bundle.files, url).replace(/(?:main|chunk|page-\w+)-[A-Z0-9]{8}\.js/g, (name) => names.get(name) ?? 'other.js'));
    };
    for (const kind of kinds) {
      const [mainWith, ...restWith] = firstLoad(withIslands, kind);
      const [mainPlain, ...restPlain] = firstLoad(plain, kind);
      expect(restWith).toEqual(restPlain);
      // The main entry: the same code, and the page's React exported for the island bundle.
      expect(mainWith!.length - mainPlain!.length).toBeLessThan(200);
      expect(mainWith).toMatch(/export\{[^}]*\breactDomClient\b[^}]*\}/);
      expect(firstLoad(withIslands, kind).join('\n')).not.toContain('hydrateIsland');
    }
    // The island bundle bundles no React: it imports the main entry's.
    const islandCode = withIslands.files.filter((file) => /^assets\/islands?-/.test(file.path)).map((file) => Buffer.from(file.contents).toString('utf8'));
    expect(islandCode.join('\n')).not.toMatch(/not supported in production builds of React|error-decoder|react\.dev\/errors/);
    expect(islandCode.join('\n')).toContain(path.posix.basename(withIslands.assets.entry));
    // A page with islands starts with the runtime's entry (not one of the island modules' chunks).
    expect(text(withIslands.files, withIslands.assets.islands!.entry)).toContain('docsgen-island');
  });

  it("names each process.env.X an island reads (a webpack DefinePlugin's value docsgen does not give), with file:line:col; NODE_ENV is defined", async () => {
    const bundle = await bundleClient(undefined, { rootDir: root, react: findReact(root), kinds: ['doc'], islands: [path.join(root, 'src/components/EnvBadge.tsx'), path.join(root, 'src/components/OsSwitch.tsx')] });
    expect(bundle.scriptWarnings).toEqual([
      expect.stringMatching(/^src\/components\/EnvBadge\.tsx:7:51: process\.env\.HIVE_VERSION is undefined in the browser, where this component runs \(.*DefinePlugin.*\): reading it throws "process is not defined"/),
    ]);
  });

  it("an island's `!!raw-loader!x` and `x?raw` imports are the files' text in the browser too, as webpack gave them", async () => {
    const site = await mkdtemp(path.join(os.tmpdir(), 'docsgen-island-raw-'));
    try {
      await mkdir(path.join(site, 'src', 'components'), { recursive: true });
      await writeFile(path.join(site, 'src', 'components', 'snippet.txt'), 'PLANT  ROW\nfig    3\n');
      await writeFile(path.join(site, 'src', 'components', 'other.css'), '.raw-only { color: teal }\n');
      const island = path.join(site, 'src', 'components', 'Snippet.jsx');
      await writeFile(island, "import React, { useState } from 'react';\nimport text from '!!raw-loader!./snippet.txt';\nimport css from './other.css?raw';\nexport default function Snippet() {\n  const [open, setOpen] = useState(false);\n  return <pre onClick={() => setOpen(!open)}>{open ? text + css : ''}</pre>;\n}\n");
      const bundle = await bundleClient(undefined, { rootDir: site, react: findReact(site), kinds: ['doc'], islands: [island] });
      const code = bundle.files.filter((file) => file.path.endsWith('.js')).map((file) => Buffer.from(file.contents).toString('utf8')).join('\n');
      expect(code).toContain('PLANT  ROW');
      expect(code).toContain('.raw-only { color: teal }');
    } finally {
      await rm(site, { recursive: true, force: true });
    }
  });

  it("an image an island imports is the URL of its file in the output, read from the chunk's own URL (an <img> would read esbuild's ./name-HASH.png from the page's folder)", async () => {
    const site = await mkdtemp(path.join(os.tmpdir(), 'docsgen-island-image-'));
    try {
      await mkdir(path.join(site, 'src', 'components'), { recursive: true });
      await writeFile(path.join(site, 'src', 'components', 'pear.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
      const island = path.join(site, 'src', 'components', 'Pear.jsx');
      await writeFile(island, "import React, { useState } from 'react';\nimport pear from './pear.png';\nexport default function Pear() {\n  const [big, setBig] = useState(false);\n  return <img className=\"pear-photo\" src={pear} width={big ? 200 : 100} onClick={() => setBig(!big)} />;\n}\n");
      const bundle = await bundleClient(undefined, { rootDir: site, react: findReact(site), kinds: ['doc'], islands: [island] });
      const asset = bundle.files.find((file) => /^assets\/pear-\w+\.png$/.test(file.path));
      expect(asset).toBeDefined();
      const chunk = bundle.files.map((file) => Buffer.from(file.contents).toString('utf8')).find((code) => code.includes('pear-photo'))!;
      const name = path.basename(asset!.path);
      // The asset's name relative to the chunk (both in assets/), resolved against the chunk's URL in the browser.
      expect(chunk).toMatch(new RegExp(`"\\./${name.replace('.', '\\.')}"`));
      expect(chunk).toMatch(/new URL\(\w+,import\.meta\.url\)\.pathname/);
    } finally {
      await rm(site, { recursive: true, force: true });
    }
  });
});

describe("an island's stylesheet from a package", () => {
  it("bundles a component's import of a package's CSS file (before: the stylesheet and package plugins resolved it back and forth without end)", async () => {
    const site = await mkdtemp(path.join(os.tmpdir(), 'docsgen-island-package-css-'));
    try {
      const files: Record<string, string> = {
        'node_modules/harbour-carousel/package.json': '{ "name": "harbour-carousel", "version": "1.0.0", "main": "index.js" }\n',
        'node_modules/harbour-carousel/index.js': 'module.exports = {};\n',
        'node_modules/harbour-carousel/styles/carousel.min.css': '.harbour-carousel-slide { color: teal; }\n',
        'src/components/Gallery.tsx': "import 'harbour-carousel/styles/carousel.min.css';\nexport default function Gallery() {\n  return <div className=\"harbour-gallery-frame\" />;\n}\n",
      };
      for (const [name, contents] of Object.entries(files)) {
        await mkdir(path.dirname(path.join(site, name)), { recursive: true });
        await writeFile(path.join(site, name), contents);
      }
      const bundle = await bundleClient(undefined, { rootDir: site, react: findReact(root), kinds: ['doc'], minify: false, islands: [path.join(site, 'src/components/Gallery.tsx')] });
      const code = bundle.files.filter((file) => file.path.endsWith('.js')).map((file) => Buffer.from(file.contents).toString('utf8')).join('\n');
      expect(code).toContain('harbour-gallery-frame');
    } finally {
      await rm(site, { recursive: true, force: true });
    }
  }, 30_000);
});
