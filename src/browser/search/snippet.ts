import type { SearchHit } from '../../shared/searchTypes.js';

const RADIUS = 60;

/** A short window of `text` around the first matched term, split into plain and matched parts. */
export function makeSnippet(text: string, terms: string[]): SearchHit['snippet'] {
  const pattern = new RegExp(`(${terms.map(escape).join('|')})[\\p{L}\\p{N}_]*`, 'giu');
  const first = pattern.exec(text);
  const start = first ? Math.max(0, first.index - RADIUS) : 0;
  const end = Math.min(text.length, (first?.index ?? 0) + RADIUS * 2);
  let window = text.slice(start, end);
  if (start > 0) window = `…${window.replace(/^\S*\s/, '')}`;
  if (end < text.length) window = `${window.replace(/\s\S*$/, '')}…`;
  const parts: SearchHit['snippet'] = [];
  let last = 0;
  pattern.lastIndex = 0;
  for (let match = pattern.exec(window); match; match = pattern.exec(window)) {
    if (match.index > last) parts.push({ text: window.slice(last, match.index), match: false });
    parts.push({ text: match[0], match: true });
    last = match.index + match[0].length;
  }
  if (last < window.length) parts.push({ text: window.slice(last), match: false });
  return parts;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
