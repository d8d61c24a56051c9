import type { Content, Doc } from './types.js';

/** Every Markdown page of the site: the docs, the home page and the pages outside the docs. */
export function allPages(content: Pick<Content, 'docs' | 'home' | 'pages'>): Doc[] {
  return [...content.docs, ...(content.home ? [content.home] : []), ...(content.pages ?? [])];
}
