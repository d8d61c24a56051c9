import { describe, expect, it } from 'vitest';
import { pageData, type PageDataConfig } from '../../src/render/pageData.js';
import type { Route } from '../../src/routes/types.js';

/** A doc of the given docs instance, last changed by Ada on 2026-01-02. */
const docOf = (instance: string) =>
  ({
    kind: 'doc',
    path: `/${instance}/kettles`,
    title: 'Kettles',
    description: '',
    doc: { id: 'kettles', frontMatter: {}, facts: { headings: [] }, lastUpdated: '2026-01-02T00:00:00.000Z', lastUpdatedBy: 'Ada', version: { instance, name: 'current' } },
  }) as unknown as Route;

const config = (docs: Partial<PageDataConfig['docs']>): PageDataConfig => ({
  tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  trailingSlash: false,
  urls: { base: '/' },
  docs: { sidebarInlineLimit: 50, ...docs },
});

describe('pageData: the last update a doc shows', () => {
  it("a doc of another docs instance with options of its own shows its instance's, the others the site's docs'", () => {
    const docs = { showLastUpdateTime: false, showLastUpdateAuthor: false, instances: { registry: { showLastUpdateTime: true, showLastUpdateAuthor: true }, quiet: { showLastUpdateTime: false } } };
    const registry = pageData(docOf('registry'), { sidebars: {} }, config(docs), '');
    expect(registry).toMatchObject({ lastUpdated: '2026-01-02T00:00:00.000Z', lastUpdatedBy: 'Ada' });
    const own = pageData(docOf('default'), { sidebars: {} }, config(docs), '');
    expect(own.lastUpdated).toBeUndefined();
    expect(own.lastUpdatedBy).toBeUndefined();
    // An instance that sets one option keeps the site's docs' other one.
    const quiet = pageData(docOf('quiet'), { sidebars: {} }, config({ showLastUpdateTime: true, showLastUpdateAuthor: true, instances: docs.instances }), '');
    expect(quiet.lastUpdated).toBeUndefined();
    expect(quiet.lastUpdatedBy).toBe('Ada');
  });
});
