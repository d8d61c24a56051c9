import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ejectComponent, rewriteImports } from '../../src/eject/ejectComponent.js';
import { UsageError } from '../../src/util/errors.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-eject-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('docsgen eject', () => {
  it('lists the components when the name is unknown', async () => {
    const error = await ejectComponent('Fotter', path.join(dir, 'theme')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UsageError);
    expect((error as Error).message).toMatch(/no component "Fotter"/);
    expect((error as Error).message).toMatch(/^ {2}Footer$/m);
    expect((error as Error).message).toMatch(/^ {2}markdown\/CodeBlock$/m);
  });

  it('copies a component with its sibling imports as @theme/…, and never overwrites the copy', async () => {
    const file = await ejectComponent('layout', path.join(dir, 'theme'));
    expect(file).toBe(path.join(dir, 'theme', 'Layout.tsx'));
    const code = await readFile(file, 'utf8');
    expect(code).toContain("from '@theme/Footer'");
    expect(code).not.toMatch(/from '\.\.?\//);
    await expect(ejectComponent('Layout', path.join(dir, 'theme'))).rejects.toThrow(/exists already/);
  });

  it('resolves imports relative to the component folder', () => {
    expect(rewriteImports("import { a } from '../Icons.js';\nimport './x.css';", 'markdown')).toBe("import { a } from '@theme/Icons';\nimport '@theme/markdown/x.css';");
  });
});
