import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type RunningServer } from '../../src/serve/serve.js';
import { eventually } from '../helpers/pageSteps.js';
import { copyDocusaurusSite } from '../helpers/siteCopy.js';
import { installPluginPackages } from '../helpers/docusaurusPluginPackage.js';

const fixture = fileURLToPath(new URL('../fixtures/sites/docusaurus-plugins/', import.meta.url));
let root: string;
let server: RunningServer;

beforeAll(async () => {
  root = await copyDocusaurusSite(fixture, 'docsgen-plugin-watch-');
  await installPluginPackages(root);
  server = await serve({ config: path.join(root, 'docusaurus.config.js'), port: 0, host: '127.0.0.1', watch: true });
}, 120_000);

afterAll(async () => {
  await server?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

const home = () => fetch(`${server.url}/`).then((response) => response.text());

describe('serve --watch with a Docusaurus plugin', () => {
  it("reloads the plugin when a file of its getPathsToWatch changes (outside the docs): its createData and setGlobalData reach the page", async () => {
    expect(await home()).toContain('3 on the rota, Morag first');
    // data/ is no folder docsgen watches for itself: only the plugin's getPathsToWatch names it.
    const rota = path.join(root, 'data', 'rota.txt');
    await writeFile(rota, `Calum\n${await readFile(rota, 'utf8')}`);
    await eventually(home).toContain('4 on the rota, Calum first');
    expect(await home()).toMatch(/<ul class="crew"><li>Calum<\/li><li>Morag<\/li>/);
  }, 120_000);

  it("serves the page a plugin added (addRoute) with Docusaurus's route props, and rebuilds it when the plugin's data changes", async () => {
    const rotaPage = () => fetch(`${server.url}/rota-page`).then((response) => response.text());
    expect(await rotaPage()).toContain('<p class="rota-route">Route /rota-page (exact) at /rota-page</p>');
    const rota = path.join(root, 'data', 'rota.txt');
    await writeFile(rota, `Ailsa\n${await readFile(rota, 'utf8')}`);
    await eventually(rotaPage).toMatch(/<ol class="rota-list"><li>Ailsa<\/li>/);
    expect(await rotaPage()).toContain('<p class="rota-route">Route /rota-page (exact) at /rota-page</p>');
  }, 120_000);
});
