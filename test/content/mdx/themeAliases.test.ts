import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMdxProcessor } from '../../../src/content/mdx/processMdx.js';
import { findReact } from '../../../src/theme/findReact.js';
import { loadMarkdownExtras } from '../../helpers/markdownExtras.js';

await loadMarkdownExtras();

/**
 * Docusaurus's theme aliases in a site's swizzles (src/theme): `@theme-original/X` is the theme's X
 * under the site's swizzle, `@theme-init/X` the first theme's; docsgen's theme is both.
 */
let root: string;
const swizzles: Record<string, string> = {
  // `docusaurus swizzle --wrap` writes this shape.
  'Admonition/index.js': "import Admonition from '@theme-original/Admonition';\nexport default function Wrapped(props) { return <section className=\"wrapped-admonition\"><Admonition {...props} /></section>; }\n",
  // A theme wrapping the first theme's component (Docusaurus's `@theme-init/`).
  'Details/index.js': "import Details from '@theme-init/Details';\nexport default function Wrapped(props) { return <div className=\"wrapped-details\"><Details {...props} /></div>; }\n",
  // A wrapper that also names itself through `@theme/`: docsgen's, never itself (no cycle).
  'TabItem/index.js': "import TabItem from '@theme/TabItem';\nexport default function Wrapped(props) { return <TabItem {...props} />; }\n",
};

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'docsgen-theme-aliases-'));
  for (const [file, text] of Object.entries(swizzles)) {
    await mkdir(path.dirname(path.join(root, 'src/theme', file)), { recursive: true });
    await writeFile(path.join(root, 'src/theme', file), text);
  }
});

afterAll(() => rm(root, { recursive: true, force: true }));

const render = async (source: string) => {
  const processMdx = createMdxProcessor({ routesBySource: new Map(), rootDir: root, react: findReact(root), staticDir: root, swizzleDir: path.join(root, 'src/theme') });
  const result = await processMdx(source, path.join(root, 'page.mdx'));
  return toHtml(result.hast as Root);
};

describe('@theme-original and @theme-init in a swizzle', () => {
  it("@theme-original/Admonition in src/theme/Admonition is docsgen's, rendered inside the wrapper's markup once", async () => {
    const html = await render('import Admonition from "@theme/Admonition"\n\n<Admonition type="tip">Boil the kettle.</Admonition>\n');
    expect(html).toMatch(/^<section class="wrapped-admonition"><div class="theme-admonition theme-admonition-tip[^"]*"[^>]*>[\s\S]*Boil the kettle\.[\s\S]*<\/section>$/);
    expect(html.match(/wrapped-admonition/g)).toHaveLength(1);
  });

  it("@theme-init/Details is docsgen's too", async () => {
    const html = await render('import Details from "@theme/Details"\n\n<Details summary="Steep">Four minutes.</Details>\n');
    expect(html).toMatch(/^<div class="wrapped-details"><details[\s\S]*Steep[\s\S]*Four minutes\.[\s\S]*<\/details><\/div>$/);
  });

  it("a swizzle importing its own @theme/ name gets docsgen's", async () => {
    const html = await render('import Tabs from "@theme/Tabs"\nimport TabItem from "@theme/TabItem"\n\n<Tabs><TabItem value="a" label="Black">Strong.</TabItem></Tabs>\n');
    expect(html).toContain('Strong.');
  });
});
