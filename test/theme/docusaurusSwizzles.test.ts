import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleClient } from '../../src/client/bundleClient.js';
import { docusaurusSwizzles } from '../../src/theme/docusaurusSwizzles.js';
import { findReact } from '../../src/theme/findReact.js';
import { themeLayersOf } from '../../src/theme/themeLayers.js';

/** Which of a Docusaurus site's src/theme files replace docsgen's part of the page, and why the others do not. */
let root: string;
const file = (name: string) => path.join(root, 'src/theme', name);

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'docsgen-swizzles-'));
  const files: Record<string, string> = {
    // A wrapper of a deep component: docsgen's part under Docusaurus's name.
    'DocItem/Footer/index.js': "import React from 'react';\nimport Footer from '@theme-original/DocItem/Footer';\nexport default function W(props) { return <><Footer {...props} /><p>x</p></>; }\n",
    // A wrapper through `@theme-init/` (the first theme's component: docsgen's too).
    'EditThisPage/index.js': "import React from 'react';\nimport EditThisPage from '@theme-init/EditThisPage';\nexport default function W(props) { return <b><EditThisPage {...props} /></b>; }\n",
    // An ejected one using provided modules, a package and its own CSS module.
    'NotFound/Content/index.tsx': "import type { Props } from '@theme/NotFound/Content';\nimport clsx from 'clsx';\nimport { useLocation } from '@docusaurus/router';\nimport Heading from '@theme/Heading';\nimport styles from './styles.module.css';\nexport default function C({ className }: Props) { return <Heading as=\"h1\" className={clsx(styles.x, className)}>{useLocation().pathname}</Heading>; }\n",
    // A module docsgen does not provide, and a name a provided module does not export.
    'Footer/index.js': "import React from 'react';\nimport { useSearchLinkCreator, useColorMode } from '@docusaurus/theme-common';\nexport default function F() { return null; }\n",
    'SearchBar.js': "import React from 'react';\nimport { useDocSearchKeyboardEvents } from '@docusaurus/theme-search-algolia/client';\nexport default function S() { return null; }\n",
    'Navbar/index.js': "export function Navbar() { return null; }\n",
    // An ejected one using a component of the site's own theme folder (which uses a provided module) and a provided one.
    'DocVersionBadge/index.js': "import React from 'react';\nimport Heading from '@theme/Heading';\nimport StationBadge from '@theme/StationBadge';\nexport default function B() { return <Heading as=\"h3\"><StationBadge /></Heading>; }\n",
    'StationBadge.js': "import React from 'react';\nimport useBaseUrl from '@docusaurus/useBaseUrl';\nexport default function StationBadge() { return <img className=\"station-badge\" src={useBaseUrl('/img/badge.svg')} alt=\"Harbour station badge\" />; }\n",
  };
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(file(name)), { recursive: true });
    await writeFile(file(name), text);
  }
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const layers = () => themeLayersOf({ swizzleDir: path.join(root, 'src', 'theme'), themeDir: path.join(root, 'theme') });

describe('docusaurusSwizzles', () => {
  it("applies wrappers and rewritten components of the parts docsgen has, under docsgen's component name", () => {
    const { applied } = docusaurusSwizzles(path.join(root, 'src', 'theme'), layers());
    expect(applied).toEqual({ DocFooter: file('DocItem/Footer/index.js'), DocVersionBadge: file('DocVersionBadge/index.js'), EditThisPage: file('EditThisPage/index.js'), NotFoundContent: file('NotFound/Content/index.tsx') });
  });

  it('skips one that imports what docsgen lacks, naming the modules and names', () => {
    const { skipped } = docusaurusSwizzles(path.join(root, 'src', 'theme'));
    expect(skipped[file('Footer/index.js')]).toMatch(/^it imports useSearchLinkCreator from "@docusaurus\/theme-common", which docsgen does not provide/);
    expect(skipped[file('Footer/index.js')]).not.toContain('useColorMode');
    expect(skipped[file('SearchBar.js')]).toMatch(/^it imports "@docusaurus\/theme-search-algolia\/client", which/);
    expect(skipped[file('Navbar/index.js')]).toBe('it has no default export');
  });

  it("bundles a wrapper of @theme-init/<Name> around docsgen's component, without a cycle", async () => {
    const { applied } = docusaurusSwizzles(path.join(root, 'src', 'theme'));
    const bundle = await bundleClient(undefined, { rootDir: root, react: findReact(root), kinds: ['doc'], minify: false, swizzles: { EditThisPage: applied.EditThisPage! } });
    const code = bundle.files.map((f) => Buffer.from(f.contents).toString('utf8')).join('\n');
    // The wrapper's markup and docsgen's own EditThisPage (its class) are both in the browser code.
    expect(code).toMatch(/function W\(props\)[\s\S]*"b"/);
    expect(code).toContain('edit-this-page');
  });

  it("finds a swizzle's @theme/<Name> through the one theme lookup: the site's own component is used (named in `uses`) and bundled with its own provided imports", async () => {
    const swizzles = docusaurusSwizzles(path.join(root, 'src', 'theme'), layers());
    expect(swizzles.uses).toEqual([file('StationBadge.js')]);
    const bundle = await bundleClient(undefined, { rootDir: root, react: findReact(root), kinds: ['doc'], minify: false, swizzleDir: path.join(root, 'src', 'theme'), swizzles: { DocVersionBadge: swizzles.applied.DocVersionBadge! } });
    const code = bundle.files.map((f) => Buffer.from(f.contents).toString('utf8')).join('\n');
    expect(code).toContain('Harbour station badge');
    expect(code).toContain('/img/badge.svg');
  });
  it("bundles a swizzle's @site/ import (a .tsx file named without its extension) from the site's folder, with no client module of the site's", async () => {
    const site = await mkdtemp(path.join(os.tmpdir(), 'docsgen-swizzle-site-'));
    try {
      const own = {
        'src/theme/EditThisPage/index.js': "import React from 'react';\nimport { useHarbourWord } from '@site/src/hooks/use-word';\nexport default function E() { return <b>{useHarbourWord()}</b>; }\n",
        'src/hooks/use-word.tsx': "export function useHarbourWord(): string {\n  return 'harbour-lighthouse-word';\n}\n",
      };
      for (const [name, text] of Object.entries(own)) {
        await mkdir(path.dirname(path.join(site, name)), { recursive: true });
        await writeFile(path.join(site, name), text);
      }
      const { applied } = docusaurusSwizzles(path.join(site, 'src', 'theme'));
      const bundle = await bundleClient(undefined, { rootDir: site, react: findReact(site), kinds: ['doc'], minify: false, swizzles: { EditThisPage: applied.EditThisPage! } });
      const code = bundle.files.map((f) => Buffer.from(f.contents).toString('utf8')).join('\n');
      expect(code).toContain('harbour-lighthouse-word');
    } finally {
      await rm(site, { recursive: true, force: true });
    }
  });
});
