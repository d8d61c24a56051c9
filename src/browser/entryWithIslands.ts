// The browser entry of a site whose MDX pages use interactive components (see bundleClient): the
// same entry, and the island runtime, loaded only once a page with an island is on screen, so a
// page without one loads no island code.
import './entry.js';
import { ISLAND_TAG } from '../shared/islands.js';

let started = false;

function startWhenNeeded(): boolean {
  if (started || !document.querySelector(ISLAND_TAG)) return started;
  started = true;
  import('./islands/mountIslands.js')
    .then(({ watchIslands }) => watchIslands())
    .catch((error: unknown) => console.error('docsgen: the interactive components could not load', error));
  return true;
}

// Client navigation replaces the page's content: the runtime starts with the first page that has islands.
if (!startWhenNeeded()) {
  const observer = new MutationObserver(() => {
    if (startWhenNeeded()) observer.disconnect();
  });
  observer.observe(document.body, { childList: true, subtree: true });
}
