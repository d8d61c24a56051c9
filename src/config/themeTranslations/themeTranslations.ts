import type { Messages } from '../translationFile.js';
import { ar } from './ar.js';
import { de } from './de.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { it } from './it.js';
import { ja } from './ja.js';
import { ko } from './ko.js';
import { nl } from './nl.js';
import { pl } from './pl.js';
import { ptBR } from './pt-BR.js';
import { ptPT } from './pt-PT.js';
import { ru } from './ru.js';
import { tr } from './tr.js';
import { uk } from './uk.js';
import type { ThemeWords } from './themeWords.js';
import { zhHans } from './zh-Hans.js';
import { zhHant } from './zh-Hant.js';

/** docsgen's translations of its theme's words, by the locale name each is found under. */
const TABLES: Readonly<Record<string, ThemeWords>> = { ar, de, es, fr, it, ja, ko, nl, pl, 'pt-BR': ptBR, 'pt-PT': ptPT, ru, tr, uk, 'zh-Hans': zhHans, 'zh-Hant': zhHant };

/** The names a locale's table may be under, most precise first: `es-ES` → es-ES, es-Latn, es; `zh-CN` → zh-Hans; `pt` → pt-BR. */
export function localeCandidates(locale: string): string[] {
  let full: Intl.Locale;
  try {
    full = new Intl.Locale(locale).maximize();
  } catch {
    return [locale];
  }
  const { language, script, region } = full;
  return [...new Set([locale, ...(region ? [`${language}-${region}`] : []), ...(script ? [`${language}-${script}`] : []), language])];
}

/**
 * The theme's words in `locale`, as Docusaurus's theme gives a site without a code.json of its own
 * (its `theme.*` ids): the first table of localeCandidates; none for English or a locale docsgen has
 * no table for (the theme's English then shows). A site's code.json is read over them.
 */
export function themeTranslations(locale: string): Messages {
  for (const candidate of localeCandidates(locale)) {
    const table = TABLES[candidate];
    if (table) return { ...table };
  }
  return {};
}
