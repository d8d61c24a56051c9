import { identifierParts } from '../shared/searchTokens.js';

/**
 * What the index reads for a text: the text, the parts of identifiers joined by punctuation
 * (`fs.readFileSync(path)` also as `fs readFileSync path`), and camelCase words split
 * (`keepLocalCopy` also as `keep local copy`), so plain-word queries find API names.
 */
export function withSplitIdentifiers(text: string): string {
  const extra = new Set<string>(identifierParts(text));
  for (const word of text.match(/\b[a-z]+(?:[A-Z][a-z0-9]*)+\b|\b[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+\b/g) ?? []) {
    extra.add(word.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase());
  }
  return extra.size ? `${text} ${[...extra].join(' ')}` : text;
}
