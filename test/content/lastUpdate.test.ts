import { describe, expect, it } from 'vitest';
import { lastUpdate } from '../../src/content/lastUpdate.js';

const GIT = { date: '2026-11-27T17:26:23+00:00', author: 'Git Author' };

describe('lastUpdate: front matter last_update over the last commit, each part on its own (as Docusaurus)', () => {
  const cases: { name: string; frontMatter: Parameters<typeof lastUpdate>[0]; git: Parameters<typeof lastUpdate>[1]; expected: ReturnType<typeof lastUpdate> }[] = [
    { name: "git's date and author without front matter", frontMatter: undefined, git: GIT, expected: { lastUpdated: '2026-11-27T17:26:23.000Z', lastUpdatedBy: 'Git Author' } },
    { name: 'nothing for a file git does not know and no front matter', frontMatter: undefined, git: undefined, expected: { lastUpdated: undefined, lastUpdatedBy: undefined } },
    { name: 'both from front matter', frontMatter: { date: '2024-01-02', author: 'Ada' }, git: GIT, expected: { lastUpdated: '2024-01-02T00:00:00.000Z', lastUpdatedBy: 'Ada' } },
    { name: "an author alone keeps git's date", frontMatter: { author: 'Ada' }, git: GIT, expected: { lastUpdated: '2026-11-27T17:26:23.000Z', lastUpdatedBy: 'Ada' } },
    { name: "a date alone keeps git's author", frontMatter: { date: '2024-01-02T10:30:00Z' }, git: GIT, expected: { lastUpdated: '2024-01-02T10:30:00.000Z', lastUpdatedBy: 'Git Author' } },
    { name: 'front matter on a file git does not know', frontMatter: { date: new Date(Date.UTC(2023, 4, 6)) }, git: undefined, expected: { lastUpdated: '2023-05-06T00:00:00.000Z', lastUpdatedBy: undefined } },
  ];
  for (const { name, frontMatter, git, expected } of cases) it(name, () => expect(lastUpdate(frontMatter, git)).toEqual(expected));
});
