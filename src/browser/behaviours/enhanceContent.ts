import { enhanceTabs } from './tabs.js';
import { highlightSearchTerms } from './highlightTerms.js';

/** Runs after each render of a page: tab groups, and search-term highlighting. */
export function enhanceContent(main: HTMLElement | null): void {
  if (!main) return;
  enhanceTabs(main);
  highlightSearchTerms(main);
}
