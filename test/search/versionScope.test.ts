import { describe, expect, it } from 'vitest';
import { createSearchEngine } from '../../src/browser/search/engine.js';
import { versionScope } from '../../src/browser/search/versionScope.js';
import { buildSearchIndex } from '../../src/search/buildSearchIndex.js';
import type { SearchDoc } from '../../src/shared/searchTypes.js';
import type { PageData, SiteData } from '../../src/shared/types.js';

const site = {
  docsVersions: [
    { instance: 'default', name: 'current', label: 'Next', path: '/docs/next', isLast: false, mainDoc: '/docs/next/intro' },
    { instance: 'default', name: '2.0', label: '2.0', path: '/docs', isLast: true, mainDoc: '/docs/intro' },
    { instance: 'default', name: '1.0', label: '1.0', path: '/docs/1.0', isLast: false, mainDoc: '/docs/1.0/intro' },
    { instance: 'community', name: 'current', label: 'Next', path: '/community', isLast: true, mainDoc: '/community/welcome' },
  ],
} as SiteData;
const page = (version?: string) => ({ path: '/x', ...(version ? { version: { instance: 'default', name: version, label: version, banner: 'none', badge: true, alternates: {} } } : {}) }) as PageData;

describe('versionScope', () => {
  it('keeps the version being read, other instances at their last version, and pages outside the docs', () => {
    const scope = versionScope(site, page('1.0'))!;
    expect([scope('default:1.0'), scope('default:2.0'), scope('default:current'), scope('community:current'), scope(undefined)]).toEqual([true, false, false, true, true]);
    // A page outside the docs searches the last version.
    const outside = versionScope(site, page())!;
    expect([outside('default:2.0'), outside('default:1.0')]).toEqual([true, false]);
    expect(versionScope({} as SiteData, page('1.0'))).toBeUndefined();
  });

  it('the search engine shows only the sections in scope, even where others score higher', async () => {
    const docs: SearchDoc[] = [
      { id: '/docs/intro', title: 'Smoker smoker', heading: '', text: 'smoker smoker smoker', url: '/docs/intro', version: 'default:2.0' },
      { id: '/docs/1.0/intro', title: 'Intro', heading: '', text: 'the smoker', url: '/docs/1.0/intro', version: 'default:1.0' },
      { id: '/docs/next/intro', title: 'Smoker', heading: '', text: 'smoker smoker', url: '/docs/next/intro', version: 'default:current' },
    ];
    const files = buildSearchIndex(docs);
    const engine = createSearchEngine([{ index: JSON.parse(files.index), docs: JSON.parse(files.docs) as SearchDoc[] }]);
    expect(engine.query('smoker').map((hit) => hit.id)).toHaveLength(3);
    expect(engine.query('smoker', versionScope(site, page('1.0'))).map((hit) => hit.url.split('?')[0])).toEqual(['/docs/1.0/intro']);
  });
});
