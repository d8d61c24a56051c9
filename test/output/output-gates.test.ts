/**
 * What a build leaves on disk: byte-identical output for identical input (the good fixture and
 * the real site), an untouched previous output when a build fails, and responsive images.
 *
 * The good fixture's builds run one after the other (they share its cache folder); the real
 * site's pair runs alongside them.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { encodeStats, optimizeImage, type ImageOptions } from '../../src/images/optimizeImage.js';
import {
  PHOTO,
  buildFixture,
  ensurePhoto,
  expectGateFailure,
  expectSameTree,
  expectSuccess,
  fixtureConfig,
  hashTree,
  leftovers,
  photoPng,
  removeTempDirs,
  runCli,
  tempDir,
} from '../helpers/cli.js';

afterAll(removeTempDirs);

describe('output', { timeout: 120_000 }, () => {
  let first: string;
  let second: string;
  let realSites: string[];

  beforeAll(async () => {
    // The real site's CLI build runs alongside the fixture's two (different sites, different
    // caches); the fixture's builds run one after the other (they share the fixture's cache).
    const real = buildRealSite();
    await ensurePhoto('good');
    const a = await buildFixture(fixtureConfig('good'));
    expectSuccess(a);
    const b = await buildFixture(fixtureConfig('good'));
    expectSuccess(b);
    first = a.out;
    second = b.out;
    realSites = await real;
  });

  /**
   * Two builds of the real site: globalSetup's (in-process, from src/) and the CLI's (dist/), so
   * the output must not depend on how the build was started either; two CLI builds without it.
   */
  async function buildRealSite(): Promise<string[]> {
    const provided = inject('siteDir');
    const dirs: string[] = provided ? [provided] : [];
    while (dirs.length < 2) {
      const out = path.join(await tempDir(), 'site');
      // --no-crawl: the crawl writes nothing, and skipping it keeps the suite inside its budget.
      expectSuccess(await runCli(['build', '--config', 'site.config.ts', '--out', out, '--no-crawl']));
      dirs.push(out);
    }
    return dirs;
  }

  describe('determinism', () => {
    it('two builds of the good fixture are byte-identical', async () => {
      expect(await expectSameTree(first, second)).toBeGreaterThan(10);
    });

    it('two builds of the real site are byte-identical', async () => {
      expect(await expectSameTree(realSites[0]!, realSites[1]!)).toBeGreaterThan(50);
    });
  });

  describe('images', () => {
    it('renders a <picture> with WebP widths up to the source width, hashed files that exist, and a sized lazy <img>', async () => {
      const html = await readFile(path.join(first, 'docs', 'intro.html'), 'utf8');
      const picture = /<picture>([\s\S]*?)<\/picture>/.exec(html)?.[1];
      expect(picture, 'a <picture> in docs/intro.html').toBeDefined();

      const source = /<source ([^>]*)>/.exec(picture!)?.[1] ?? '';
      expect(source).toContain('type="image/webp"');
      const srcset = /srcSet="([^"]*)"/i.exec(source)?.[1] ?? '';
      const candidates = srcset.split(',').map((c) => c.trim().split(/\s+/));
      const widths = candidates.map(([, w]) => Number(w!.replace(/w$/, '')));
      expect(widths.length).toBeGreaterThanOrEqual(2);
      expect(widths).toEqual([...widths].sort((x, y) => x - y));
      expect(Math.max(...widths)).toBe(PHOTO.width);
      for (const w of widths) expect(w).toBeLessThanOrEqual(PHOTO.width);
      for (const [url, w] of candidates) {
        expect(url).toMatch(new RegExp(`^/assets/img/photo-[0-9a-f]{8}-${w!.replace(/w$/, '')}\\.webp$`));
        expect(existsSync(path.join(first, url!)), `${url} in the output`).toBe(true);
      }

      const img = /<img ([^>]*)>/.exec(picture!)?.[1] ?? '';
      expect(img).toContain(`width="${PHOTO.width}"`);
      expect(img).toContain(`height="${PHOTO.height}"`);
      expect(img).toContain('loading="lazy"');
      expect(img).toContain('decoding="async"');
      expect(img).toContain('alt="A generated test picture"');
      const src = /src="([^"]*)"/.exec(img)?.[1] ?? '';
      expect(src).toMatch(/^\/assets\/img\/photo-[0-9a-f]{8}-1200\.png$/);
      expect(existsSync(path.join(first, src))).toBe(true);
    });

    it('respects the quality setting (WebP at 30 is smaller than at 80)', async () => {
      const bytes = await photoPng();
      const size = async (quality: number) => {
        const image = await optimizeImage(bytes, 'photo.png', { quality, widths: [480, 960] }, await tempDir());
        return image.variants.reduce((sum, v) => sum + v.contents.byteLength, 0);
      };
      const [high, low] = [await size(80), await size(30)];
      expect(low).toBeLessThan(high * 0.8);
    });

    it('caches by bytes and options: a second call with the same input does zero encodes', async () => {
      const bytes = await photoPng();
      const cacheDir = await tempDir();
      const options: ImageOptions = { quality: 70, widths: [320, 640, 2000] };
      const before = encodeStats.encoded;
      const fresh = await optimizeImage(bytes, 'photo.png', options, cacheDir);
      const encodes = encodeStats.encoded - before;
      expect(encodes).toBe(fresh.variants.length + 1);
      expect(fresh.variants.map((v) => v.width)).toEqual([320, 640, PHOTO.width]);

      const again = encodeStats.encoded;
      const cached = await optimizeImage(bytes, 'photo.png', options, cacheDir);
      expect(encodeStats.encoded - again).toBe(0);
      expect(cached.variants.map((v) => [v.file, Buffer.from(v.contents).toString('base64')])).toEqual(
        fresh.variants.map((v) => [v.file, Buffer.from(v.contents).toString('base64')]),
      );
      expect(cached.fallback.file).toBe(fresh.fallback.file);

      // Other options are another cache entry.
      const changed = encodeStats.encoded;
      await optimizeImage(bytes, 'photo.png', { ...options, quality: 71 }, cacheDir);
      expect(encodeStats.encoded - changed).toBeGreaterThan(0);
    });
  });

  describe('atomic output', () => {
    it('a failing build leaves the previous output byte-identical and no temporary folders', async () => {
      const before = await hashTree(first);
      // Fails in the link gate, after every page was written to the temporary folder.
      const failed = await runCli(['build', '--config', fixtureConfig('good', 'late-failure.config.ts'), '--out', first]);
      expectGateFailure(failed, ['late-failure.config.ts: broken link "Guide" → /docs/guide-that-moved']);
      expect(failed.stdout).toMatch(/✓ render/);
      expect([...(await hashTree(first))]).toEqual([...before]);
      expect(await leftovers(first)).toEqual([]);
    });
  });
});
