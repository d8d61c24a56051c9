import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importPositionOf, specifierPosition } from '../../src/util/importPosition.js';

describe('import positions', () => {
  let dir: string;
  let page: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-import-position-'));
    page = path.join(dir, 'page.mdx');
    await writeFile(page, "# Title\n\nimport Card from './card.jsx';\n  import {Note} from \"@site/src/note\";\n");
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("finds a quoted specifier's opening quote, in single or double quotes", () => {
    expect(specifierPosition(page, './card.jsx')).toEqual({ line: 3, column: 18 });
    expect(specifierPosition(page, '@site/src/note')).toEqual({ line: 4, column: 22 });
    expect(specifierPosition(page, 'card.jsx')).toBeUndefined();
    expect(specifierPosition(path.join(dir, 'none.mdx'), './card.jsx')).toBeUndefined();
  });

  it('finds where a page imports a file, with or without its extension', () => {
    expect(importPositionOf(page, path.join(dir, 'card.jsx'))).toEqual({ line: 3, column: 13 });
    expect(importPositionOf(page, path.join(dir, 'other.jsx'))).toBeUndefined();
  });
});
