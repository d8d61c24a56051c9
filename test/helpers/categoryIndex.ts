import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A swizzled DocCategoryGeneratedIndexPage wrapper of the pond's (test/fixtures/sites/docusaurus-own-searchbar):
 * it keeps the generated index out of the pond's own search (kysely's wraps its in `data-pagefind-ignore`)
 * and says what Docusaurus's `categoryGeneratedIndex` prop holds. test/theme/categoryIndexSwizzle.test.ts.
 */
export const CATEGORY_INDEX_WRAPPER = `import React from 'react';
import Original from '@theme-original/DocCategoryGeneratedIndexPage';

export default function IndexWrapper(props) {
  const { title, description, slug, permalink, navigation } = props.categoryGeneratedIndex;
  return (
    <div data-pond-skip="all">
      <p className="pond-index-props">{[title, description, slug, permalink, navigation.previous?.title, navigation.previous?.permalink, navigation.next?.title, navigation.next?.permalink].join(' | ')}</p>
      <Original {...props} />
    </div>
  );
}
`;

/** One ejected and rewritten, reading a Docusaurus hook docsgen does not provide (`PageMetadata`). */
export const CATEGORY_INDEX_EJECTED = `import React from 'react';
import { PageMetadata } from '@docusaurus/theme-common';

export default function IndexPage({ categoryGeneratedIndex }) {
  return (
    <>
      <PageMetadata title={categoryGeneratedIndex.title} />
      <h1 className="pond-own-index">{categoryGeneratedIndex.title}</h1>
    </>
  );
}
`;

/** The swizzle folder's file. */
export const categoryIndexFile = (root: string) => path.join(root, 'src', 'theme', 'DocCategoryGeneratedIndexPage', 'index.js');

/** Adds a "Lilies" category with a generated index (two pages) and the wrapper to a copy of the fixture. */
export async function addCategoryIndex(root: string): Promise<void> {
  const lilies = path.join(root, 'docs', 'lilies');
  await mkdir(lilies, { recursive: true });
  await writeFile(path.join(lilies, '_category_.json'), JSON.stringify({ label: 'Lilies', position: 2, link: { type: 'generated-index', description: 'Leaves that float.' } }));
  await writeFile(path.join(lilies, 'white.md'), '---\nsidebar_position: 1\n---\n\n# White lilies\n\nCounted at dawn.\n');
  await writeFile(path.join(lilies, 'yellow.md'), '---\nsidebar_position: 2\n---\n\n# Yellow lilies\n\nCounted at dusk.\n');
  await mkdir(path.dirname(categoryIndexFile(root)), { recursive: true });
  await writeFile(categoryIndexFile(root), CATEGORY_INDEX_WRAPPER);
}
