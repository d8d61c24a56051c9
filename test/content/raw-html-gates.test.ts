/**
 * Issue 23, row 5: raw HTML never crashes the build. An address in angle brackets inside an HTML
 * block (`<details>…<user@example.com>…</details>`, common in pages moved from Docusaurus), a tag
 * name React cannot render (`<x!>` in a `<div>`) and random bytes in a page body each build: the
 * reader sees the address as a link (as a CommonMark autolink) and the bad tag as text, with a
 * warning at file:line.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { expectSuccess, removeTempDirs, runCli } from '../helpers/cli.js';
import { smallSite } from '../helpers/smallSite.js';

afterAll(removeTempDirs);

/** Deterministic pseudo-random bytes (a linear congruential generator): the same page on every run. */
function randomBytes(seed: number, length: number): Buffer {
  const bytes = Buffer.alloc(length);
  let state = seed;
  for (let i = 0; i < length; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    bytes[i] = state >>> 24;
  }
  return bytes;
}

describe('raw HTML the browser would misread', { timeout: 180_000 }, () => {
  it('an address inside <details>, <x!> in a <div> and random bytes build, shown as the reader expects, with warnings at file:line', async () => {
    const front = (title: string) => `---\ntitle: ${title}\ndescription: A page.\n---\n\n`;
    const noise = (seed: number) => Buffer.concat([Buffer.from(`${front('Noise')}<div>\n`), randomBytes(seed, 6000), Buffer.from('\n</div>\n\n'), randomBytes(seed + 1, 6000)]);
    const site = await smallSite({
      'content/docs/contact.md': `${front('Contact')}Before.\n\n<details><summary>Contact</summary>Write to <user@example.com>.</details>\n\n<div>\n<x!>after the tag</x!>\n</div>\n`,
      'content/docs/noise-1.md': noise(1),
      'content/docs/noise-2.md': noise(23),
      'content/docs/noise-3.md': noise(4242),
    });
    const result = await runCli(['build', '--config', site.config, '--out', site.out, '--no-crawl'], 120_000);
    expectSuccess(result);
    const output = result.stdout + result.stderr;
    expect(output).toContain('content/docs/contact.md:8:45: `<user@example.com>` inside raw HTML is not an HTML tag: shown as a link');
    expect(output).toContain('content/docs/contact.md:11:1: `<x!>` is not an HTML tag name: shown as text');
    expect(output).not.toMatch(/Invalid tag/);
    const html = await readFile(path.join(site.out, 'docs', 'contact.html'), 'utf8');
    expect(html).toContain('<details><summary>Contact</summary>Write to <a href="mailto:user@example.com">user@example.com</a>.</details>');
    expect(html).toMatch(/<div>\s*&lt;x!&gt;after the tag\s*<\/div>/);
    // Every noise page is written (what the bytes make of it is the HTML parser's business).
    for (const name of ['noise-1', 'noise-2', 'noise-3']) await expect(readFile(path.join(site.out, 'docs', `${name}.html`), 'utf8')).resolves.toContain('<h1');
  });
});
