import { appendFile, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { build } from '../../src/build.js';
import { ContentCache } from '../../src/content/contentCache.js';
import { BodyStore } from '../../src/content/keepBodyOnDisk.js';
import type { Logger } from '../../src/util/log.js';
import { copyFixtureSite } from '../helpers/siteCopy.js';

/**
 * A page nothing changed is taken from the content cache finished, and its body stays in the
 * cache's file: the page cache finds its rendered files by the body's hash, so a build after one
 * page changed reads no other page's body. Its output is the output of a build without the cache.
 */
const fixture = fileURLToPath(new URL('../fixtures/sites/base-path/', import.meta.url));
const logger: Logger = { info: () => undefined, warn: () => undefined };
let root: string;

beforeAll(async () => {
  ({ root } = await copyFixtureSite(fixture, 'docsgen-finished-bodies-', { themeDir: 'templates' }));
});

afterAll(() => rm(root, { recursive: true, force: true }));

/** Every file below `dir`, with its bytes. */
async function filesOf(dir: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) files.set(path.relative(dir, path.join(entry.parentPath, entry.name)), await readFile(path.join(entry.parentPath, entry.name)));
  }
  return files;
}

describe('bodies of pages nothing changed', { timeout: 180_000 }, () => {
  it('stay in the content cache: after one page changed no other body is read, and the output is that of a build without the cache', async () => {
    const config = path.join(root, 'site.config.ts');
    await build({ config, out: path.join(root, 'out-a'), logger, crawl: false });
    await appendFile(path.join(root, 'content/docs/guide/usage.md'), '\nOne more line about usage.\n');

    // Every page the cache gives back finished, and every body read from it.
    let given = 0;
    let read = 0;
    const getFinished = ContentCache.prototype.getFinished;
    const spy = vi.spyOn(ContentCache.prototype, 'getFinished').mockImplementation(function (this: ContentCache, ...args) {
      const found = getFinished.apply(this, args);
      if (!found) return found;
      given++;
      return {
        ...found,
        readBody: () => {
          read++;
          return found.readBody();
        },
      };
    });
    // Every body written to the build's own store of bodies waiting to render.
    const kept: string[] = [];
    const methods = (['put', 'putBytes'] as const).filter((name) => name in BodyStore.prototype);
    const spies = methods.map((name) => {
      const original = BodyStore.prototype[name] as (this: BodyStore, body: unknown) => { offset: number; length: number };
      return vi.spyOn(BodyStore.prototype, name).mockImplementation(function (this: BodyStore, body: unknown) {
        kept.push(name);
        return original.call(this, body);
      } as never);
    });
    let result;
    try {
      result = await build({ config, out: path.join(root, 'out-a'), logger, crawl: false });
    } finally {
      spy.mockRestore();
      for (const one of spies) one.mockRestore();
    }
    expect(result.work).toMatchObject({ processed: 1, rendered: 1 });
    expect(given).toBe(result.work!.pages - 1);
    // The changed page's body and Markdown alone are kept for rendering; the others are neither read nor copied.
    expect(kept).toHaveLength(2);
    expect(read).toBe(0);

    await build({ config, out: path.join(root, 'out-b'), logger, crawl: false, cache: false });
    const [cached, fresh] = [await filesOf(path.join(root, 'out-a')), await filesOf(path.join(root, 'out-b'))];
    expect([...cached.keys()].sort()).toEqual([...fresh.keys()].sort());
    expect([...cached].filter(([file, bytes]) => !bytes.equals(fresh.get(file)!)).map(([file]) => file)).toEqual([]);
  });
});
