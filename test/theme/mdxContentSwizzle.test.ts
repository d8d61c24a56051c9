import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDocusaurusCopy, type DocusaurusCopy } from '../helpers/siteCopy.js';

/**
 * A Docusaurus site's `src/theme/MDXContent` (pnpm.io's wraps every Markdown body to put a notice
 * before it): Docusaurus renders a doc's body, a post's (on its page and in the blog's lists) and
 * a Markdown page's through it. docsgen does the same, `@theme-original/MDXContent` being the body.
 * Fixture: test/fixtures/sites/docusaurus-swizzles, given the swizzle and a Markdown page here.
 */
const fixture = fileURLToPath(new URL('../fixtures/sites/docusaurus-swizzles/', import.meta.url));
const WRAPPER = `import React from 'react';
import MDXContent from '@theme-original/MDXContent';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

export default function MDXContentWrapper(props) {
  const { siteConfig } = useDocusaurusContext();
  return (
    <>
      <aside className="ferry-notice">{siteConfig.title}: sailings may change</aside>
      <MDXContent {...props} />
    </>
  );
}
`;

const warnings: string[] = [];
let copy: DocusaurusCopy;

beforeAll(async () => {
  copy = await buildDocusaurusCopy(fixture, 'docsgen-mdx-content-', {
    prepare: async (root) => {
      await mkdir(path.join(root, 'src', 'theme', 'MDXContent'), { recursive: true });
      await writeFile(path.join(root, 'src', 'theme', 'MDXContent', 'index.js'), WRAPPER);
      await mkdir(path.join(root, 'src', 'pages'), { recursive: true });
      await writeFile(path.join(root, 'src', 'pages', 'fares.md'), '# Fares\n\nA crossing costs two coins.\n');
    },
    logger: { info: () => {}, warn: (message) => void warnings.push(message) },
  });
}, 180_000);
afterAll(async () => {
  if (copy) await rm(copy.root, { recursive: true, force: true });
});

const built = (file: string) => readFile(path.join(copy.out, file), 'utf8');
const NOTICE = '<aside class="ferry-notice">Ferry Timetable<!-- -->: sailings may change</aside>';

describe('a swizzled MDXContent', () => {
  it("wraps a doc's body, a post's on its page and in the list, and a Markdown page's; the file is not named unused", async () => {
    const doc = await built('docs/crossings.html');
    expect(doc).toContain(`${NOTICE}<div class="markdown">`);
    expect(doc.split('ferry-notice')).toHaveLength(2);
    const post = await built('blog/2026/03/14/spring.html');
    expect(post).toContain(`${NOTICE}<div class="markdown">`);
    // The list shows each post's preview through it, as Docusaurus's BlogPostItem/Content does.
    const list = await built('blog.html');
    expect(list.split(NOTICE)).toHaveLength(3);
    expect(await built('fares.html')).toContain(`${NOTICE}<div class="markdown">`);
    expect(warnings.join('\n')).not.toContain('MDXContent');
  });
});
