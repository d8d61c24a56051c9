import { serialize } from 'node:v8';
import type { Root } from 'hast';
import type { ConfigValues } from '../config/schema.js';
import { DocsgenError, pluginFailure } from '../errors.js';
import { shardedPart } from '../plugins/shardedPlugin.js';
import type { DocContext, DocsgenPlugin } from '../plugins/types.js';
import { createMarkdownProcessor } from './markdownProcessor.js';
import { loadLanguages } from './plugins/highlighter.js';
import { toContentError, toDoc, type SourceFile } from './toDoc.js';
import type { Doc } from './types.js';

/** What every shard of a build is started with (plain data: it is copied to each worker). */
export interface ShardSetup {
  /** Every page's source path and route (Markdown links resolve against them). */
  routes: [string, string][];
  /** The fence languages of every page processed in this run: each shard registers all of them, as one thread would. */
  languages: string[];
  /** The compiled theme module (its Markdown components render page bodies). */
  themeFile: string;
  /** The site's built-in plugins with page work, in config order, as factory and options. */
  plugins: { factory: string; options: unknown }[];
  /** What `transformDoc` is handed (a build: `dev` is false). */
  context: { config: ConfigValues; cacheDir: string };
  /** Whether the content cache keeps processed pages (then each comes back serialised too). */
  cache: boolean;
}

/** An error that stops the build, as plain data (it crosses threads). */
export interface ShardFailure {
  name: string;
  message: string;
  stack?: string;
  /** A docsgen error (the CLI prints its message alone). */
  known: boolean;
}

/** What a shard hands back for one page: strings and small data, never its tree. */
export type ShardPageResult =
  | {
      /**
       * The finished doc: plugins' page work done, `html` rendered, no `hast`, and no `markdown`
       * (the main thread has the page's source already: one copy of it is enough).
       */
      doc: Omit<Doc, 'hast' | 'markdown'> & { html: string };
      /** The doc as the content cache keeps it (with its tree, before plugins), serialised. */
      cacheData?: Uint8Array;
      /** Each plugin's state for the page (see ShardedPart), in `ShardSetup.plugins` order. */
      states: unknown[];
      /** Files the page's plugins emitted (contents only the first time this shard emitted a path). */
      emitted: [path: string, contents?: string | Uint8Array][];
      dependsOn: string[];
      warnings: string[];
    }
  | { error: { file: string; detail: string; line?: number; column?: number; cause?: ShardFailure } }
  | { failure: ShardFailure };

export interface PageShardOptions extends Omit<ShardSetup, 'plugins'> {
  /** The plugins made from `ShardSetup.plugins` (each has a sharded part). */
  plugins: DocsgenPlugin[];
  /** Renders a page body: the theme's Markdown renderer. */
  renderBody: (hast: Root) => string;
}

/**
 * The whole per-page chain of a build, for one shard: Markdown → HAST (remark/rehype chain) →
 * the built-in plugins' `transformDoc` → the body rendered to HTML. The tree lives and dies here;
 * what the main thread gets is the doc's data, its HTML and the plugins' per-page state.
 */
export async function createPageShard(options: PageShardOptions): Promise<(source: SourceFile) => Promise<ShardPageResult>> {
  await loadLanguages(options.languages);
  const processMarkdown = createMarkdownProcessor({ routesBySource: new Map(options.routes), docsDir: options.context.config.paths.docsDir });
  const { plugins, renderBody } = options;
  const parts = plugins.map((plugin) => shardedPart(plugin)!);
  const emittedHere = new Set<string>();
  return async (source) => {
    let doc: Doc;
    try {
      doc = toDoc(source, processMarkdown);
    } catch (error) {
      const { file, detail, line, column, cause } = toContentError(error, source.displayPath);
      // The cause of an unexpected error (a bug in a Markdown plugin): its stack, for --verbose.
      return { error: { file, detail, line, column, ...(cause ? { cause: toFailure(cause) } : {}) } };
    }
    const cacheData = options.cache ? serialize(doc) : undefined;
    const emitted: [string, (string | Uint8Array)?][] = [];
    const dependsOn: string[] = [];
    const warnings: string[] = [];
    const context: DocContext = {
      ...options.context,
      dev: false,
      emitFile(relative, contents) {
        emitted.push(emittedHere.has(relative) ? [relative] : [relative, contents]);
        emittedHere.add(relative);
        return `/${relative}`;
      },
      warn: (message) => warnings.push(message),
      dependOn: (_doc, file) => dependsOn.push(file),
    };
    for (const plugin of plugins) {
      try {
        await plugin.transformDoc?.(doc, context);
      } catch (error) {
        return { failure: toFailure(pluginFailure(error, plugin.name, 'transformDoc', doc.displayPath)) };
      }
    }
    const states = parts.map((part) => part.takePage(doc.sourcePath));
    let html: string;
    try {
      html = renderBody(doc.hast);
    } catch (error) {
      return { failure: toFailure(error) };
    }
    const { hast: _tree, markdown: _source, ...data } = doc;
    return { doc: { ...data, html }, ...(cacheData ? { cacheData } : {}), states, emitted, dependsOn, warnings };
  };
}

export function toFailure(error: unknown): ShardFailure {
  const err = error instanceof Error ? error : new Error(String(error));
  return { name: err.name, message: err.message, stack: err.stack, known: err instanceof DocsgenError };
}

/** The error a shard's failure stands for, in the main thread. */
export function fromFailure(failure: ShardFailure): Error {
  const error = failure.known ? new DocsgenError(failure.message) : new Error(failure.message);
  error.name = failure.name;
  if (failure.stack) error.stack = failure.stack;
  return error;
}
