import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type RunningServer } from '../../src/serve/serve.js';
import { eventually } from '../helpers/pageSteps.js';
import { copyDocusaurusSite } from '../helpers/siteCopy.js';

/** A `<DocCardList />` page under `serve --watch` (test/fixtures/sites/docusaurus-doc-cards): its cards follow the sidebar as pages change. */
const fixture = fileURLToPath(new URL('../fixtures/sites/docusaurus-doc-cards/', import.meta.url));
let root: string;
let server: RunningServer;

// The suite's time limits (vitest.config.ts): at load 40 this setup took over 120 s.
beforeAll(async () => {
  root = await copyDocusaurusSite(fixture, 'docsgen-doc-cards-watch-');
  server = await serve({ config: path.join(root, 'docusaurus.config.js'), port: 0, host: '127.0.0.1', watch: true });
});

afterAll(async () => {
  await server?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

const guides = () => fetch(`${server.url}/manual/docs/guides`).then((response) => response.text());

describe('serve --watch with <DocCardList />', () => {
  it("another page's new description, and a new page, reach the category page's cards", async () => {
    expect(await guides()).toContain('>Cut the wick level so the flame burns without smoke.</span>');
    await writeFile(path.join(root, 'docs/guides/wick.md'), '---\nsidebar_position: 1\ndescription: Level and short.\n---\n\n# Trim the wick\n');
    await eventually(guides).toContain('>Level and short.</span>');
    await writeFile(path.join(root, 'docs/guides/lamp.md'), '---\nsidebar_position: 0\n---\n\n# Light the lamp\n\nAt sunset.\n');
    await eventually(guides).toMatch(/<ul class="cards"><li class="card"><a class="card__link" href="\/manual\/docs\/guides\/lamp">/);
  });
});
