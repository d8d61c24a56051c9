import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { clientInput } from '../../src/client/clientInput.js';
import { createClientStage } from '../../src/client/createClientStage.js';
import type { Content, Doc } from '../../src/content/types.js';
import { createGates } from '../../src/gates/gates.js';
import { loadSiteConfig } from '../../src/pipeline/loadSiteConfig.js';
import { pageSources, sourcesForClient } from '../../src/routes/pageSources.js';
import { silentLogger } from '../../src/util/log.js';
import { useFixtureCopies } from '../helpers/siteCopy.js';

// Copies: loading a config keeps its compiled module in the site's node_modules/.cache.
const site = useFixtureCopies(fileURLToPath(new URL('../fixtures/sites/', import.meta.url)));

/** The content stage's output as the client stage reads it: pages and the islands they use. */
const contentWith = (islands: string[][]): Content => {
  const docs = islands.map((used, i) => ({ id: `page${i}`, islands: used, inputs: [] }) as unknown as Doc);
  return { docs, sources: { docs }, docSets: [], reprocessed: new Set() };
};

describe('the client stage', () => {
  it("bundles the browser's main entry once a run, in a site with islands as in one without (the stage's report of its esbuild builds)", async () => {
    const root = await site('islands');
    const config = await loadSiteConfig(path.join(root, 'site.config.ts'));
    const stage = createClientStage(clientInput(config, sourcesForClient(pageSources(config))), { persistCache: false, gates: createGates(config.gates, silentLogger) });
    const island = (name: string) => path.join(root, 'src', 'components', name);

    // A site whose pages use islands: main (with the page kinds' chunks) once, and the island bundle once.
    await stage.run(true);
    const withIslands = await stage.withContent(contentWith([[island('Collapsible.jsx')], []]), {});
    expect(withIslands.builds.filter((entries) => entries.includes('main'))).toHaveLength(1);
    expect(withIslands.builds.filter((entries) => entries.includes('islands'))).toHaveLength(1);
    expect(withIslands.themeAndClient.client.assets.islands).toBeDefined();

    // A run with a new theme whose pages use none: main once, no island bundle.
    await stage.run(true);
    const plain = await stage.withContent(contentWith([[], []]), {});
    expect(plain.builds.map((entries) => entries[0])).toEqual(['main']);
    expect(plain.themeAndClient.client.assets.islands).toBeUndefined();

    // The same pages again (serve --watch, nothing changed): nothing bundled.
    await stage.run(false);
    expect((await stage.withContent(contentWith([[], []]), {})).builds).toEqual([]);
  }, 120_000);
});
