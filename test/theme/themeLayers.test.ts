import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeBlockSwizzle } from '../../src/theme/codeBlockSwizzle.js';
import { docusaurusSwizzles } from '../../src/theme/docusaurusSwizzles.js';
import { themeLayerFile, themeLayersOf } from '../../src/theme/themeLayers.js';

/** The one order of a site's `@theme/` imports: src/theme, theme/, the plugins' folders (the last plugin's first), then docsgen's. */
let root: string;
const at = (file: string) => path.join(root, file);

beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'docsgen-theme-layers-'));
  for (const file of ['src/theme/Tide.js', 'theme/Tide.tsx', 'theme/Buoy/index.tsx', 'first/Buoy.js', 'first/Flag/index.jsx', 'first/Gull.ts', 'second/Gull/index.js', 'second/Flag.js', 'src/theme/Footer.tsx', 'src/theme/Footer.js', 'src/theme/CodeBlock/index.tsx', 'src/theme/CodeBlock/index.jsx', 'src/theme/CodeBlock/Layout.ts', 'src/theme/CodeBlock/Layout/index.js']) {
    mkdirSync(path.dirname(at(file)), { recursive: true });
    writeFileSync(at(file), "import React from 'react';\nexport default function X() { return null; }\n");
  }
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const layers = () => themeLayersOf({ swizzleDir: at('src/theme'), themeDir: at('theme'), pluginThemes: [at('first'), at('second')] });

describe('themeLayerFile', () => {
  it("finds the site's swizzle folder first, then its theme folder, then the plugins' folders, the last plugin's first; a file before a folder's index", () => {
    expect(themeLayerFile(layers(), 'Tide')).toBe(at('src/theme/Tide.js'));
    expect(themeLayerFile(layers(), 'Buoy')).toBe(at('theme/Buoy/index.tsx'));
    expect(themeLayerFile(layers(), 'Gull')).toBe(at('second/Gull/index.js'));
    expect(themeLayerFile(layers(), 'Flag')).toBe(at('second/Flag.js'));
    // None has it: docsgen's own module is the caller's.
    expect(themeLayerFile(layers(), 'Lighthouse')).toBeUndefined();
  });

  it("below the site (@theme-original/) starts at the plugins; a file is never its own import (a wrapper gets the layer below)", () => {
    expect(themeLayerFile(layers(), 'Buoy', { belowSite: true })).toBe(at('first/Buoy.js'));
    expect(themeLayerFile(layers(), 'Tide', { belowSite: true })).toBeUndefined();
    expect(themeLayerFile(layers(), 'Tide', { importer: at('src/theme/Tide.js') })).toBe(at('theme/Tide.tsx'));
    expect(themeLayerFile(layers(), 'Flag', { belowSite: true, importer: at('second/Flag.js') })).toBe(at('first/Flag/index.jsx'));
  });

  it("with two files of one name in src/theme, the page's import, the frame swizzle and the code block take the same: webpack's order, .js first, a file before a folder's index", () => {
    const dir = at('src/theme');
    expect(themeLayerFile(layers(), 'Footer')).toBe(at('src/theme/Footer.js'));
    expect(docusaurusSwizzles(dir).applied.Footer).toBe(at('src/theme/Footer.js'));
    expect(themeLayerFile(layers(), 'CodeBlock')).toBe(at('src/theme/CodeBlock/index.jsx'));
    expect(themeLayerFile(layers(), 'CodeBlock/Layout')).toBe(at('src/theme/CodeBlock/Layout.ts'));
    const codeBlock = codeBlockSwizzle(dir, {});
    expect([codeBlock?.root, codeBlock?.parts['CodeBlock/Layout']]).toEqual([at('src/theme/CodeBlock/index.jsx'), at('src/theme/CodeBlock/Layout.ts')]);
  });
});
