import { describe, expect, it } from 'vitest';
import { instanceVersionCommand } from '../../src/cli.js';

describe("Docusaurus's docs:version:<pluginId> spelling", () => {
  it.each([
    [['docs:version:community', '1.0'], ['docs:version', '1.0', '--id', 'community']],
    [['docs:version:api-docs', '2.0', '-c', 'docusaurus.config.ts'], ['docs:version', '2.0', '-c', 'docusaurus.config.ts', '--id', 'api-docs']],
    [['docs:version', '1.0'], ['docs:version', '1.0']],
    [['build', '--out', 'docs:version:x'], ['build', '--out', 'docs:version:x']],
  ])('%j → %j', (args, expected) => {
    expect(instanceVersionCommand(['node', 'docsgen', ...args])).toEqual(['node', 'docsgen', ...expected]);
  });
});
