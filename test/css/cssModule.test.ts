import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cssModule, cssModuleClasses } from '../../src/css/cssModule.js';

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

describe('cssModule', () => {
  // Its readers (the theme's class names, the client bundle's, the site's stylesheet) take one compile.
  it('compiles a module once for all its readers, and again once the file changes', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-cssmodule-'));
    try {
      const file = path.join(dir, 'card.module.css');
      await writeFile(file, '.card { color: red; }');
      const first = cssModule(file, dir);
      expect(cssModule(file, dir)).toBe(first);
      expect(first.classes.card).toMatch(/^card-module_card_/);
      await writeFile(file, '.card { color: red; }\n.title { color: blue; }');
      // A later mtime, as an edit a second later has (the write may land in the same tick).
      const later = new Date(Date.now() + 5000);
      await utimes(file, later, later);
      const changed = cssModule(file, dir);
      expect(changed).not.toBe(first);
      expect(Object.keys(changed.classes)).toEqual(['card', 'title']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
