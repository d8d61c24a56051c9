import { mkdtemp, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleClient } from '../../src/client/bundleClient.js';
import { themeComponents } from '../../src/theme/themeFiles.js';
import { findReact } from '../../src/theme/findReact.js';

const crashTheme = fileURLToPath(new URL('../fixtures/browser-crash-theme/', import.meta.url));
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-theme-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('site theme folder', () => {
  it('bundles a theme folder reached through a symlink (as node_modules links do)', async () => {
    const link = path.join(dir, 'theme');
    await symlink(crashTheme, link);
    const { assets, files } = await bundleClient(link, { minify: false, kinds: ['doc'], react: findReact(dir) });
    expect(assets.chunks.doc).toMatch(/^\/assets\/page-doc-\w+\.js$/);
    const doc = files.find((file) => `/${file.path}` === assets.chunks.doc)!;
    // The override (which wraps the default DocPage through @theme-original/DocPage) is in the chunk.
    expect(Buffer.from(doc.contents).toString()).toContain('Test crash while rendering');
  });

  it('lists the default components, markdown ones included', () => {
    expect(themeComponents()).toEqual(expect.arrayContaining(['App', 'DocPage', 'Footer', 'Layout', 'markdown/CodeBlock']));
  });
});
