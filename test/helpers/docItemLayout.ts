import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A swizzled DocItem/Layout wrapper of the pond's (test/fixtures/sites/docusaurus-own-searchbar): test/theme/docItemLayout.test.ts, test/browser/doc-item-layout.test.ts. */
export const DOC_ITEM_LAYOUT = `import React from 'react';
import Layout from '@theme-original/DocItem/Layout';
import { useLocation } from '@docusaurus/router';

// The reed pages weigh more in the pond's own search index.
export default function LayoutWrapper(props) {
  const { pathname } = useLocation();
  if (pathname.startsWith('/reeds')) {
    return (
      <div data-pond-weight="3">
        <Layout {...props} />
      </div>
    );
  }
  return <Layout {...props} />;
}
`;

/** Adds the wrapper to a copy of the fixture, and a heading to /reeds (so it has a TOC). */
export async function addDocItemLayout(root: string): Promise<void> {
  await mkdir(path.join(root, 'src', 'theme', 'DocItem', 'Layout'), { recursive: true });
  await writeFile(path.join(root, 'src', 'theme', 'DocItem', 'Layout', 'index.js'), DOC_ITEM_LAYOUT);
  // A heading, so the page has a TOC beside the doc.
  const page = path.join(root, 'docs', 'reeds.md');
  await writeFile(page, `${await readFile(page, 'utf8')}\n## Cattails\n\nTall ones.\n`);
}

