import { addCopyButtons } from './copyCode.js';
import { enhanceTabs } from './tabs.js';
import { highlightSearchTerms } from './highlightTerms.js';

/** Runs after each render of a page: tab groups, code blocks' copy buttons, and search-term highlighting. */
export function enhanceContent(main: HTMLElement | null): void {
  if (!main) return;
  enhanceTabs(main);
  addCopyButtons(main);
  highlightSearchTerms(main);
}
