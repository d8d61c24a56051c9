import type { Root } from 'hast';
import { select, selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import rehypeParse from 'rehype-parse';
import { unified } from 'unified';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { searchDocs } from '../helpers/searchFiles.js';
import { useFixtureCopy } from '../helpers/siteCopy.js';

/** test/fixtures/sites/raw-html: pages written with HTML tables, details, anchors and an embed. */
// A copy to build: a build keeps its caches in the site's node_modules/.cache.
const site = useFixtureCopy(path.resolve('test/fixtures/sites/raw-html'));
let dir: string;
const warnings: string[] = [];
const parser = unified().use(rehypeParse);
const page = async (file: string): Promise<Root> => parser.parse(await readFile(path.join(dir, 'build', file), 'utf8'));

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-raw-html-'));
  await build({
    config: path.join(await site(), 'site.config.ts'),
    out: path.join(dir, 'build'),
    cache: false,
    crawl: true,
    logger: { info: () => {}, warn: (message) => warnings.push(message) },
  });
}, 120_000);

afterAll(() => rm(dir, { recursive: true, force: true }));

describe('a site with raw HTML in its Markdown', () => {
  it('builds with no warning: the links to <a id> and <a name> anchors on another page pass the link gates', () => {
    expect(warnings).toEqual([]);
  });

  it('renders the HTML table, the details and the anchors', async () => {
    const tree = await page('docs/constants.html');
    const body = select('main .markdown', tree)!;
    expect(selectAll('table tbody tr', body).map((row) => toString(row))).toEqual(['READ_ONLYOpen for reading.', 'WRITE_ONLYOpen for writing.', 'APPENDWrite at the end of the file.']);
    expect(select('a#read-only', body)).toBeTruthy();
    expect(select('a[name="write-only"]', body)).toBeTruthy();
    expect(toString(select('details > summary', body)!)).toBe('Why flags and not booleans?');
    expect(toString(select('details strong', body)!)).toBe('every');
    expect(select('iframe', body)!.properties.src).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
  });

  it('indexes the table text for search', async () => {
    const docs = await searchDocs((file) => readFile(path.join(dir, 'build', file), 'utf8'));
    expect(JSON.stringify(docs)).toContain('WRITE_ONLY Open for writing.');
  });
});
