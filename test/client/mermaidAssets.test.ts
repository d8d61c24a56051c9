import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mermaidAssets } from '../../src/client/mermaidAssets.js';
import { ConfigError } from '../../src/util/errors.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-mermaid-assets-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const settings = { theme: { light: 'neutral', dark: 'forest' }, options: { sequence: { mirrorActors: false } } };

describe('mermaidAssets (markdown.mermaid)', () => {
  it("without the site's mermaid package: a config error saying how to install it", async () => {
    await writeFile(path.join(dir, 'package.json'), '{}');
    const error = await mermaidAssets(dir, settings).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(/markdown\.mermaid: the mermaid package is not installed beside the config \(npm i mermaid\)/);
  });

  it("links Mermaid's browser build (its module and chunks, no source maps) and writes a diagram script holding the settings", async () => {
    const dist = path.join(dir, 'node_modules', 'mermaid', 'dist');
    await mkdir(path.join(dist, 'chunks', 'mermaid.esm.min'), { recursive: true });
    await writeFile(path.join(dir, 'node_modules', 'mermaid', 'package.json'), JSON.stringify({ name: 'mermaid', version: '11.2.0' }));
    await writeFile(path.join(dist, 'mermaid.esm.min.mjs'), 'export default {};\n');
    await writeFile(path.join(dist, 'chunks', 'mermaid.esm.min', 'flow-AB12.mjs'), 'export const flow = 1;\n');
    await writeFile(path.join(dist, 'chunks', 'mermaid.esm.min', 'flow-AB12.mjs.map'), '{}');
    const assets = await mermaidAssets(dir, settings);
    expect(assets.copies).toEqual([
      ['assets/mermaid-11.2.0/mermaid.esm.min.mjs', path.join(dist, 'mermaid.esm.min.mjs')],
      ['assets/mermaid-11.2.0/chunks/mermaid.esm.min/flow-AB12.mjs', path.join(dist, 'chunks', 'mermaid.esm.min', 'flow-AB12.mjs')],
    ]);
    expect(assets.entry).toMatch(/^\/assets\/mermaid-[0-9a-f]{8}\.js$/);
    expect(assets.files.map((file) => file.path)).toEqual([assets.entry.slice(1)]);
    const script = Buffer.from(assets.files[0]!.contents).toString('utf8');
    // Mermaid by a URL relative to the script (any base), the settings as JSON.
    expect(script).toContain('import("./mermaid-11.2.0/mermaid.esm.min.mjs")');
    expect(script).toContain('"forest"');
    expect(script).toContain('mirrorActors');
    expect(await readFile(path.join(dist, 'mermaid.esm.min.mjs'), 'utf8')).toBe('export default {};\n');
  });
});
