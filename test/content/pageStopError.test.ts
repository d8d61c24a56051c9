import { describe, expect, it } from 'vitest';
import { pageStopError } from '../../src/workers/pagePool.js';

describe('pageStopError', () => {
  const limits = { pageTimeout: 60, pageMemory: 2048 };

  it('tells a docsgen site to raise the key in its config, or to pass the flag', () => {
    const message = pageStopError({ reason: 'timeout', item: 'content/docs/slow.mdx', doing: 'compiling and rendering the MDX page' }, { ...limits, configFileName: 'site.config.ts' }).message;
    expect(message).toContain('content/docs/slow.mdx: still working after 60 s while compiling and rendering the MDX page');
    expect(message).toContain('seconds of processor time');
    expect(message).toContain('raise pageTimeout in site.config.ts (or --page-timeout <seconds>)');
  });

  it('tells a Docusaurus site to pass the flag: Docusaurus refuses a key it does not know', () => {
    const file = 'docusaurus.config.ts';
    const timeout = pageStopError({ reason: 'timeout', item: '../docs/slow.mdx' }, { ...limits, configFileName: file }).message;
    expect(timeout).toContain('raise it with --page-timeout <seconds>');
    expect(timeout).not.toContain('docusaurus.config.ts');
    const memory = pageStopError({ reason: 'memory', item: '../docs/big.md' }, { ...limits, configFileName: file }).message;
    expect(memory).toContain('raise it with --page-memory <MB>');
    expect(memory).not.toContain('docusaurus.config.ts');
  });
});
