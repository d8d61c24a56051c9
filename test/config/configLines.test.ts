import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configLines } from '../../src/config/configLines.js';

const sites = path.resolve('test/fixtures/gate-sites');
const config = path.join(sites, 'sidebar-missing-dir', 'site.config.ts');
const other = path.join(sites, 'unknown-main-doc', 'site.config.ts');

describe('configLines', () => {
  const lines = configLines(config);

  it('finds the line of the one place a text is written in the config file', () => {
    expect(lines.lineOf(/mainDocId['"]?\s*:/)).toBe(10);
    expect(lines.lineOf(/dir['"]?\s*:\s*['"`]guide['"`]/)).toBe(12);
  });

  it('reads another file the config names (a sidebars file) when asked', () => {
    expect(lines.lineOf(/Fails: docs\.mainDocId/, other)).toBe(3);
    expect(lines.lineOf(/Fails: docs\.mainDocId/)).toBeUndefined();
  });

  it('names no line for a text written twice or nowhere, or a file it cannot read', () => {
    expect(lines.lineOf(/Gate fixture/)).toBeUndefined();
    expect(lines.lineOf(/notWrittenAnywhere/)).toBeUndefined();
    expect(lines.lineOf(/mainDocId/, path.join(sites, 'no-such-site', 'site.config.ts'))).toBeUndefined();
  });
});
