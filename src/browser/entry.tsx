import '@theme/styles/index.css';
import { hydrateRoot } from 'react-dom/client';
import { normalizePath } from '../shared/paths.js';
import type { InitialData } from '../shared/types.js';
import { installCopyButtons } from './behaviours/copyCode.js';
import { followSystemColorScheme } from './behaviours/colorScheme.js';
import { ClientApp } from './ClientApp.js';
import { loadPageChunk } from './pageLoader.js';

async function start(): Promise<void> {
  const root = document.getElementById('__docsgen')!;
  const initial = JSON.parse(document.getElementById('__docsgen_data')!.textContent!) as InitialData;
  // The body HTML is not repeated in the JSON: read it back from the server-rendered page.
  initial.page.html = root.querySelector('main .markdown')?.innerHTML ?? '';

  const bare = normalizePath(location.pathname);
  if (bare !== location.pathname) history.replaceState(history.state, '', `${bare}${location.search}${location.hash}`);
  history.scrollRestoration = 'manual';

  const Page = await loadPageChunk(initial.chunks, initial.page.kind);
  hydrateRoot(root, <ClientApp initial={initial} InitialPage={Page} />);
  installCopyButtons();
  followSystemColorScheme(initial.site.colorMode.respectPrefersColorScheme);
}

start().catch((error: unknown) => console.error('docsgen: the page could not start', error));
