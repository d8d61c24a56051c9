import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleClient } from '../../src/client/bundleClient.js';
import { findReact } from '../../src/theme/findReact.js';
import { browserOnlyModuleId } from '../../src/content/mdx/islands/browserOnlyIslands.js';

/** The client bundle's `@theme/` imports from site code: islands wrapping docsgen's components, and theme modules found nowhere. */
let root: string;
const at = (file: string) => path.join(root, file);
const files: Record<string, string> = {
  // A client module reaching a theme component of a plugin's (as plugin-pwa's PwaReloadPopup).
  'client/popup.js': "import Popup from '@theme/HarbourPopup';\nexport function onRouteDidUpdate() { return Popup; }\n",
  // A client module needing nothing missing: stand-ins stay on while it is loaded.
  'client/beacon.js': "export function onRouteDidUpdate() { document.body.dataset.beacon = 'on'; }\n",
  // An interactive component importing the same missing module: code other than a client module's.
  'src/components/Buoy.jsx': "import { useState } from 'react';\nimport Popup from '@theme/HarbourPopup';\nexport default function Buoy() { const [on, set] = useState(false); return <button onClick={() => set(!on)}>{on ? <Popup /> : 'off'}</button>; }\n",
  // A plugin's theme folder (its getThemePath) with the component, Docusaurus's form (a folder's index, JSX in .js).
  'plugin-theme/HarbourPopup/index.js': "import { useState } from 'react';\nexport default function HarbourPopup() { const [shown, setShown] = useState(true); return shown ? <p className=\"harbour-popup\" onClick={() => setShown(false)}>Tide turned</p> : null; }\n",
  // The site's swizzle of the plugin's component, wrapping it, and of docsgen's CodeBlock; an island importing both by their @theme/ names.
  'src/theme/HarbourPopup/index.js': "import Original from '@theme-original/HarbourPopup';\nexport default function Wrapped() { return <div className=\"swizzled-popup\"><Original /></div>; }\n",
  'src/theme/CodeBlock/index.js': "export default function SiteCodeBlock({ children }) { return <pre className=\"site-code-block\">{children}</pre>; }\n",
  'src/components/Lantern.jsx': "import { useState } from 'react';\nimport Popup from '@theme/HarbourPopup';\nimport CodeBlock from '@theme/CodeBlock';\nexport default function Lantern() { const [lit, setLit] = useState(false); return <button onClick={() => setLit(!lit)}>{lit ? <Popup /> : <CodeBlock>dark</CodeBlock>}</button>; }\n",
  // A page whose <BrowserOnly> shows the swizzled component: its module imports it as the page does.
  'docs/harbour.mdx': "import BrowserOnly from '@docusaurus/BrowserOnly';\nimport Popup from '@theme/HarbourPopup';\n\n<BrowserOnly>{() => <Popup />}</BrowserOnly>\n",
  // An interactive wrapper of docsgen's CodeBlock, as a swizzle writes it.
  'src/components/FoldedCode.jsx': "import { useState } from 'react';\nimport CodeBlock from '@theme-original/CodeBlock';\nimport First from '@theme-init/CodeBlock';\nexport default function FoldedCode(props) { const [open, setOpen] = useState(true); return <div className=\"folded-code\"><button onClick={() => setOpen(!open)}>fold</button>{open ? <CodeBlock {...props} /> : <First {...props} />}</div>; }\n",
};

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'docsgen-theme-imports-'));
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(at(file)), { recursive: true });
    await writeFile(at(file), text);
  }
});

afterAll(() => rm(root, { recursive: true, force: true }));

const bundle = (options: { clientModules?: string[]; islands?: string[] }) => bundleClient(undefined, { rootDir: root, react: findReact(root), kinds: ['doc'], minify: false, ...options });

describe('@theme/ imports of site code in the client bundle', () => {
  it('a client module importing a theme module found nowhere is left out with a warning naming the line; the bundle is made', async () => {
    const { scriptWarnings } = await bundle({ clientModules: [at('client/popup.js')] });
    expect(scriptWarnings).toEqual([expect.stringContaining("client/popup.js:1:19: @theme/HarbourPopup is a theme component neither docsgen nor the site's plugins (getThemePath) have")]);
  });

  it('when other code imports it too, the pass without stand-ins fails naming the module (a stand-in would be an empty module in the browser)', async () => {
    const error = await bundle({ clientModules: [at('client/popup.js'), at('client/beacon.js')], islands: [at('src/components/Buoy.jsx')] }).then(
      () => undefined,
      (thrown: Error) => thrown,
    );
    expect(error?.message).toMatch(/cannot bundle the client: @theme\/HarbourPopup: no theme module "HarbourPopup"/);
  });

  it("an island's @theme-original/X and @theme-init/X are docsgen's X, as at build time", async () => {
    const { files: out } = await bundle({ islands: [at('src/components/FoldedCode.jsx')] });
    const chunks = out.filter((file) => file.path.endsWith('.js')).map((file) => Buffer.from(file.contents).toString('utf8'));
    const island = chunks.find((code) => code.includes('folded-code'));
    expect(island).toBeDefined();
    // docsgen's CodeBlock (its fence options as data-meta) is what the wrapper renders.
    expect(chunks.join('\n')).toContain('data-meta');
  });

  it("a client module's @theme/X that a plugin's theme folder has (getThemePath) is that folder's: the module is loaded, no warning", async () => {
    const { scriptWarnings, files: out } = await bundleClient(undefined, { rootDir: root, react: findReact(root), kinds: ['doc'], minify: false, clientModules: [at('client/popup.js')], pluginThemes: [at('plugin-theme')] });
    expect(scriptWarnings).toEqual([]);
    expect(out.map((file) => Buffer.from(file.contents).toString('utf8')).join('\n')).toContain('Tide turned');
  });

  it("an island's @theme/X is the site's src/theme/X first, then a plugin's, then docsgen's; the swizzle's @theme-original/X is the plugin's (themeLayerFile, as at build time)", async () => {
    const { files: out } = await bundleClient(undefined, { rootDir: root, react: findReact(root), kinds: ['doc'], minify: false, islands: [at('src/components/Lantern.jsx')], swizzleDir: at('src/theme'), pluginThemes: [at('plugin-theme')] });
    const code = out.filter((file) => file.path.endsWith('.js')).map((file) => Buffer.from(file.contents).toString('utf8')).join('\n');
    expect(code).toContain('swizzled-popup');
    expect(code).toContain('Tide turned');
    expect(code).toContain('site-code-block');
    // docsgen's CodeBlock (its fence options as data-meta) is not bundled: nothing imports it.
    expect(code).not.toContain('data-meta');
  });

  it("a page's <BrowserOnly> module finds @theme/X through the same layers", async () => {
    const { files: out } = await bundleClient(undefined, { rootDir: root, react: findReact(root), kinds: ['doc'], minify: false, islands: [browserOnlyModuleId(at('docs/harbour.mdx'), 0)], swizzleDir: at('src/theme'), pluginThemes: [at('plugin-theme')] });
    const code = out.filter((file) => file.path.endsWith('.js')).map((file) => Buffer.from(file.contents).toString('utf8')).join('\n');
    expect(code).toContain('swizzled-popup');
    expect(code).toContain('Tide turned');
  });
});
