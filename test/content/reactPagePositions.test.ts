import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractFacts } from '../../src/content/extractFacts.js';
import { createReactPageProcessor } from '../../src/content/mdx/processReactPage.js';
import { ROOT } from '../helpers/cli.js';
import { findReact } from '../../src/theme/findReact.js';

const SITE = path.join(ROOT, 'test', 'fixtures', 'sites', 'react-page-positions');

const site = { siteConfig: { title: 'Bees', tagline: '', url: 'https://bees.example.com', baseUrl: '/bees/', customFields: {}, trailingSlash: false }, pathname: '/bees/', colorMode: 'light' as const };

describe("a React page's links and images are named where its source writes them", () => {
  it('at the line and column of the string in the page or in the component it imports; a computed one by its file alone', async () => {
    const process = createReactPageProcessor({ routesBySource: new Map(), rootDir: SITE, react: findReact(SITE), staticDir: path.join(SITE, 'static'), themeDir: path.join(SITE, 'src', 'theme'), swizzleDir: path.join(SITE, 'src', 'theme'), site });
    const facts = extractFacts((await process(path.join(SITE, 'src', 'pages', 'index.js'))).hast);
    // Not the rendered HTML's position (line 1, its column), which names nothing in the source.
    expect(facts.images).toEqual([
      { src: './img/bee.svg', line: 14, column: 17 },
      { src: './img/hive.png', line: 7, column: 29 },
      { src: './img/comb.png', line: 8, column: 29 },
    ]);
    expect(facts.links).toEqual([
      // useBaseUrl('/docs/start') rendered as /bees/docs/start: found without the base.
      { href: '/bees/docs/start', text: 'Start', line: 15, column: 28 },
      { href: '/docs/missing-page', text: 'Missing', line: 16, column: 15 },
      { href: '/docs/computed', text: 'Computed' },
      { href: '/docs/hives', text: 'Hive', file: 'src/components/Tile.js', line: 7, column: 15 },
      { href: '/docs/hives', text: 'Comb', file: 'src/components/Tile.js', line: 7, column: 15 },
    ]);
  }, 60_000);
});
