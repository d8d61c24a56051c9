import type { PageKind } from '../shared/types.js';

/** What the client stage built, as pages name it: the stylesheet, the entry and each page kind's chunk. */
export interface ClientAssets {
  css: string;
  entry: string;
  /** Page-kind chunk URLs and, per kind, what to modulepreload. */
  chunks: Partial<Record<PageKind, string>>;
  preload: Partial<Record<PageKind, string[]>>;
  /**
   * A site with islands: the island bundle's entry (the runtime, which imports the main entry) and
   * the chunks it imports. A page with islands loads it besides what its kind loads (see renderPage).
   */
  islands?: { entry: string; preload: string[] };
  /** `markdown.mermaid`: the diagram script, which a page with a diagram loads (see renderPage). */
  mermaid?: string;
}
