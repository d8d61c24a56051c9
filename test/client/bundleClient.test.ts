import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleClient } from '../../src/client/bundleClient.js';
import { findReact } from '../../src/theme/findReact.js';
import { engineModule, packageRoot } from '../../src/util/packageRoot.js';

/** A site in a temporary folder, so that docsgen (this checkout) is reached from it by climbing out (`../../…`). */
let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'docsgen-bundle-client-'));
  await writeFile(path.join(root, 'beacon.js'), "export function onRouteDidUpdate() { document.body.dataset.beacon = 'on'; }\n");
});

afterAll(() => rm(root, { recursive: true, force: true }));

describe('the client bundle', () => {
  it("names docsgen's own client module (gtag's) apart from where docsgen is installed: no absolute or ../-climbing path to it in the bundle", async () => {
    const gtag = engineModule('browser/clientModules/gtag');
    const { files } = await bundleClient(undefined, { rootDir: root, react: findReact(root), kinds: ['doc'], minify: true, clientModules: [gtag, path.join(root, 'beacon.js')] });
    const code = files.filter((file) => file.path.endsWith('.js')).map((file) => Buffer.from(file.contents).toString('utf8')).join('\n');
    // The module is there (its page view on each navigation), and the site's own module keeps its path from the site.
    expect(code).toContain('page_view');
    expect(code).toContain('"beacon.js"');
    const fromSite = path.relative(root, packageRoot()).split(path.sep).join('/');
    expect(fromSite.startsWith('../')).toBe(true);
    expect(code).not.toContain(fromSite);
    expect(code).not.toContain(packageRoot());
    expect(code).not.toMatch(/\.\.\/[^"'`\s]*clientModules\/gtag/);
  }, 120_000);
});
