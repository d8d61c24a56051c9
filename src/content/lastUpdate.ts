import type { GitUpdate } from './gitDates.js';

/** Front matter `last_update` (Docusaurus's): a date and an author that replace git's. */
export interface LastUpdateFrontMatter {
  date?: string | Date | undefined;
  author?: string | undefined;
}

/**
 * A page's last update, as Docusaurus takes it: front matter `last_update`'s date and author
 * where it gives them, else the file's last commit (each on its own: an author alone keeps git's date).
 * The date is in UTC (`toISOString`), as the page's `<time dateTime>` shows it.
 */
export function lastUpdate(frontMatter: LastUpdateFrontMatter | undefined, git: GitUpdate | undefined): { lastUpdated: string | undefined; lastUpdatedBy: string | undefined } {
  const given = frontMatter?.date ?? (git?.date || undefined);
  const date = given !== undefined ? new Date(given).toISOString() : undefined;
  return { lastUpdated: date, lastUpdatedBy: frontMatter?.author ?? (git?.author || undefined) };
}
