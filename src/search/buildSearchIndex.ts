import elasticlunr from 'elasticlunr';
import type { SearchDoc } from '../shared/searchTypes.js';
import { withSplitIdentifiers } from './tokens.js';

export const SEARCH_FIELDS = { title: 3, heading: 2, text: 1 } as const;

export interface SearchFiles {
  index: string;
  docs: string;
}

/** Builds the elasticlunr index (title and heading boosted at query time) and serialises both files. */
export function buildSearchIndex(docs: SearchDoc[]): SearchFiles {
  const index = elasticlunr<{ id: string; title: string; heading: string; text: string }>(function () {
    this.setRef('id');
    this.addField('title');
    this.addField('heading');
    this.addField('text');
    this.saveDocument(false);
  });
  for (const doc of docs) {
    index.addDoc({ id: doc.id, title: doc.title, heading: withSplitIdentifiers(doc.heading), text: withSplitIdentifiers(doc.text) });
  }
  return { index: JSON.stringify(index.toJSON()), docs: JSON.stringify(docs) };
}
