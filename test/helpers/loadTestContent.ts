import { deserialize } from 'node:v8';
import type { LoadedConfig } from '../../src/config/configValues.js';
import type { SiteConfig } from '../../src/plugins/siteConfig.js';
import { builtInPlugins } from '../../src/pipeline/loadSiteConfig.js';
import { withPlugins } from '../../src/plugins/withPlugins.js';
import { ContentError } from '../../src/util/errors.js';
import { loadContent, type LoadContentOptions } from '../../src/content/loadContent.js';
import { createPageStep, type FinishedPage } from '../../src/content/processPage.js';
import { fromFailure } from '../../src/content/pageFailure.js';
import type { Content, Doc } from '../../src/content/types.js';
import { pageSources } from '../../src/routes/pageSources.js';
import { findReact } from '../../src/theme/findReact.js';

/**
 * loadContent with the page step run in the test's own thread (the same step the page workers
 * run, without the executor), docsgen's and the site's Markdown plugins in, no transformDoc, and
 * each doc keeping its tree, so tests can look at it.
 */
export function loadTestContent(loaded: SiteConfig | LoadedConfig, options: Partial<LoadContentOptions> = {}): Promise<Content> {
  const config = 'pluginEntries' in loaded ? withPlugins(loaded, builtInPlugins()) : loaded;
  return loadContent(config, {
    sources: pageSources(config),
    runPages: async (jobs, routesBySource, accept) => {
      const { plugins, ...values } = config;
      const step = await createPageStep({
        routes: [...routesBySource],
        themeFile: '',
        plugins: [],
        config: { ...values, react: 'react' in values ? (values as SiteConfig).react : findReact(values.rootDir) },
        cacheDir: '',
        dev: false,
        cache: false,
        keepTrees: true,
        pluginList: plugins.map((plugin) => ({ name: plugin.name, remarkPlugins: plugin.remarkPlugins, rehypePlugins: plugin.rehypePlugins })),
        renderBody: () => '',
      });
      for (const job of jobs) {
        const result = await step(job);
        if ('failure' in result) throw fromFailure(result.failure);
        if ('error' in result) {
          const { file, detail, line, column } = result.error;
          await accept(job.n, { error: new ContentError(file, detail, line, column) });
        } else await accept(job.n, { doc: { ...(deserialize(result.page) as FinishedPage).doc, html: Buffer.from(result.body).toString('utf8'), markdown: job.source.raw, hast: result.tree } as Doc });
      }
    },
    ...options,
  });
}
