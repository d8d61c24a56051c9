import { describe, expect, it } from 'vitest';
import { webpackExternals } from '../../src/plugins/webpackExternals.js';

describe('webpackExternals', () => {
  it("reads a package from the global webpack's var type names: a global, a property path, a typed name, root of a per-system object, a list", () => {
    expect(webpackExternals({ typescript: 'window.ts', jquery: 'jQuery' }).modules).toEqual({ typescript: 'window.ts', jquery: 'jQuery' });
    expect(webpackExternals({ lodash: ['_', 'fp'] }).modules).toEqual({ lodash: '_["fp"]' });
    expect(webpackExternals({ react: 'var React', charts: 'window Charts', maps: 'global Maps' }).modules).toEqual({ react: 'React', charts: 'window["Charts"]', maps: 'globalThis["Maps"]' });
    expect(webpackExternals({ react: { root: 'React', commonjs: 'react' } }).modules).toEqual({ react: 'React' });
    expect(webpackExternals(['moment', { dayjs: 'dayjs' }]).modules).toEqual({ moment: 'moment', dayjs: 'dayjs' });
  });

  it('leaves, named, what is no global in a browser bundle: a module type, code, a function, a RegExp', () => {
    const { modules, left } = webpackExternals([{ fs: 'commonjs fs', he: '{}', ok: 'Ok' }, () => undefined, /^node:/]);
    expect(modules).toEqual({ ok: 'Ok' });
    expect(left).toEqual([
      'externals.fs: a "commonjs" external (a module, not a global)',
      'externals.he: "{}" is code, not a global\'s name',
      'externals: a function (only package names are applied)',
      'externals: a RegExp (only package names are applied)',
    ]);
  });

  it('has nothing to apply when there are no externals', () => {
    expect(webpackExternals(undefined)).toEqual({ modules: {}, left: [] });
  });
});
