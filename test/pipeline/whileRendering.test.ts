import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import type { Logger } from '../../src/util/log.js';
import { removeTempDirs } from '../helpers/cli.js';
import { smallSite } from '../helpers/smallSite.js';

declare global {
  // What the site's plugin below did, in order (its config module runs in this process).
  var whileRenderingEvents: string[] | undefined;
}

/**
 * A plugin's work handed to `whileRendering` (the search index's, in docsgen's own plugin) runs
 * while the pages render, not before: the render phase waits for it, and what it emits is part of
 * the output, linked to like any other file.
 */
describe("plugins' work while the pages render", { timeout: 120_000 }, () => {
  afterAll(removeTempDirs);

  const plugin = (work: string) =>
    `plugins: [{ name: 'late', contentLoaded(ctx) { ctx.whileRendering(async () => { globalThis.whileRenderingEvents.push('work starts'); for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve)); ${work} globalThis.whileRenderingEvents.push('work ends'); }); } }],`;
  const page = { 'content/docs/notes.md': '---\ntitle: Notes\n---\n\nThe [notes](/late/notes.json).\n' };
  const recording = (events: string[]): Logger => ({ info: () => {}, warn: () => {}, phase: (name) => void events.push(name ? `${name} starts` : 'phase ends') });

  it('runs it in the render phase, which ends once it is done; its files are in the output and links reach them', async () => {
    const events: string[] = (globalThis.whileRenderingEvents = []);
    const site = await smallSite(page, plugin(`ctx.emitFile('late/notes.json', '{"late":true}');`));
    await build({ config: site.config, out: site.out, logger: recording(events), crawl: false, cache: false });
    const from = events.indexOf('plugins starts');
    expect(events.slice(from, from + 7)).toEqual(['plugins starts', 'phase ends', 'render starts', 'work starts', 'work ends', 'phase ends', 'output starts']);
    expect(await readFile(path.join(site.out, 'late', 'notes.json'), 'utf8')).toBe('{"late":true}');
  });

  it('fails the build when it throws, naming the plugin', async () => {
    globalThis.whileRenderingEvents = [];
    const site = await smallSite(page, plugin(`throw new Error('no tide table');`));
    await expect(build({ config: site.config, out: site.out, logger: recording([]), crawl: false, cache: false })).rejects.toThrow('plugin "late" threw in contentLoaded: no tide table');
  });
});
