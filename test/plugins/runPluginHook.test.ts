import { describe, expect, it } from 'vitest';
import { ContentError, PluginError } from '../../src/util/errors.js';
import { runPluginHook } from '../../src/plugins/runPluginHook.js';
import type { DocsgenPlugin, PostBuildContext } from '../../src/plugins/types.js';

const context = { outDir: '/out' } as PostBuildContext;

describe('runPluginHook', () => {
  it("runs each plugin's hook in config order, one after another, with the context and the plugin as this; plugins without it are passed over", async () => {
    const calls: string[] = [];
    const slow: DocsgenPlugin = {
      name: 'slow',
      async postBuild(given) {
        calls.push(`slow starts ${given.outDir} ${this.name}`);
        await new Promise((resolve) => setImmediate(resolve));
        calls.push('slow ends');
      },
    };
    const fast: DocsgenPlugin = { name: 'fast', postBuild: (given) => void calls.push(`fast ${given === context}`) };
    const loader: DocsgenPlugin = { name: 'loader', loadContent: () => void calls.push('loader') };
    await runPluginHook([slow, loader, fast], 'postBuild', context);
    expect(calls).toEqual(['slow starts /out slow', 'slow ends', 'fast true']);
  });

  it('names the plugin and the hook of an error it throws, and runs no plugin after it', async () => {
    const calls: string[] = [];
    const plugins: DocsgenPlugin[] = [
      { name: 'broken', contentLoaded: () => Promise.reject(new Error('no tide table')) },
      { name: 'after', contentLoaded: () => void calls.push('after') },
    ];
    const failure = await runPluginHook(plugins, 'contentLoaded', {} as never).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PluginError);
    expect((failure as Error).message).toBe('plugin "broken" threw in contentLoaded: no tide table');
    expect(calls).toEqual([]);
  });

  it("passes a docsgen error a plugin throws on as it is (it names its own file and line)", async () => {
    const own = new ContentError('docs/a.md', 'a broken table', 3);
    await expect(runPluginHook([{ name: 'checker', loadContent: () => { throw own; } }], 'loadContent', {} as never)).rejects.toBe(own);
  });
});
