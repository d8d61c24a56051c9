import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/loadConfig.js';

/**
 * The compiled config is kept in the site's cache (node_modules/.cache/docsgen/modules) and taken
 * from there while the files it was made from are unchanged: a build that changed one page does not
 * compile the config again. What the record holds is what loads; an edited input, or a file added
 * beside one, compiles again.
 */
let dir: string;
const records = () => path.join(dir, 'node_modules', '.cache', 'docsgen', 'modules');

async function write(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
  await writeFile(path.join(dir, file), text);
}

/** Puts `to` for `from` in the kept code of the config's record (there is one). */
async function tamper(from: string, to: string): Promise<void> {
  const [name, ...more] = await readdir(records());
  expect(more).toEqual([]);
  const file = path.join(records(), name!);
  const record = JSON.parse(await readFile(file, 'utf8')) as { value: { code: string } };
  expect(record.value.code).toContain(from);
  record.value.code = record.value.code.replace(from, to);
  await writeFile(file, JSON.stringify(record));
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-site-module-'));
  await write('lib/words.ts', "export const word: string = 'Heron';\n");
  await write('site.config.ts', "import { word } from './lib/words';\nexport default { title: `${word} notes`, url: 'https://example.com' };\n");
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the compiled config kept in the cache', () => {
  it('is what loads while its files are unchanged; an edited import, or a file added beside one, compiles it again', async () => {
    const config = path.join(dir, 'site.config.ts');
    expect((await loadConfig(config)).title).toBe('Heron notes');
    // Taken from the record: its code, not a new compile.
    await tamper('Heron', 'Kept heron');
    expect((await loadConfig(config)).title).toBe('Kept heron notes');
    // An import edited: compiled again.
    await write('lib/words.ts', "export const word: string = 'Egret';\n");
    expect((await loadConfig(config)).title).toBe('Egret notes');
    // A file added beside an input (an import could resolve to it now): compiled again.
    await tamper('Egret', 'Kept egret');
    expect((await loadConfig(config)).title).toBe('Kept egret notes');
    await write('lib/words.js', "export const word = 'Crane';\n");
    expect((await loadConfig(config)).title).toBe('Egret notes');
    // The compiled module beside the config is gone once loaded, as before.
    expect((await readdir(dir)).filter((name) => name.endsWith('.mjs'))).toEqual([]);
  });
});
