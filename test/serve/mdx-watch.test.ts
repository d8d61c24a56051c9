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
  // An interactive component (an island: its code runs in the browser too) and a page using it.
  await writeFile(path.join(dir, 'components', 'Bell.tsx'), "import { useState } from 'react';\n\nexport default function Bell() {\n  const [rung, setRung] = useState(0);\n  return <button type=\"button\" onClick={() => setRung(rung + 1)}>Ring the bell ({rung})</button>;\n}\n");
  await writeFile(path.join(dir, 'content', 'docs', 'kitchen', 'bell.mdx'), "import Bell from '@site/components/Bell'\n\n# Bell\n\n<Bell />\n");
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

  it("rebuilds the browser's code of an interactive component when it changes, not only the page's HTML", async () => {
    const bell = () => fetch(`${server.url}/docs/kitchen/bell`).then((response) => response.text());
    // The island bundle's code the page loads: its entry and the files those import, one after another.
    const islandCode = async () => {
      const entry = /islands-[A-Z0-9]+\.js/.exec(await bell())?.[0];
      if (!entry) return '';
      const seen = new Set([entry]);
      let code = '';
      for (const name of seen) {
        const text = await fetch(`${server.url}/assets/${name}`).then((response) => response.text());
        code += text;
        for (const match of text.matchAll(/\.\/((?:island|islands|chunk)-[A-Z0-9]+\.js)/g)) seen.add(match[1]!);
      }
      return code;
    };
    await eventually(islandCode).toContain('Ring the bell');
    await edit('components/Bell.tsx', 'Ring the bell', 'Toll the bell');
    await eventually(bell).toContain('Toll the bell');
    await eventually(islandCode).toContain('Toll the bell');
  });
});
