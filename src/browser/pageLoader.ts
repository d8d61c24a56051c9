import type { ComponentType } from 'react';
import { pageDataFile } from '../shared/paths.js';
import { publicPath } from './siteBase.js';
import type { PageProps } from '../shared/themeContract.js';
import type { PageData, PageKind, SidebarEntry } from '../shared/types.js';

export class PageDataError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

const dataCache = new Map<string, Promise<PageData>>();
/** Sidebar files by URL: content-hashed, so each is fetched once per visit and never goes stale. */
const sidebarCache = new Map<string, Promise<SidebarEntry[]>>();
const chunkCache = new Map<string, Promise<ComponentType<PageProps>>>();

/** Forgets fetched page data (the dev server calls this after a rebuild). */
export function clearPageDataCache(): void {
  dataCache.clear();
}

/** Fetches a route's static page data; a 404 resolves to the not-found page's data. */
export function loadPageData(path: string): Promise<PageData> {
  let pending = dataCache.get(path);
  if (!pending) {
    pending = fetchData(path);
    dataCache.set(path, pending);
    pending.catch(() => dataCache.delete(path));
  }
  return pending;
}

async function fetchData(path: string): Promise<PageData> {
  const response = await fetch(publicPath(`/${pageDataFile(path)}`), { credentials: 'same-origin' });
  if (response.status === 404) {
    const notFound = await loadPageData('/404');
    return { ...notFound, path };
  }
  if (!response.ok) throw new PageDataError(`Loading ${path} failed with status ${response.status}`, response.status);
  return (await response.json()) as PageData;
}

/** A route's page data with its whole sidebar filled in (what client navigation renders). */
export async function loadPage(path: string): Promise<PageData> {
  const data = await loadPageData(path);
  if (!data.sidebarUrl) return data;
  return { ...data, sidebar: await loadSidebar(data.sidebarUrl) };
}

/** Fetches a sidebar's file (once per URL). */
export function loadSidebar(url: string): Promise<SidebarEntry[]> {
  let pending = sidebarCache.get(url);
  if (!pending) {
    pending = fetch(publicPath(url), { credentials: 'same-origin' }).then((response) => {
      if (!response.ok) throw new PageDataError(`Loading the sidebar ${url} failed with status ${response.status}`, response.status);
      return response.json() as Promise<SidebarEntry[]>;
    });
    sidebarCache.set(url, pending);
    pending.catch(() => sidebarCache.delete(url));
  }
  return pending;
}

/**
 * Imports a page-kind chunk. Failures are not cached, so Retry tries the network again: under a
 * new query each time, since Chromium (150) keeps a failed module import's result for its URL and
 * answers the same import() with the same error without asking the network. The chunk's own
 * imports keep their URLs, so nothing loaded before is loaded twice.
 */
export function loadPageChunk(chunks: Partial<Record<PageKind, string>>, kind: PageKind): Promise<ComponentType<PageProps>> {
  const url = chunks[kind]!;
  let pending = chunkCache.get(url);
  if (!pending) {
    const failed = chunkFailures.get(url) ?? 0;
    pending = import(/* @vite-ignore */ failed > 0 ? `${url}?retry=${failed}` : url).then((mod: { default: ComponentType<PageProps> }) => mod.default);
    chunkCache.set(url, pending);
    pending.catch(() => {
      chunkCache.delete(url);
      chunkFailures.set(url, failed + 1);
    });
  }
  return pending;
}

/** How many times each chunk's import failed (the next try's query). */
const chunkFailures = new Map<string, number>();

/** Warms the caches for a link the visitor may follow next. */
export function prefetch(path: string, chunks: Partial<Record<PageKind, string>>): void {
  loadPage(path)
    .then((data) => {
      const href = chunks[data.kind]!;
      if (document.querySelector(`link[rel="modulepreload"][href="${href}"]`)) return;
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    })
    .catch(() => {
      // A failed prefetch is retried by the navigation itself.
    });
}

/** No prefetching on 2G connections or when the visitor asked to save data. */
export function canPrefetch(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  if (!connection) return true;
  return !connection.saveData && !/2g/.test(connection.effectiveType ?? '');
}
