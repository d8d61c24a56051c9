import type { PageKind } from '../shared/types.js';

/** What the client stage built, as pages name it: the stylesheet, the entry and each page kind's chunk. */
export interface ClientAssets {
  css: string;
  entry: string;
  /** Page-kind chunk URLs and, per kind, what to modulepreload. */
  chunks: Partial<Record<PageKind, string>>;
  preload: Partial<Record<PageKind, string[]>>;
}
