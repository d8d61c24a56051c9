import { parentPort, workerData } from 'node:worker_threads';
// The built-in plugins with page work: loading them registers their factories (registerPageWork).
import '../images/plugin.js';
import { onSetupThenEachMessage } from '../workers/onEachMessage.js';
import { stopEsbuild } from '../util/stopEsbuild.js';
import { loadEsbuild } from '../util/loadEsbuild.js';
import type { PageWorkerAhead } from '../workers/pagePool.js';
import { doingNotes } from '../workers/doingNote.js';
import { importTheme } from '../theme/importTheme.js';
import { createMarkdownRenderer } from '../theme/markdownToHtml.js';
import { themeMessagesOf } from '../shared/themeMessages.js';
import '../search/plugin.js';
import type { PagePlugin } from '../content/pagePlugin.js';
import type { RenderSetup } from '../render/startRendering.js';
import type { Route } from '../routes/types.js';
import { pageWorkFactory } from '../content/shardedPart.js';
import { createPageStep, type PageJob, type PageSetup } from '../content/processPage.js';
import { toFailure } from '../content/pageFailure.js';
import { pluginListsOf, type MarkdownPluginLists, type PluginScope } from '../content/markdownPluginLists.js';
import { labelsFromMain } from '../config/localeLabel.js';

/**
 * A page worker, the one executor of page work: each run it is told (see runWorkerPool) is either
 * the page step (runPages: batches of pages, each posted back as soon as it is done, tagged with its
 * number in the run) or the render stage's (renderInWorkers: routes rendered into their frames). The
 * same thread serves the content stage, the sidebar readers' second pass and the render stage, its
 * modules loaded once. Before each part of a page's work it says what it is doing, so a page stopped
 * for its time limit is named with it.
 */

const notes = doingNotes(parentPort!);
const doing = notes.doing;
// Each run's first message is its setup (the worker may have been started before the run was known,
// or have served another run: see prestartWorkers); batches follow, worked through one page at a
// time, in the order they came.
// Asked to end (see stopSpareWorkers), it stops the esbuild service its MDX pages started and
// collects its exit before the thread ends: left to a terminated thread, the service outlived the
// build, its processor time counted in nobody's (0.35-0.46 s of the picker's cold build).
onSetupThenEachMessage<PageSetup | { render: RenderSetup }, PageJob[] | Route[]>(
  parentPort!,
  (setup) => ('render' in setup ? (renderRun(setup.render) as (batch: PageJob[] | Route[]) => Promise<void>) : (pageRun(setup) as (batch: PageJob[] | Route[]) => Promise<void>)),
  async () => {
    await stopEsbuild();
    process.exit(0);
  },
);

// Started ahead for a site whose pages are MDX (see PageWorkerAhead): the MDX pipeline's modules
// load, and esbuild's service starts, while the worker waits for its first run; the first MDX page
// finds them ready (the same module and service it would load and start itself). A failure here
// is left for that page to meet and report.
if ((workerData as PageWorkerAhead | undefined)?.mdx) {
  void import('../content/mdx/processMdx.js').catch(() => undefined);
  void loadEsbuild()
    .then((esbuild) => esbuild.initialize({}))
    .catch(() => undefined);
}

/** A render run: its module (the page frame's) loads with the first one. */
function renderRun(setup: RenderSetup): (routes: Route[]) => Promise<void> {
  const handler = import('../render/startRendering.js').then(({ startRendering }) => startRendering(setup, notes, (reply) => parentPort!.postMessage(reply)));
  return async (routes) => (await handler)(routes);
}

function pageRun(setup: PageSetup): (batch: PageJob[]) => Promise<void> {
  const ready = (async () => {
    doing('loading the theme');
    const theme = await importTheme(setup.themeFile);
    // A site's own plugins live in its config module: loaded here too when the site has any.
    // So do its remark/rehype plugin lists (the config's and each content source's).
    let own: readonly PagePlugin[] = [];
    let markdownPlugins: ((scope: PluginScope | undefined) => MarkdownPluginLists) | undefined;
    if (setup.plugins.some((plugin) => 'name' in plugin) || setup.hasMarkdownPlugins) {
      doing(`loading the site's plugins from ${setup.config.configFile}`);
      // Loaded only here: the config loader and its schema (zod, some 200 modules) took a tenth of
      // a second of every worker's start, which a site without plugins of its own never uses.
      const { loadConfig } = await import('../config/loadConfig.js');
      const loaded = await loadConfig(setup.config.configFile);
      // The main thread has checked these entries against the plugin contract (withPlugins).
      own = loaded.pluginEntries as unknown as PagePlugin[];
      markdownPlugins = (scope) => pluginListsOf(loaded, scope);
    }
    const pluginList = setup.plugins.map((plugin) => {
      if ('factory' in plugin) {
        const factory = pageWorkFactory(plugin.factory);
        if (!factory) throw new Error(`no page work is registered as "${plugin.factory}" (see registerPageWork)`);
        return factory(plugin.options as never);
      }
      const found = own.find((candidate) => candidate.name === plugin.name);
      if (!found) throw new Error(`plugin "${plugin.name}" is not in ${setup.config.configFile}: page work runs in worker threads, which take the site's plugins from its config`);
      return found;
    });
    return createPageStep({ ...setup, config: labelsFromMain(setup.config), pluginList, markdownPlugins, renderBody: createMarkdownRenderer(theme, themeMessagesOf(setup.config.i18n.codeTranslations)), doing });
  })();
  return async (batch: PageJob[]) => {
    let processPage;
    try {
      processPage = await ready;
    } catch (error) {
      notes.done();
      for (const { n } of batch) parentPort!.postMessage([n, { failure: toFailure(error) }]);
      return;
    }
    for (const job of batch) {
      const result = await processPage(job);
      // One turn of the event loop before the page counts as done: a promise its code rejected and
      // nobody awaited is reported now, as the worker's error naming this page, not a later one's.
      await new Promise((resolve) => setImmediate(resolve));
      // The serialised page and cache entry are handed over, not copied: v8.serialize gave them their own buffers.
      const owned = 'page' in result ? [result.page, result.body, result.cacheData].filter((bytes) => bytes && bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) : [];
      notes.done();
      parentPort!.postMessage([job.n, result], owned.map((bytes) => bytes!.buffer as ArrayBuffer));
    }
  };
}
