import type { GitUpdate } from './gitDates.js';

/** Front matter `last_update` (Docusaurus's): a date and an author that replace git's. */
export interface LastUpdateFrontMatter {
  date?: string | Date | undefined;
  author?: string | undefined;
}

/**
 * A page's last update, as Docusaurus takes it: front matter `last_update`'s date and author
 * where it gives them, else the file's last commit (each on its own: an author alone keeps git's date).
 */
export function lastUpdate(frontMatter: LastUpdateFrontMatter | undefined, git: GitUpdate | undefined): { lastUpdated: string | undefined; lastUpdatedBy: string | undefined } {
  const date = frontMatter?.date !== undefined ? new Date(frontMatter.date).toISOString() : git?.date || undefined;
  return { lastUpdated: date, lastUpdatedBy: frontMatter?.author ?? (git?.author || undefined) };
}
