import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkDocsgenModules } from '../../helpers/siteCopy.js';

const fixture = fileURLToPath(new URL('../../fixtures/sites/blog-front-matter/', import.meta.url));
const bin = fileURLToPath(new URL('../../../bin/docsgen', import.meta.url));

let root: string;

/** `docsgen build --no-crawl …args` in the copy: exit code and all output. */
function build(args: string[] = []): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [bin, 'build', '--no-crawl', ...args], { cwd: root, env: { ...process.env, NO_COLOR: '1' } }, (error, stdout, stderr) => {
      resolve({ code: typeof error?.code === 'number' ? error.code : 0, output: stdout + stderr });
    });
  });
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'docsgen-blog-fm-'));
  await cp(fixture, root, { recursive: true });
  await linkDocsgenModules(root);
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("a blog post's front matter problems name file:line:col, as a doc's do", () => {
  it('an unknown key at the key, an inline tag and an inline author at the item: warnings, and the build succeeds', async () => {
    const { code, output } = await build();
    expect(code).toBe(0);
    expect(output).toContain('blog/2026-05-01-cone-six.md:5:1: front matter `kiln_temperature` is not a key docsgen reads: ignored');
    expect(output).toContain('blog/2026-05-01-cone-six.md:4:15: tag `reduction` is not in blog/tags.yml (onInlineTags)');
    expect(output).toContain('blog/2026-05-01-cone-six.md:3:17: author `Visiting Potter` is written inline, not in blog/authors.yml (onInlineAuthors)');
  }, 60_000);

  it('with --strict the same warnings fail the build', async () => {
    const { code, output } = await build(['--strict']);
    expect(code).toBe(1);
    expect(output).toMatch(/✗ 3 content warnings found \(onWarnings: 'throw'\)\n {2}- blog\/2026-05-01-cone-six\.md:5:1: front matter `kiln_temperature`/);
  }, 60_000);

  it('a bad date at the value, malformed YAML where the parser stopped, an unknown author or an inline author with bad socials at the list item: each an error', async () => {
    for (const name of await readdir(path.join(root, 'broken-posts'))) await cp(path.join(root, 'broken-posts', name), path.join(root, 'blog', name));
    const { code, output } = await build();
    expect(code).toBe(1);
    expect(output).toContain('blog/2026-06-01-bad-date.md:3:7: front matter `date`: "the day after" is not a date');
    expect(output).toContain('blog/2026-06-02-bad-yaml.md:3:13: malformed YAML front matter:');
    expect(output).toContain('blog/2026-06-03-no-author.md:5:5: author `ghost` is not in the authors file (known: mira)');
    expect(output).toContain('blog/2026-06-04-bad-socials.md:5:5: `socials` must be a map of platform to handle or URL');
  }, 60_000);
});
