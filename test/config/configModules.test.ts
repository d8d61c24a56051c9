import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/loadConfig.js';
import { writePackage } from '../helpers/writePackage.js';

/**
 * The modules a config imports load as under Docusaurus (jiti: one CommonJS-style module per
 * file): package JSON files, CommonJS packages' namespaces, and each file's own `__dirname`.
 */
let dir: string;

async function write(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
  await writeFile(path.join(dir, file), text);
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-config-modules-'));
  writePackage(dir, 'hive-meta', { 'index.js': 'module.exports = {};\n' }, { version: '4.5.6' });
  // `module.exports = X`: Node's static scan of the file finds no named export.
  writePackage(dir, 'hive-pack', {
    'lib.js': 'var Pack = (function () { return { squeeze: function (s) { return s.toUpperCase(); } }; })();\nif (typeof module !== "undefined" && module != null) { module.exports = Pack; }\n',
  }, { version: undefined, main: 'lib.js' });
  await write('notes/title.txt', 'Hive notes');
  // A file two folders down reads a file relative to its own folder.
  await write(
    'plugins/notes/title.ts',
    "import { readFileSync } from 'node:fs';\nimport path from 'node:path';\nexport const fromDirname = readFileSync(path.join(__dirname, '..', '..', 'notes', 'title.txt'), 'utf8');\nexport const fromMetaUrl = new URL('../../notes/title.txt', import.meta.url).pathname;\n",
  );
  await write(
    'docusaurus.config.mts',
    [
      "import { version } from 'hive-meta/package.json';",
      "import * as pack from 'hive-pack';",
      "import { fromDirname, fromMetaUrl } from './plugins/notes/title';",
      "import { existsSync } from 'node:fs';",
      'export default {',
      '  title: `${fromDirname} ${pack.squeeze("v")}${version} ${existsSync(fromMetaUrl)}`,',
      "  url: 'https://example.com',",
      "  baseUrl: '/',",
      '};',
      '',
    ].join('\n'),
  );
  await write('docs/intro.md', '# Intro\n');
  // A CommonJS helper beside a TypeScript config that reads a file from its own __dirname and is
  // imported by name (jiti gives a CommonJS module's `module.exports` keys as named exports).
  await write('notes/hive.json', '{ "name": "Comb" }\n');
  await write(
    'hive.plugins.js',
    "const fs = require('fs');\nconst path = require('path');\nfunction hiveName() {\n  const exports = JSON.parse(fs.readFileSync(path.join(__dirname, 'notes', 'hive.json'), 'utf8'));\n  return exports.name;\n}\nmodule.exports = { hiveName };\n",
  );
  await write(
    'named/docusaurus.config.ts',
    [
      "import { hiveName } from '../hive.plugins.js';",
      'export default {',
      '  title: hiveName(),',
      "  url: 'https://example.com',",
      "  baseUrl: '/',",
      '};',
      '',
    ].join('\n'),
  );
  await write('named/docs/intro.md', '# Intro\n');
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the modules a Docusaurus config imports', () => {
  it("reads a package's JSON file (named import), a CommonJS package's namespace, and each file's own __dirname and import.meta.url", async () => {
    const config = await loadConfig(path.join(dir, 'docusaurus.config.mts'));
    expect(config.title).toBe('Hive notes V4.5.6 true');
    // The package JSON file is bundled: it is an input of the config (a new version rebuilds).
    expect(config.configInputs).toContain(path.join(dir, 'node_modules', 'hive-meta', 'package.json'));
  });

  it('imports a named export of a CommonJS file that reads its own __dirname', async () => {
    const config = await loadConfig(path.join(dir, 'named', 'docusaurus.config.ts'));
    expect(config.title).toBe('Comb');
  });
});
