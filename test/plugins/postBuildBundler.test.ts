import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { silentLogger } from '../../src/util/log.js';
import { copyDocusaurusSite } from '../helpers/siteCopy.js';
import { writePackage } from '../helpers/writePackage.js';

const fixture = fileURLToPath(new URL('../fixtures/sites/docusaurus-post-build/', import.meta.url));

/** Stand-ins for the site's @docusaurus/bundler and its webpack: each compilation writes its output file, naming the run. */
async function installBundler(root: string): Promise<void> {
  writePackage(root, '@docusaurus/bundler', { 'index.js': "exports.webpack = require('webpack');\n" }, { version: '3.0.0' });
  writePackage(
    root,
    'webpack',
    {
      'index.js': `const fs = require('node:fs');
const path = require('node:path');
module.exports = function webpack(configs) {
  return {
    run(done) {
      for (const config of [].concat(configs)) {
        fs.mkdirSync(config.output.path, { recursive: true });
        fs.writeFileSync(path.join(config.output.path, config.output.filename), '// compiled from ' + config.entry + ' in run ' + process.env.KEEPER_RUN + '\\n');
      }
      done(null, {});
    },
  };
};
`,
    },
    { version: '5.0.0' },
  );
}

describe("a plugin's postBuild that compiles with the site's bundler (props.currentBundler), as plugin-pwa does", () => {
  let root: string;
  let out: string;
  const warnings: string[] = [];

  beforeAll(async () => {
    root = await copyDocusaurusSite(fixture, 'docsgen-post-build-');
    await installBundler(root);
    out = path.join(root, 'build');
    process.env.KEEPER_RUN = 'one';
    await build({ config: path.join(root, 'docusaurus.config.js'), out, logger: { ...silentLogger, warn: (message) => warnings.push(message) }, crawl: false });
  }, 120_000);
  afterAll(async () => {
    delete process.env.KEEPER_RUN;
    await rm(root, { recursive: true, force: true });
  });

  it("gets the site's webpack, and what it compiles into the outDir it was made with lands in each locale's own output", async () => {
    expect(await readFile(path.join(out, 'keeper.js'), 'utf8')).toBe('// compiled from ./keeper.js in run one\n');
    expect(await readFile(path.join(out, 'fr', 'keeper.js'), 'utf8')).toBe('// compiled from ./keeper.js in run one\n');
    expect(warnings.join('\n')).not.toContain('postBuild');
  });

  it("the default locale's postBuild sees its own site only, not the other locales' folders (Docusaurus builds it first)", async () => {
    const saw = (await readFile(path.join(out, 'keeper-saw.txt'), 'utf8')).split('\n');
    expect(saw).toEqual(expect.arrayContaining(['index.html', 'keeper.js']));
    expect(saw).not.toContain('fr');
    expect(existsSync(path.join(out, 'fr', 'index.html'))).toBe(true);
    expect((await readFile(path.join(out, 'fr', 'keeper-saw.txt'), 'utf8')).split('\n')).toEqual(expect.arrayContaining(['index.html', 'keeper.js']));
  });

  it('a build whose postBuild fails after compiling leaves the last good output as it was', async () => {
    await writeFile(path.join(root, 'storm.txt'), 'gale');
    process.env.KEEPER_RUN = 'two';
    await expect(build({ config: path.join(root, 'docusaurus.config.js'), out, logger: silentLogger, crawl: false })).rejects.toThrow(/the lamp went out/);
    expect(await readFile(path.join(out, 'keeper.js'), 'utf8')).toBe('// compiled from ./keeper.js in run one\n');
    expect(await readFile(path.join(out, 'fr', 'keeper.js'), 'utf8')).toBe('// compiled from ./keeper.js in run one\n');
    expect((await readFile(path.join(out, 'keeper-saw.txt'), 'utf8')).split('\n')).not.toContain('fr');
  }, 120_000);
});
