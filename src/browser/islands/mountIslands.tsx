// What <Translate> and translate() read: this locale's messages, set before an island loads (see codeTranslationsPlugin).
import 'docsgen:code-translations';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { globalData, i18n, loaders, siteConfig } from 'docsgen:island-loaders';
import { DocusaurusSiteContext, docusaurusDocsVersions, type DocusaurusSite, type PageSidebar } from '../../content/mdx/docusaurus/siteContext.js';
import { ISLAND_CHILDREN_TAG, ISLAND_DATA_TAG, ISLAND_ROOT_TAG, ISLAND_SLOT_TAG, ISLAND_STYLE, ISLAND_TAG } from '../../shared/islands.js';
import type { InitialData } from '../../shared/types.js';

const roots = new Map<Element, Root>();

/**
 * Hydrates every island in the document, then keeps watching: islands a client navigation brings
 * in are hydrated, those it takes away are unmounted.
 */
export function watchIslands(): void {
  mountIslands(document);
  new MutationObserver(() => {
    for (const [island, root] of roots) {
      if (island.isConnected) continue;
      roots.delete(island);
      root.unmount();
    }
    mountIslands(document);
  }).observe(document.body, { childList: true, subtree: true });
}

/** Hydrates the islands under `scope` not yet hydrated (outer ones first; an inner one is in its outer's children). */
export function mountIslands(scope: ParentNode): void {
  for (const island of scope.querySelectorAll(ISLAND_TAG)) {
    if (roots.has(island) || (island as HTMLElement).dataset.islandState) continue;
    (island as HTMLElement).dataset.islandState = 'loading';
    void hydrateIsland(island as HTMLElement);
  }
}

async function hydrateIsland(island: HTMLElement): Promise<void> {
  const key = island.dataset.island ?? '';
  const at = key.lastIndexOf('#');
  const load = loaders[key.slice(0, at)];
  const container = directChild(island, ISLAND_ROOT_TAG);
  if (!load || !container) return;
  let Component: ComponentType<Record<string, unknown>>;
  try {
    Component = (await load())[key.slice(at + 1)] as ComponentType<Record<string, unknown>>;
  } catch (error) {
    island.dataset.islandState = 'failed';
    console.error(`docsgen: could not load the component ${key}`, error);
    return;
  }
  if (!island.isConnected || roots.has(island)) return;
  const props = JSON.parse(island.dataset.props ?? '{}') as Record<string, unknown>;
  const slotHtml = childrenHtml(island, container);
  const children: ReactNode = slotHtml === undefined ? undefined : createElement(ISLAND_SLOT_TAG, { style: ISLAND_STYLE, dangerouslySetInnerHTML: { __html: slotHtml } });
  // The sidebar the component read at build time (the sidebar hooks), when it read one.
  const sidebar = directChild(island, ISLAND_DATA_TAG)?.getAttribute('data-sidebar');
  const value: DocusaurusSite = sidebar ? { ...siteOfPage(), docsSidebar: JSON.parse(sidebar) as PageSidebar } : siteOfPage();
  const element = createElement(DocusaurusSiteContext.Provider, { value }, createElement(Component, props, children));
  // The page body's HTML is re-rendered by the build without React's markers between adjacent
  // texts (`Play {title}`), so a component's hydration may not match: React then renders it
  // afresh in place, the same HTML. That is expected, not an error: it is noted on the island.
  const onRecoverableError = () => {
    island.dataset.islandRendered = 'client';
  };
  roots.set(island, hydrateRoot(container, element, { onRecoverableError }));
  island.dataset.islandState = 'hydrated';
}

/** The HTML of the island's children: where the component rendered them, else the hidden copy. */
function childrenHtml(island: Element, container: Element): string | undefined {
  for (const slot of container.querySelectorAll(ISLAND_SLOT_TAG)) if (slot.closest(ISLAND_TAG) === island) return slot.innerHTML;
  return directChild(island, ISLAND_CHILDREN_TAG)?.innerHTML;
}

function directChild(parent: Element, tag: string): Element | undefined {
  return [...parent.children].find((child) => child.localName === tag);
}

let site: DocusaurusSite | undefined;

/** What `useDocusaurusContext` and `useBaseUrl` read in the browser: the site's config, the page's path. */
function siteOfPage(): DocusaurusSite {
  if (!site) {
    const data = JSON.parse(document.getElementById('__docsgen_data')?.textContent ?? '{}') as Partial<InitialData>;
    site = {
      // The site's config as the build rendered with it (the page's data has only the title and base).
      siteConfig: siteConfig ?? { title: data.site?.title ?? '', tagline: '', url: location.origin, baseUrl: data.site?.baseUrl ?? '/', customFields: {}, trailingSlash: data.site?.trailingSlash === true },
      pathname: location.pathname,
      colorMode: document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light',
      globalData,
      ...(i18n ? { i18n } : {}),
      ...(data.site ? { docsVersions: docusaurusDocsVersions(data.site), colorModeSettings: { defaultMode: data.site.colorMode.defaultMode, respectPrefersColorScheme: data.site.colorMode.respectPrefersColorScheme } } : {}),
    };
  }
  return { ...site, pathname: location.pathname };
}
