import { describe, expect, it } from 'vitest';
import { cssModuleClasses } from '../../src/css/cssModule.js';

describe('cssModuleClasses', () => {
  // lightningcss hands the exports over from a hash map whose order changes from call to call;
  // the map is bundled as JSON, so its order decides the bundle's bytes and its content hash
  // (on jest's site every build got a new main-*.js, and so rendered every page again).
  it('lists the local names in one order, whatever order lightningcss gives them in', () => {
    const names = ['zeta', 'alpha', 'mu', 'beta', 'omega', 'gamma', 'kappa', 'delta', 'epsilon', 'lambda'];
    const source = Buffer.from(names.map((n) => `.${n} { color: red; }`).join('\n'));
    for (let i = 0; i < 5; i++) {
      const { classes } = cssModuleClasses('/site/src/pages/index.module.css', source, '/site');
      expect(Object.keys(classes)).toEqual([...names].sort());
      expect(classes.alpha).toMatch(/^index-module_alpha_/);
    }
  });
});
