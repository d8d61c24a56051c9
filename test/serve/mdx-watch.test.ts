import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type RunningServer } from '../../src/serve/serve.js';
import { eventually } from '../helpers/pageSteps.js';
import { copyFixtureSite } from '../helpers/siteCopy.js';

const fixture = path.resolve(import.meta.dirname, '../fixtures/sites/mdx');
let dir: string;
let server: RunningServer;

beforeAll(async () => {
  // A copy of the MDX fixture (its components folder is outside the content folder).
  const copy = await copyFixtureSite(fixture, 'docsgen-mdx-watch-');
  dir = copy.root;
  await cp(path.join(fixture, 'components'), path.join(dir, 'components'), { recursive: true });
  await writeFile(path.join(dir, 'site.config.ts'), copy.configSource);
  server = await serve({ config: path.join(dir, 'site.config.ts'), port: 0, host: '127.0.0.1', watch: true });
});

afterAll(async () => {
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const recipes = () => fetch(`${server.url}/docs/kitchen/recipes`).then((response) => response.text());

async function edit(relative: string, from: string, to: string): Promise<void> {
  const file = path.join(dir, relative);
  await writeFile(file, (await readFile(file, 'utf8')).replace(from, to));
}

describe('serve --watch with MDX pages', () => {
  it('re-renders a page when a partial it imports or a component outside the content folder changes', async () => {
    expect(await recipes()).toContain('Flour');
    await edit('content/docs/kitchen/_shoppingList.mdx', 'Flour', 'Rye flour');
    await eventually(recipes).toContain('Rye flour');

    expect(await recipes()).toContain('Set a timer for');
    await edit('components/Timer.tsx', 'Set a timer for', 'Start a timer for');
    await eventually(recipes).toContain('Start a timer for');
  });
});
