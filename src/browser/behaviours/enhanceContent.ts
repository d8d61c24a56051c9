import { addCopyButtons } from './copyCode.js';
import { enhanceTabs } from './tabs.js';
import { highlightSearchTerms } from './highlightTerms.js';
import type { ThemeMessageId } from '../../shared/themeMessages.js';

/** Runs after each render of a page: tab groups, code blocks' copy buttons (in the locale's words, `messages`), and search-term highlighting. */
export function enhanceContent(main: HTMLElement | null, messages?: Partial<Record<ThemeMessageId, string>>): void {
  if (!main) return;
  enhanceTabs(main);
  addCopyButtons(main, messages);
  highlightSearchTerms(main);
}
