import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { silentLogger } from '../../src/util/log.js';

// A Markdown link to a file that is no page is left as written. Docusaurus's link checker then meets
// it in the page as a broken link, whatever onBrokenMarkdownLinks says; docsgen's in-memory check
// must too, or a build without the crawl (or of a site over the crawl's size) passes where the
// crawl, and Docusaurus, fail it.
describe('a broken Markdown link the Markdown-link gate does not stop', () => {
  let root: string;
  const site = (markdownLinks: string) =>
    `import { defineConfig } from 'docsgen';\nexport default defineConfig({ title: 'M', url: 'https://m.example', docs: { mainDocId: 'a' }, gates: { onBrokenMarkdownLinks: '${markdownLinks}' } });\n`;
  const run = async (markdownLinks: string) => {
    await writeFile(path.join(root, 'site.config.ts'), site(markdownLinks));
    const warnings: string[] = [];
    const logger = { ...silentLogger, warn: (message: string) => void warnings.push(message) };
    const failure = await build({ config: path.join(root, 'site.config.ts'), out: path.join(root, 'build'), logger, crawl: false, cache: false }).then(() => undefined, (e: unknown) => e as Error);
    return { failure, warnings };
  };
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'docsgen-md-links-'));
    await mkdir(path.join(root, 'content/docs'), { recursive: true });
    await writeFile(path.join(root, 'content/docs/a.md'), '# A\n\nSee [the old page](./gone.md).\n');
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("with 'warn': a warning from that gate, and the link is a broken link (onBrokenLinks: 'throw') at its line, without the crawl", async () => {
    const { failure, warnings } = await run('warn');
    expect(warnings.join('\n')).toMatch(/1 broken Markdown link found \(onBrokenMarkdownLinks: 'warn'\)/);
    expect(failure?.message).toMatch(/broken link.*onBrokenLinks: 'throw'/);
    expect(failure?.message).toMatch(/content\/docs\/a\.md:3:\d+: .*gone\.md/);
  });

  it("with 'ignore': the link is still a broken link", async () => {
    const { failure } = await run('ignore');
    expect(failure?.message).toMatch(/content\/docs\/a\.md:3:\d+: .*gone\.md/);
  });

  it("with 'throw': that gate's error alone, the link not reported twice", async () => {
    const { failure } = await run('throw');
    expect(failure?.message).toMatch(/1 broken Markdown link found \(onBrokenMarkdownLinks: 'throw'\)/);
    expect(failure?.message).not.toMatch(/onBrokenLinks/);
  });
});
