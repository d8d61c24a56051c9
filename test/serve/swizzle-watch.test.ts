import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type RunningServer } from '../../src/serve/serve.js';
import { eventually } from '../helpers/pageSteps.js';
import { copyDocusaurusSite } from '../helpers/siteCopy.js';

const fixture = path.resolve(import.meta.dirname, '../fixtures/sites/docusaurus-theme');
let dir: string;
let server: RunningServer;

beforeAll(async () => {
  dir = await copyDocusaurusSite(fixture, 'docsgen-swizzle-watch-');
  server = await serve({ config: path.join(dir, 'docusaurus.config.js'), port: 0, host: '127.0.0.1', watch: true });
}, 120_000);

afterAll(async () => {
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const intro = () => fetch(`${server.url}/docs/intro`).then((response) => response.text());

describe('serve --watch with a Docusaurus site’s swizzles', () => {
  it('an edit of a swizzled Footer wrapper in src/theme shows on the next request', async () => {
    expect(await intro()).toContain('Storm warnings are flown from the east mast.');
    const file = path.join(dir, 'src/theme/Footer/index.js');
    await writeFile(file, (await readFile(file, 'utf8')).replace('from the east mast', 'from the west mast'));
    await eventually(intro).toContain('Storm warnings are flown from the west mast.');
  });
});
