/**
 * Words joined by punctuation inside one whitespace-separated token (`fs.readFileSync(path)`,
 * `DocumentPicker.pick`, `Intl::Format`), each as a word of its own. elasticlunr splits on
 * whitespace and hyphens only, so without these `readFileSync` would not find
 * `fs.readFileSync(path)`. The search index adds them to what it indexes and the search box to
 * what it looks up, so both sides cut text the same way.
 */
export function identifierParts(text: string): string[] {
  const parts = new Set<string>();
  for (const word of text.split(/[\s-]+/)) {
    if (!JOINED.test(word)) continue;
    for (const part of word.split(/[^\p{L}\p{N}_]+/u)) if (part) parts.add(part);
  }
  return [...parts];
}

const JOINED = /[\p{L}\p{N}_][^\p{L}\p{N}_\s-]+[\p{L}\p{N}_]/u;
