import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { DocsgenError } from '../../src/util/errors.js';
import { moduleLoadError } from '../../src/content/moduleLoadError.js';

let dir: string | undefined;
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('moduleLoadError', () => {
  it('names the file and line of a package loaded on demand that throws as it loads, what it is and why', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-load-error-'));
    const file = path.join(dir, 'grammar.mjs');
    await writeFile(file, "export const a = 1;\nthrow new Error('broken grammar file');\n");
    const error = await import(pathToFileURL(file).href).then(
      () => undefined,
      (caught: unknown) => moduleLoadError('the code highlighter (refractor)', caught),
    );
    expect(error).toBeInstanceOf(DocsgenError);
    expect(error!.message).toBe(`${path.relative(process.cwd(), file)}:2:7: the code highlighter (refractor) failed to load: broken grammar file`);
  });

  it('without a file in the stack: what and why', () => {
    const bare = new Error('missing');
    bare.stack = 'Error: missing';
    expect(moduleLoadError('the raw HTML parser (rehype-raw)', bare).message).toBe('the raw HTML parser (rehype-raw) failed to load: missing');
  });
});
