import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type RunningServer } from '../../src/serve/serve.js';
import { eventually } from '../helpers/pageSteps.js';
import { copyDocusaurusSite } from '../helpers/siteCopy.js';

const fixture = fileURLToPath(new URL('../fixtures/sites/docusaurus-client-modules/', import.meta.url));
let root: string;
let server: RunningServer;

beforeAll(async () => {
  root = await copyDocusaurusSite(fixture, 'docsgen-client-module-watch-');
  server = await serve({ config: path.join(root, 'docusaurus.config.js'), port: 0, host: '127.0.0.1', watch: true });
}, 120_000);

afterAll(async () => {
  await server?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

/** The main entry the home page loads (a site without islands: the client modules are in it). */
const mainCode = async () => {
  const html = await fetch(`${server.url}/`).then((response) => response.text());
  const entry = /\/assets\/main-[A-Z0-9]+\.js/.exec(html)?.[0];
  return entry ? fetch(`${server.url}${entry}`).then((response) => response.text()) : '';
};

describe('serve --watch with client modules', () => {
  it("bundles a client module again when it changes: the page loads its new code", async () => {
    expect(await mainCode()).toContain('__loadedBeforeStart');
    const file = path.join(root, 'src', 'clientModules', 'lifecycles.js');
    await writeFile(file, (await readFile(file, 'utf8')).replace('__loadedBeforeStart', '__loadedBeforeTheStart'));
    await eventually(mainCode).toContain('__loadedBeforeTheStart');
  }, 120_000);
});
