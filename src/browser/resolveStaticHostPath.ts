import type { ComponentType } from 'react';
import type { PageProps } from '../shared/themeContract.js';
import type { InitialData, PageData } from '../shared/types.js';
import { loadPage, loadPageChunk } from './pageLoader.js';

/**
 * On a static host, `/docs/install/index.html` (or any path that only normalises to a page) is no
 * file, so the host serves `404.html`. When the not-found page is served at such a path, this finds
 * the bare path's page: its data and chunk, or null when the bare path is no page either.
 * `bare` is the site path the requested one normalises to; `normalised` says whether they differ.
 */
export async function resolveStaticHostPath(initial: InitialData, bare: string, normalised: boolean): Promise<{ page: PageData; Page: ComponentType<PageProps> } | null> {
  if (initial.page.kind !== 'notFound' || !normalised) return null;
  try {
    const page = await loadPage(bare);
    if (page.kind === 'notFound') return null;
    return { page, Page: await loadPageChunk(initial.chunks, page.kind) };
  } catch {
    // Offline or a failed chunk: the not-found page stays, with its links to the rest of the site.
    return null;
  }
}
