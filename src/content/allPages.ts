import type { Content, Doc } from './types.js';

/** Every Markdown page of the site: every source's pages, the docs first, then in registry order. */
export function allPages(content: Pick<Content, 'sources'>): Doc[] {
  return Object.values(content.sources).flat();
}
