import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * Each file of a source, or its translation where the locale has one (the same path below the
 * translations' folder `to`): an untranslated page is the default locale's. `originalOf` gives the
 * file a page was found as (its id and route are that file's).
 */
export function withTranslations(files: readonly string[], from: string, to: string | undefined): { files: string[]; originalOf: (file: string) => string; aliases?: Map<string, string> } {
  if (to === undefined || !existsSync(to)) return { files: [...files], originalOf: (file) => file };
  const original = new Map<string, string>();
  // A Markdown link names a page by its file in either folder (as Docusaurus resolves them): the other path is an alias of the page.
  const aliases = new Map<string, string>();
  const chosen = files.map((file) => {
    const translated = path.join(to, path.relative(from, file));
    if (!existsSync(translated)) {
      aliases.set(translated, file);
      return file;
    }
    original.set(translated, file);
    aliases.set(file, translated);
    return translated;
  });
  return { files: chosen, originalOf: (file) => original.get(file) ?? file, aliases };
}
