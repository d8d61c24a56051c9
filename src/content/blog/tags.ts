import { ContentError } from '../../util/errors.js';
import { yamlEntries } from './yamlEntries.js';

export interface TagEntry {
  label: string;
  /** Below the tags route, without slashes: `hello`. */
  permalink: string;
  description?: string;
}

/**
 * The permalink of a tag that names none, as Docusaurus makes it (lodash's kebabCase): the label's
 * words, lower case, joined by `-`, where a word ends at a change of case or between letters and
 * digits: `Docusaurus v2` → `docusaurus-v-2`, `noImplicitAny` → `no-implicit-any`, `HTMLParser` → `html-parser`, `Über Café` → `uber-cafe`.
 */
export function tagPermalink(label: string): string {
  const words = deburr(label).replace(/['\u2019]/g, '').match(WORD) ?? [];
  return words.map((word) => word.toLowerCase()).join('-') || encodeURIComponent(label.trim());
}

/** Latin letters without their accents (`Über` → `Uber`), as lodash's kebabCase first does. */
function deburr(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[ßæÆøØœŒðÐþÞłŁđĐħı]/g, (letter) => LIGATURES[letter] ?? letter);
}

const LIGATURES: Record<string, string> = { ß: 'ss', æ: 'ae', Æ: 'Ae', ø: 'o', Ø: 'O', œ: 'oe', Œ: 'Oe', ð: 'd', Ð: 'D', þ: 'th', Þ: 'Th', ł: 'l', Ł: 'L', đ: 'd', Đ: 'D', ħ: 'h', ı: 'i' };

// An upper-case run before a capitalised word; a capitalised or lower-case word; an upper-case run; digits; other letters (no case).
const WORD = /\p{Lu}+(?=\p{Lu}\p{Ll})|\p{Lu}?\p{Ll}+|\p{Lu}+|\p{N}+|[\p{L}\p{M}]+/gu;

/** tags.yml: each key a tag (label, permalink, description; all optional). */
export function parseTagsFile(yaml: string, file: string): Map<string, TagEntry> {
  const tags = new Map<string, TagEntry>();
  for (const [key, value] of yamlEntries(yaml, file, 'tags must be a map of key to tag')) {
    const entry = (value ?? {}) as Record<string, unknown>;
    if (typeof entry !== 'object') throw new ContentError(file, `tag \`${key}\` must be a map (label, permalink, description)`);
    const tag: TagEntry = {
      label: typeof entry.label === 'string' ? entry.label : key,
      permalink: typeof entry.permalink === 'string' ? entry.permalink.replace(/^\/+|\/+$/g, '') : tagPermalink(key),
    };
    if (typeof entry.description === 'string') tag.description = entry.description;
    tags.set(key, tag);
  }
  return tags;
}

/**
 * A post's front matter `tags` (keys of tags.yml, inline labels, or `{ label, permalink }`):
 * a tag tags.yml does not name is reported through `inline` and gets a permalink from its label.
 */
export function resolveTags(raw: unknown, map: Map<string, TagEntry>, inline: (label: string, where: (string | number)[]) => void): TagEntry[] {
  const list: unknown[] = raw === undefined || raw === null ? [] : Array.isArray(raw) ? raw : [raw];
  const seen = new Set<string>();
  const tags: TagEntry[] = [];
  list.forEach((item, index) => {
    // Where the tag is written: `tags: [a, b]` or `tags: a`.
    const where: (string | number)[] = Array.isArray(raw) ? ['tags', index] : ['tags'];
    let tag: TagEntry | undefined;
    if (typeof item === 'string' || typeof item === 'number') {
      const key = String(item);
      tag = map.get(key);
      if (!tag) {
        inline(key, where);
        tag = { label: key, permalink: tagPermalink(key) };
      }
    } else if (item && typeof item === 'object' && typeof (item as Record<string, unknown>).label === 'string') {
      const value = item as Record<string, unknown>;
      inline(value.label as string, [...where, 'label']);
      tag = { label: value.label as string, permalink: typeof value.permalink === 'string' ? value.permalink.replace(/^\/+|\/+$/g, '') : tagPermalink(value.label as string) };
    }
    if (tag && !seen.has(tag.permalink)) {
      seen.add(tag.permalink);
      tags.push(tag);
    }
  });
  return tags;
}

export { ContentError };
