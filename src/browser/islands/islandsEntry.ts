// The island runtime: the entry of its own bundle (see bundleClient's mainEntryPlugin), loaded only by
// pages with islands, the first one as the page's script, a later one by client navigation (a
// script in the page's head, see renderPage). It reads React from the main entry, and starts the
// site with it (`docsgen:main`, see bundleClient's mainReactExports): one React on the page, and
// the files a page without islands loads are those of a site without islands (the entry aside,
// which adds the exports).
import 'docsgen:main';
import { watchIslands } from './mountIslands.js';

watchIslands();
