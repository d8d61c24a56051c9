import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitFrontMatter } from '../../src/content/frontMatter.js';
import { FrontMatterCache } from '../../src/content/frontMatterCache.js';

/**
 * Front matter parsed in one build is taken from the cache in the next (by its YAML text and the
 * keys the page's source reads), with the same values and warnings; wrong front matter is never
 * kept, and a save keeps only what the build used.
 */
let dir: string;
let file: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-front-matter-cache-'));
  file = path.join(dir, 'front-matter.json');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const page = (title: string) => `---\ntitle: ${title}\nsidebar_position: 2\nauthor: Ann\n---\n\n# Body\n`;

describe('FrontMatterCache', () => {
  it('gives a later build the values and warnings an earlier one parsed, each page its own copy', async () => {
    const first = new FrontMatterCache(file);
    const parsed = splitFrontMatter(page('Intro'), 'docs/intro.md', undefined, first);
    expect(parsed.frontMatter).toEqual({ title: 'Intro', sidebar_position: 2 });
    expect(parsed.warnings).toEqual([{ message: 'front matter `author` is not a key docsgen reads: ignored', line: 4, column: 1 }]);
    // A source that reads `author` itself: another entry, without the warning.
    expect(splitFrontMatter(page('Intro'), 'blog/post.md', new Set(['author']), first).warnings).toEqual([]);
    await first.save();

    // The saved entry is what the next build takes (marked here, so taking it shows).
    const saved = await readFile(file, 'utf8');
    await writeFile(file, saved.replace('\\"title\\":\\"Intro\\"', '\\"title\\":\\"From the cache\\"'));
    const second = new FrontMatterCache(file);
    const again = splitFrontMatter(page('Intro'), 'docs/intro.md', undefined, second);
    expect(again.frontMatter).toEqual({ title: 'From the cache', sidebar_position: 2 });
    expect(again.warnings).toEqual(parsed.warnings);
    expect(again.bodyStart).toBe(parsed.bodyStart);
    expect(again.body).toBe(parsed.body);
    again.warnings.push({ message: 'added by the caller', line: 1 });
    expect(splitFrontMatter(page('Intro'), 'docs/other.md', undefined, second).warnings).toEqual(parsed.warnings);
    // Changed YAML is parsed.
    expect(splitFrontMatter(page('Changed'), 'docs/intro.md', undefined, second).frontMatter.title).toBe('Changed');
    await second.save();
    // Only what this build used is kept: the blog entry is gone, the new one is there.
    const entries = Object.keys((JSON.parse(await readFile(file, 'utf8')) as { entries: Record<string, string> }).entries);
    expect(entries).toHaveLength(2);
    expect(entries.every((key) => key.startsWith('\n'))).toBe(true);
  });

  it('never keeps front matter that fails: each build reports it', async () => {
    const cache = new FrontMatterCache(file);
    const bad = '---\ntitle: A\nsidebar_position: first\n---\n';
    for (let i = 0; i < 2; i++) expect(() => splitFrontMatter(bad, 'docs/bad.md', undefined, cache)).toThrow(/sidebar_position/);
    await cache.save();
    expect(await readFile(file, 'utf8')).not.toContain('first');
  });
});
